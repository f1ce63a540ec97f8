import { describe, expect, it } from 'vitest';
import { ZErrorResponse, ZSessionResponse } from '@dozen/engine/contract';
import { hashSecret, parseSessionToken } from '../src/auth/token.js';
import { deleteExpiredSessions } from '../src/storage/sessions.js';
import { withTestServer, type TestServer } from './harness.js';
import { expectRateLimited } from './rate-limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions (POST /api/session, GET /api/me)', () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  it('creates an anonymous player with an HttpOnly, SameSite=Lax, Path=/ cookie, then returns the same one', async () => {
    const client = server.client();
    const first = await client.post('/api/session');
    expect(first.status).toBe(201);
    const created = ZSessionResponse.parse(first.body);
    expect(created.isAnonymous).toBe(true);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('dozen_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i); // http://127.0.0.1 is not https

    const again = await client.post('/api/session', {});
    expect(again.status).toBe(200);
    expect(ZSessionResponse.parse(again.body)).toEqual(created);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(ZSessionResponse.parse(me.body)).toEqual(created);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const client = server.client();
    await client.session();
    const token = client.cookie!.slice('dozen_session='.length);
    const parts = parseSessionToken(token)!;
    const [row] = await server.sql<
      { secret_hash: Buffer }[]
    >`select secret_hash from sessions where id = ${parts.id}`;
    expect(new Uint8Array(row!.secret_hash)).toEqual(hashSecret(parts.secret));
    const [raw] =
      await server.sql`select count(*)::int as n from sessions where secret_hash::text like ${'%' + parts.secret + '%'}`;
    expect(raw).toEqual({ n: 0 });
  });

  it('GET /api/me without a session is 401 and creates nothing', async () => {
    const [before] = await server.sql`select count(*)::int as users from users`;
    const response = await server.client().get('/api/me');
    expect(response.status).toBe(401);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('UNAUTHENTICATED');
    expect(response.headers.getSetCookie()).toEqual([]);
    const [after] = await server.sql`select count(*)::int as users from users`;
    expect(after).toEqual(before);
  });

  it.each([
    ['garbage', 'dozen_session=garbage'],
    ['a wrong secret', null],
    ['an unknown id', 'dozen_session=aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'],
  ])('a cookie with %s is no session (401), and the answer leaves it as it is', async (_name, cookie) => {
    const owner = server.client();
    await owner.session();
    const forged = cookie ?? owner.cookie!.replace(/\.[a-z2-7]+$/, '.' + 'a'.repeat(32));
    const response = await server.client().get('/api/me', { cookie: forged });
    expect(response.status).toBe(401);
    // Never cleared: the answer may arrive after a sign-in gave the browser a newer cookie.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a revoked session is refused at once, on every route', async () => {
    const client = server.client();
    await client.session();
    expect((await client.post('/api/validate-word', { word: 'tea' })).status).toBe(200);
    const id = parseSessionToken(client.cookie!.slice('dozen_session='.length))!.id;
    await server.revokeSession(id);
    const cookie = client.cookie;
    expect((await client.get('/api/me', { cookie })).status).toBe(401);
    const word = await client.post('/api/validate-word', { word: 'tea' }, { cookie });
    expect(word.headers.getSetCookie()).toEqual([]); // left as it is: see the middleware
    expect((await client.post('/api/session', undefined, { cookie })).status).toBe(201);
  });

  it('a POST with a bad cookie makes a new player', async () => {
    const response = await server
      .client()
      .post('/api/session', undefined, { cookie: 'dozen_session=nonsense' });
    expect(response.status).toBe(201);
  });

  it('refuses a non-empty body', async () => {
    const response = await server.client().post('/api/session', { userId: 'u_someone' });
    expect(response.status).toBe(400);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('slides the expiry once less than half the lifetime is left, and refuses an idle session until the sweep removes it', async () => {
    const client = server.client();
    await client.session();
    const id = parseSessionToken(client.cookie!.slice('dozen_session='.length))!.id;
    const expiry = async () =>
      (await server.sql<{ e: Date }[]>`select expires_at as e from sessions where id = ${id}`)[0]?.e;
    const created = (await expiry())!;
    const start = server.clock.now().getTime();
    try {
      server.clock.advance(10 * DAY_MS); // 20 of 30 days left: unchanged
      expect((await client.get('/api/me')).status).toBe(200);
      expect((await expiry())!.getTime()).toBe(created.getTime());

      server.clock.advance(10 * DAY_MS); // 10 left: extended to 30 from now, cookie re-sent
      const slid = await client.get('/api/me');
      expect(slid.status).toBe(200);
      expect(slid.headers.getSetCookie().join()).toMatch(/dozen_session=/);
      expect((await expiry())!.getTime()).toBe(server.clock.now().getTime() + 30 * DAY_MS);

      server.clock.advance(31 * DAY_MS); // idle past the expiry
      const refused = await client.get('/api/me');
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toEqual([]);
      // Refusing is a read: the row stays until the sweep, which removes only expired sessions.
      expect(await expiry()).toBeDefined();
      expect(await deleteExpiredSessions(server.sql, server.clock.now())).toBeGreaterThanOrEqual(1);
      expect(await expiry()).toBeUndefined();
    } finally {
      server.clock.set(new Date(start));
    }
  });
});

describe('session creation rate limit', () => {
  let server: TestServer;
  withTestServer(
    { realtime: false, env: { RATE_SESSIONS_PER_IP_PER_HOUR: '3' } },
    (started) => (server = started),
  );

  it('answers 429 with Retry-After past the limit per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await server.client().post('/api/session')).status).toBe(201);
    expectRateLimited(await server.client().post('/api/session'));
  });
});
