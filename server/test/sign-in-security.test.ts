import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import { askForCode, captureLogs, newEmail, signInWithCode, withMailServer } from './account-helpers.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { expectRateLimited, statusesOf } from './rate-limits.js';

const errorCode = (body: unknown) => ZErrorResponse.parse(body).error.code;

describe.each(COUNTER_MODES)('sign-in limits ($mode presence)', ({ redisUrl }) => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  // The shipped defaults (1 per address per minute, 5 per hour, 20 per IP per hour), and few
  // attempts per IP so the test reaches that limit quickly.
  withMailServer(
    {
      redisUrl,
      env: {
        RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE: '',
        RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: '',
        RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR: '',
        RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES: '6',
      },
    },
    (started, mail) => ([server, catcher] = [started, mail]),
  );

  it('one e-mail per address per minute, 20 per IP per hour: 429 with Retry-After, and no mail sent', async () => {
    const email = newEmail();
    const client = server.client();
    expect((await client.post('/api/create-verification-code', { email })).status).toBe(200);
    const retryAfter = expectRateLimited(await client.post('/api/create-verification-code', { email }));
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The same address in another case and with spaces is the same address.
    expect(
      (await client.post('/api/create-verification-code', { email: ` ${email.toUpperCase()}` })).status,
    ).toBe(429);

    // 3 calls so far from this address (127.0.0.1); 17 more e-mails to new addresses pass, the next is refused.
    const toNewAddresses = () => client.post('/api/create-verification-code', { email: newEmail() });
    expect(await statusesOf(18, toNewAddresses)).toEqual([...Array<number>(17).fill(200), 429]);
    const sent = catcher.messages.filter((mail) => mail.to.includes(email));
    expect(sent).toHaveLength(1);
  });

  it('verify-code and complete-sign-in attempts are limited per IP', async () => {
    const wrongCode = () => server.client().post('/api/verify-code', { email: newEmail(), code: '000000' });
    const unknownLink = () => server.client().post('/api/complete-sign-in', { token: 'A'.repeat(43) });
    const statuses = [...(await statusesOf(4, wrongCode)), ...(await statusesOf(3, unknownLink))];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('five e-mails per address per hour', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  // The per-minute limit lifted, so the hourly one is reached without waiting.
  withMailServer(
    {
      env: { RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: '' },
    },
    (started, mail) => ([server, catcher] = [started, mail]),
  );

  it('the sixth is refused', async () => {
    const email = newEmail();
    const askAgain = () => server.client().post('/api/create-verification-code', { email });
    expect(await statusesOf(6, askAgain)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(catcher.messages.filter((mail) => mail.to.includes(email))).toHaveLength(5);
  });
});

describe('secrets at rest and in logs', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  const { lines, logger } = captureLogs();
  withMailServer({ logger }, (started, mail) => ([server, catcher] = [started, mail]));

  /** Every cell of every table as text, like a pg_dump. */
  async function dump(): Promise<string[]> {
    const tables = await server.sql<{ name: string }[]>`
      select table_name as name from information_schema.tables where table_schema = 'public'`;
    const cells: string[] = [];
    for (const { name } of tables) {
      const rows = await server.sql.unsafe(`select t::text as row from "${name}" t`);
      for (const row of rows) cells.push(String(row.row));
    }
    return cells;
  }

  it('no live code or link token appears in a database dump or in any log line', async () => {
    const secrets: string[] = [];
    // Pending, wrong-tried, used (code and link), replaced and refused-by-the-mail-server requests.
    const pending = await askForCode(server.client(), catcher, newEmail());
    secrets.push(pending.code, pending.token);
    const tried = newEmail();
    const wrong = await askForCode(server.client(), catcher, tried);
    await server
      .client()
      .post('/api/verify-code', { email: tried, code: wrong.code === '000000' ? '000001' : '000000' });
    secrets.push(wrong.code, wrong.token);
    const client = server.client();
    await client.session();
    await signInWithCode(client, catcher, newEmail());
    const linked = await askForCode(server.client(), catcher, newEmail());
    const completed = await server.client().post('/api/complete-sign-in', { token: linked.token });
    secrets.push(linked.code, linked.token, (completed.body as { code: string }).code);
    catcher.setRefusing(true);
    await server.client().post('/api/create-verification-code', { email: newEmail() });
    catcher.setRefusing(false);

    const cells = await dump();
    expect(cells.length).toBeGreaterThan(0);
    const logText = lines.join('');
    expect(logText.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      const whole = new RegExp(`(^|[^A-Za-z0-9_-])${secret}($|[^A-Za-z0-9_-])`);
      expect(
        cells.filter((cell) => whole.test(cell)),
        secret,
      ).toEqual([]);
      expect(whole.test(logText), secret).toBe(false);
    }
    // The stored forms are hashes of the right length.
    const [row] = await server.sql<{ code: number; link: number }[]>`
      select octet_length(code_hash) as code, octet_length(link_token_hash) as link
      from sign_in_requests where link_token_hash is not null limit 1`;
    expect(row).toEqual({ code: 32, link: 32 });
  });
});

describe('sign-in cookies', () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher?.close());

  it.each([
    ['http', undefined, false],
    ['https', 'https://dozen.example', true],
  ])(
    'over %s: HttpOnly, SameSite=Lax, Path=/, Secure only behind https',
    async (_name, publicUrl, secure) => {
      const server = await startTestServer({
        realtime: false,
        env: { SMTP_URL: catcher.url },
        ...(publicUrl ? { publicUrl } : {}),
      });
      try {
        const client = server.client();
        const email = newEmail();
        const { code } = await askForCode(client, catcher, email);
        const response = await client.post('/api/verify-code', { email, code });
        expect(response.status).toBe(200);
        const cookie = response.headers.getSetCookie().find((line) => line.startsWith('dozen_session='))!;
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
        expect(cookie).toMatch(/; Path=\//);
        expect(/; Secure/.test(cookie)).toBe(secure);
      } finally {
        await server.close();
      }
    },
  );
});

describe('cross-site requests to the account routes', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({}, (started, mail) => ([server, catcher] = [started, mail]));

  it.each([
    ['/api/create-verification-code', { email: 'victim@example.test' }],
    ['/api/verify-code', { email: 'victim@example.test', code: '123456' }],
    ['/api/complete-sign-in', { token: 'A'.repeat(43) }],
    ['/api/sign-out', {}],
    ['/api/sync-user-data', { anonymousUserId: 'u_a', authenticatedUserId: 'u_b' }],
    ['/api/recover-user-data', { userId: 'u_a' }],
    ['/api/manual-data-recovery', { targetUserId: 'u_a', sourceUserId: 'u_b' }],
    ['/api/user-preferences', { userId: 'u_a', preferences: { theme: 'dark' } }],
  ])('POST %s from a foreign page: 403 CROSS_SITE_REQUEST, nothing done', async (route, body) => {
    const client = server.client();
    await client.session();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const response = await client.post(route, body, { sameOrigin: false, headers });
      expect(response.status).toBe(403);
      expect(errorCode(response.body)).toBe('CROSS_SITE_REQUEST');
    }
    expect(catcher.messages).toHaveLength(0);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
