import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';

import { startTestServer, withTestServer, type TestServer } from './harness.js';
import { askForCode, captureLogs, newEmail, withMailServer } from './account-helpers.js';
import { signInParts, startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';

describe('the sign-in e-mail over SMTP', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer(
    {
      env: { MAIL_FROM: 'Dozen <sign-in@dozen.example>' },
    },
    (started, mail) => ([server, catcher] = [started, mail]),
  );

  it('reads as the spec says: the code in the subject and large in the body, the link, both lifetimes, "ignore this"', async () => {
    const email = newEmail();
    const { mail, code, link } = await askForCode(server.client(), catcher, email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('"Dozen" <sign-in@dozen.example>');
    expect(mail.subject).toBe(`Your Dozen sign-in code: ${code}`);
    expect(code).toMatch(/^\d{6}$/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(code);
      expect(part).toContain(link);
      expect(part).toContain('5 minutes');
      expect(part).toContain('10 minutes');
      expect(part).toMatch(/If you didn(&#39;|')t ask to sign in to Dozen, you can ignore this e-mail\./);
    }
    expect(mail.html).toMatch(new RegExp(`font-size: 32px[^>]*>${code}<`));
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('each request mails a different code and link', async () => {
    const email = newEmail();
    const client = server.client();
    const first = await askForCode(client, catcher, email);
    const second = await askForCode(client, catcher, email);
    expect(second.token).not.toBe(first.token);
  });

  it('a mail server that refuses the message: 503 with the spec message', async () => {
    catcher.setRefusing(true);
    try {
      const response = await server.client().post('/api/create-verification-code', { email: newEmail() });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Failed to send sign-in email. Please try again.' },
      });
    } finally {
      catcher.setRefusing(false);
    }
  });
});

describe('no mail server at all', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port nothing listens on: the connection is refused.
    const catcher = await startSmtpCatcher();
    const url = catcher.url;
    await catcher.close();
    server = await startTestServer({ realtime: false, env: { SMTP_URL: url } });
  });
  afterAll(() => server?.close());

  it('answers 503 SERVICE_UNAVAILABLE (the client opens its setup help)', async () => {
    const response = await server.client().post('/api/create-verification-code', { email: newEmail() });
    expect(response.status).toBe(503);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('the dev outbox (no SMTP_URL)', () => {
  let server: TestServer;
  const logs = captureLogs();
  withTestServer({ realtime: false, logger: logs.logger }, (started) => (server = started));

  it('writes the message as an .eml file under DATA_DIR/outbox and logs one line with the code and link', async () => {
    const email = newEmail();
    const client = server.client();
    await client.session();
    const response = await client.post('/api/create-verification-code', { email });
    expect(response.status).toBe(200);

    const folder = path.join(server.config.dataDir, 'outbox');
    const files = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(email);
    const parsed = await simpleParser(await readFile(path.join(folder, files[0]!)));
    const { code, link } = signInParts({
      to: [email],
      from: '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: '',
      raw: '',
    });
    expect(parsed.subject).toBe(`Your Dozen sign-in code: ${code}`);

    const withCode = logs.lines.filter((line) => line.includes(code));
    expect(withCode).toHaveLength(1);
    expect(JSON.parse(withCode[0]!)).toMatchObject({
      msg: 'dev outbox: mail written',
      signInCode: code,
      signInLink: link,
    });

    // A newcomer signs in with what the log line says.
    const signedIn = await client.post('/api/verify-code', { email, code });
    expect(signedIn.status).toBe(200);
  });
});
