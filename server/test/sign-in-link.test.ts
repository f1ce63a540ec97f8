import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_LINK_TTL_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  ZCompleteSignInResponse,
  ZErrorResponse,
  ZSessionResponse,
} from '@dozen/engine/contract';
import { deleteExpiredSignInRequests } from '../src/storage/sign-in-requests.js';
import type { TestServer } from './harness.js';
import { askForCode, newEmail, withMailServer } from './account-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const INVALID_LINK = 'INVALID_LINK';

describe('sign-in by e-mailed link (/auth-complete)', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  // A stand-in for the built client: the SPA fallback answers /auth-complete with index.html.
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'dozen-test-client-'));
  writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><title>Dozen</title><div id="root"></div>',
  );
  afterAll(() => rm(clientDist, { recursive: true, force: true }));
  withMailServer(
    { env: { CLIENT_DIST_DIR: clientDist } },
    (started, mail) => ([server, catcher] = [started, mail]),
  );

  const errorCode = (body: unknown) => ZErrorResponse.parse(body).error.code;

  it('the link points at PUBLIC_URL/auth-complete with a 256-bit token', async () => {
    const { link, token } = await askForCode(server.client(), catcher, newEmail());
    expect(link.startsWith(`${server.baseUrl}/auth-complete?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('a plain GET of the link (a mail scanner, no JavaScript) consumes nothing; the page POST then signs in', async () => {
    const phone = server.client();
    const phoneAnonymous = await phone.session();
    const email = newEmail();
    const { link, token, code: mailedCode } = await askForCode(phone, catcher, email);

    for (const method of ['GET', 'HEAD', 'GET']) {
      const scan = await fetch(link, { method, redirect: 'manual' });
      expect(scan.status).toBe(200);
      expect(scan.headers.getSetCookie()).toEqual([]);
    }

    // The page's own POST, in the browser the link was opened in (a laptop, anonymous too).
    const laptop = server.client();
    const laptopAnonymous = await laptop.session();
    const response = await laptop.post('/api/complete-sign-in', { token });
    expect(response.status, response.text).toBe(200);
    const body = ZCompleteSignInResponse.parse(response.body);
    expect(body).toMatchObject({
      success: true,
      userId: laptopAnonymous,
      email,
      isExistingAccount: false,
      originalUserId: laptopAnonymous,
    });
    expect(new Date(body.codeExpiresAt).getTime()).toBe(
      server.clock.now().getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000,
    );
    expect(ZSessionResponse.parse((await laptop.get('/api/me')).body)).toEqual({
      userId: laptopAnonymous,
      isAnonymous: false,
      email,
    });

    // The fresh code replaced the mailed one; the device that asked types it in.
    if (mailedCode !== body.code) {
      expect((await phone.post('/api/verify-code', { email, code: mailedCode })).status).toBe(401);
    }
    const onPhone = await phone.post('/api/verify-code', { email, code: body.code });
    expect(onPhone.status, onPhone.text).toBe(200);
    expect(onPhone.body).toMatchObject({
      userId: laptopAnonymous,
      isExistingAccount: true,
      originalUserId: phoneAnonymous,
    });
  });

  it('a used link is refused (INVALID_LINK), and so is a link whose code was used first', async () => {
    const email = newEmail();
    const { token } = await askForCode(server.client(), catcher, email);
    expect((await server.client().post('/api/complete-sign-in', { token })).status).toBe(200);
    const again = await server.client().post('/api/complete-sign-in', { token });
    expect(again.status).toBe(401);
    expect(errorCode(again.body)).toBe(INVALID_LINK);

    const other = newEmail();
    const mailed = await askForCode(server.client(), catcher, other);
    expect((await server.client().post('/api/verify-code', { email: other, code: mailed.code })).status).toBe(
      200,
    );
    expect(
      errorCode((await server.client().post('/api/complete-sign-in', { token: mailed.token })).body),
    ).toBe(INVALID_LINK);
  });

  it('a link works until 9:59 and answers LINK_EXPIRED at 10:01', async () => {
    for (const [offsetSeconds, expected] of [
      [SIGN_IN_LINK_TTL_SECONDS - 1, 200],
      [SIGN_IN_LINK_TTL_SECONDS + 1, 401],
    ] as const) {
      const { token } = await askForCode(server.client(), catcher, newEmail());
      server.clock.advance(offsetSeconds * 1000);
      try {
        const response = await server.client().post('/api/complete-sign-in', { token });
        expect(response.status).toBe(expected);
        if (expected === 401) {
          expect(response.body).toEqual({
            error: { code: 'LINK_EXPIRED', message: 'Your link has expired.' },
          });
        }
      } finally {
        server.clock.advance(-offsetSeconds * 1000);
      }
    }
  });

  it('the hourly sweep removes requests whose code and link have both expired, and only those', async () => {
    const stale = newEmail('stale');
    await askForCode(server.client(), catcher, stale);
    server.clock.advance(SIGN_IN_LINK_TTL_SECONDS * 1000);
    try {
      const fresh = newEmail('fresh');
      await askForCode(server.client(), catcher, fresh);
      const before = await server.sql<{ email: string }[]>`select email from sign_in_requests`;
      expect(await deleteExpiredSignInRequests(server.sql, server.clock.now())).toBeGreaterThanOrEqual(1);
      const after = (await server.sql<{ email: string }[]>`select email from sign_in_requests`).map(
        (row) => row.email,
      );
      expect(after).toContain(fresh);
      expect(after).not.toContain(stale);
      expect(before.map((row) => row.email)).toContain(stale);
    } finally {
      server.clock.advance(-SIGN_IN_LINK_TTL_SECONDS * 1000);
    }
  });

  it('a new request replaces the link: the old one is INVALID_LINK', async () => {
    const email = newEmail();
    const first = await askForCode(server.client(), catcher, email);
    const second = await askForCode(server.client(), catcher, email);
    expect(
      errorCode((await server.client().post('/api/complete-sign-in', { token: first.token })).body),
    ).toBe(INVALID_LINK);
    expect((await server.client().post('/api/complete-sign-in', { token: second.token })).status).toBe(200);
  });

  it('5 parallel POSTs of one link: exactly one signs in', async () => {
    const { token } = await askForCode(server.client(), catcher, newEmail());
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => server.client().post('/api/complete-sign-in', { token })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('an unknown token is INVALID_LINK; a malformed one is 400', async () => {
    const unknown = await server.client().post('/api/complete-sign-in', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(errorCode(unknown.body)).toBe(INVALID_LINK);
    for (const token of ['', 'short', 'has spaces in it and is long enough', 'x'.repeat(200), 42]) {
      const response = await server.client().post('/api/complete-sign-in', { token });
      expect(response.status, String(token)).toBe(400);
    }
  });
});
