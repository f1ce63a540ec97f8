import { describe, expect, it } from 'vitest';
import {
  MAX_CODE_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
  ZErrorResponse,
  ZSessionResponse,
  ZSignInResponse,
} from '@dozen/engine/contract';
import { COUNTER_MODES, type TestServer } from './harness.js';
import { askForCode, newEmail, sessionIdOf, signInWithCode, withMailServer } from './account-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const INVALID = { error: { code: 'INVALID_CODE', message: 'Invalid or expired code' } };

describe.each(COUNTER_MODES)('sign-in by e-mailed code ($mode presence)', ({ redisUrl }) => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({ redisUrl }, (started, mail) => ([server, catcher] = [started, mail]));

  const sessionCount = async (userId: string) =>
    (await server.sql<{ n: number }[]>`select count(*)::int as n from sessions where user_id = ${userId}`)[0]!
      .n;

  it('a new e-mail: the anonymous player becomes the account in place, with a NEW session', async () => {
    const client = server.client();
    const anonymousId = await client.session();
    const oldSession = sessionIdOf(client);
    const email = newEmail();
    const answer = await signInWithCode(client, catcher, `  ${email.toUpperCase()} `);
    expect(answer).toEqual({
      success: true,
      message: 'Signed in.',
      userId: anonymousId,
      isAnonymous: false,
      email,
      isExistingAccount: false,
      originalUserId: anonymousId,
    });
    expect(sessionIdOf(client)).not.toBe(oldSession);
    expect((await server.sql`select 1 from sessions where id = ${oldSession}`).length).toBe(0);
    const me = ZSessionResponse.parse((await client.get('/api/me')).body);
    expect(me).toEqual({ userId: anonymousId, isAnonymous: false, email });
    // The old cookie names no session any more.
    expect((await client.get('/api/me', { cookie: `dozen_session=${oldSession}.x` })).status).toBe(401);
  });

  it('an existing e-mail signs in to its account: isExistingAccount, the anonymous id as originalUserId', async () => {
    const email = newEmail();
    const first = server.client();
    await first.session();
    const account = await signInWithCode(first, catcher, email);

    const second = server.client();
    const anonymousId = await second.session();
    const answer = await signInWithCode(second, catcher, email);
    expect(answer).toMatchObject({
      userId: account.userId,
      isExistingAccount: true,
      originalUserId: anonymousId,
      email,
    });
    // The account now has two sessions (one per device); the anonymous user is gone (merged).
    expect(await sessionCount(account.userId)).toBe(2);
    expect((await server.sql`select 1 from users where id = ${anonymousId}`).length).toBe(0);
  });

  it('without any session: a new account and its session', async () => {
    const client = server.client();
    const email = newEmail();
    const { code } = await askForCode(client, catcher, email);
    const response = await client.post('/api/verify-code', { email, code });
    expect(response.status).toBe(200);
    const body = ZSignInResponse.parse(response.body);
    expect(body).toMatchObject({ isExistingAccount: false, originalUserId: null, email });
    expect(ZSessionResponse.parse((await client.get('/api/me')).body).userId).toBe(body.userId);
  });

  it('a browser signed in to another account switches accounts and merges nothing', async () => {
    const client = server.client();
    await client.session();
    const first = await signInWithCode(client, catcher, newEmail());
    const second = await signInWithCode(client, catcher, newEmail());
    expect(second.userId).not.toBe(first.userId);
    expect(second.originalUserId).toBeNull();
    expect((await server.sql`select 1 from users where id = ${first.userId}`).length).toBe(1);
  });

  it('a code works until 4:59 and not at 5:01 (the injected clock)', async () => {
    for (const [offsetSeconds, status] of [
      [VERIFICATION_CODE_TTL_SECONDS - 1, 200],
      [VERIFICATION_CODE_TTL_SECONDS + 1, 401],
    ] as const) {
      const client = server.client();
      await client.session();
      const email = newEmail();
      const { code } = await askForCode(client, catcher, email);
      server.clock.advance(offsetSeconds * 1000);
      try {
        const response = await client.post('/api/verify-code', { email, code });
        expect(response.status).toBe(status);
        if (status === 401) expect(response.body).toEqual(INVALID);
      } finally {
        server.clock.advance(-offsetSeconds * 1000);
      }
    }
  });

  it('a used code is refused', async () => {
    const client = server.client();
    await client.session();
    const email = newEmail();
    const { code } = await askForCode(client, catcher, email);
    expect((await client.post('/api/verify-code', { email, code })).status).toBe(200);
    const again = await server.client().post('/api/verify-code', { email, code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(INVALID);
  });

  it('10 parallel verifies of the right code: exactly one 200 and one new session', async () => {
    const email = newEmail();
    const asker = server.client();
    const { code } = await askForCode(asker, catcher, email);
    const [before] = await server.sql<{ n: number }[]>`select count(*)::int as n from sessions`;
    const clients = Array.from({ length: 10 }, () => server.client());
    const responses = await Promise.all(clients.map((c) => c.post('/api/verify-code', { email, code })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
    const [after] = await server.sql<{ n: number }[]>`select count(*)::int as n from sessions`;
    expect(after!.n - before!.n).toBe(1);
  });

  it(`${MAX_CODE_ATTEMPTS} wrong codes, then the right one: refused`, async () => {
    const client = server.client();
    await client.session();
    const email = newEmail();
    const { code } = await askForCode(client, catcher, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const response = await client.post('/api/verify-code', { email, code: wrong });
      expect(response.body).toEqual(INVALID);
    }
    const right = await client.post('/api/verify-code', { email, code });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(INVALID);
  });

  it(`${MAX_CODE_ATTEMPTS - 1} wrong codes still leave the right one working`, async () => {
    const client = server.client();
    await client.session();
    const email = newEmail();
    const { code } = await askForCode(client, catcher, email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i += 1)
      expect((await client.post('/api/verify-code', { email, code: wrong })).status).toBe(401);
    expect((await client.post('/api/verify-code', { email, code })).status).toBe(200);
  });

  it('a new request replaces the code: the old one is refused, the new one works', async () => {
    const client = server.client();
    await client.session();
    const email = newEmail();
    const first = await askForCode(client, catcher, email);
    const second = await askForCode(client, catcher, email);
    if (first.code !== second.code) {
      expect((await client.post('/api/verify-code', { email, code: first.code })).body).toEqual(INVALID);
    }
    expect((await client.post('/api/verify-code', { email, code: second.code })).status).toBe(200);
  });

  it("a code for one e-mail is refused for another (and does not spend the other's code)", async () => {
    const client = server.client();
    await client.session();
    const mine = newEmail('mine');
    const theirs = newEmail('theirs');
    const { code } = await askForCode(client, catcher, mine);
    await askForCode(server.client(), catcher, theirs);
    expect((await client.post('/api/verify-code', { email: theirs, code })).body).toEqual(INVALID);
    expect((await client.post('/api/verify-code', { email: mine, code })).status).toBe(200);
  });

  it('known and unknown e-mails get the same status and the same body shape', async () => {
    const known = newEmail('known');
    const client = server.client();
    await client.session();
    await signInWithCode(client, catcher, known);
    const unknown = newEmail('unknown');
    const answers = [];
    for (const email of [known, unknown]) {
      const response = await server.client().post('/api/create-verification-code', { email });
      await catcher.nextMessage(email);
      answers.push(response);
    }
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(a.status).toBe(b.status);
    const strip = (body: unknown) => ({ ...(body as object), codeId: 'x' });
    expect(strip(a.body)).toEqual(strip(b.body));
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
  });

  it('bad e-mails and codes are 400 with the contract error shape', async () => {
    const client = server.client();
    for (const [path, body] of [
      ['/api/create-verification-code', { email: 'not an address' }],
      ['/api/create-verification-code', { email: `a@b.example\r\nBcc: x@y.example` }],
      ['/api/create-verification-code', { email: `${'a'.repeat(250)}@b.example` }],
      ['/api/create-verification-code', { email: 'a@b.example', extra: 1 }],
      ['/api/verify-code', { email: 'a@b.example', code: '12345' }],
      ['/api/verify-code', { email: 'a@b.example', code: '12345a' }],
    ] as const) {
      const response = await client.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(ZErrorResponse.parse(response.body).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("originalUserId, when sent, must be the caller's own id", async () => {
    const client = server.client();
    const own = await client.session();
    const email = newEmail();
    expect((await client.post('/api/create-verification-code', { email, originalUserId: own })).status).toBe(
      200,
    );
    await catcher.nextMessage(email);
    const foreign = await client.post('/api/create-verification-code', {
      email,
      originalUserId: 'u_someone',
    });
    expect(foreign.status).toBe(403);
  });
});
