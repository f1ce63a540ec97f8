import { describe, expect, it } from 'vitest';
import { ZErrorResponse, ZSessionResponse, ZSignOutResponse } from '@dozen/engine/contract';
import type { TestServer } from './harness.js';
import { newEmail, sessionIdOf, signInWithCode, withMailServer } from './account-helpers.js';
import { gameRequest, honestWords } from './game-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const TODAY = '2026-11-21';

describe('sign-out (POST /api/sign-out)', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({}, (started, mail) => ([server, catcher] = [started, mail]));

  it('deletes this session, answers a fresh empty anonymous identity, and leaves other devices signed in', async () => {
    const email = newEmail();
    const laptop = server.client();
    await laptop.session();
    const account = await signInWithCode(laptop, catcher, email);
    const pool = (await server.pools.getOrCreate(TODAY))!;
    const played = gameRequest(account.userId, TODAY, honestWords(pool, server.dictionary, 2));
    expect((await laptop.post('/api/submit-game', played)).status).toBe(200);
    const phone = server.client();
    await phone.session();
    await signInWithCode(phone, catcher, email);

    const oldCookie = laptop.cookie;
    const oldSession = sessionIdOf(laptop);
    const response = await laptop.post('/api/sign-out', {});
    expect(response.status).toBe(201);
    const fresh = ZSignOutResponse.parse(response.body);
    expect(fresh.userId).not.toBe(account.userId);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('dozen_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);

    // The old cookie is dead on every route (sent by another client: the answers clear it); the row is gone.
    const replay = server.client();
    expect((await replay.get('/api/me', { cookie: oldCookie })).status).toBe(401);
    expect(
      (await replay.get(`/api/game-entry/${account.userId}/${TODAY}`, { cookie: oldCookie })).status,
    ).toBe(401);
    expect((await server.sql`select 1 from sessions where id = ${oldSession}`).length).toBe(0);

    // The browser now holds an empty anonymous identity: nothing of the account is visible.
    expect(ZSessionResponse.parse((await laptop.get('/api/me')).body)).toEqual({
      userId: fresh.userId,
      isAnonymous: true,
      email: null,
    });
    expect((await laptop.get(`/api/game-entry/${fresh.userId}/${TODAY}`)).status).toBe(404);
    expect((await laptop.get(`/api/game-entry/${account.userId}/${TODAY}`)).status).toBe(403);
    expect((await laptop.get(`/api/user-preferences/${fresh.userId}`)).body).toMatchObject({
      theme: 'system',
    });

    // The phone is still signed in.
    expect(ZSessionResponse.parse((await phone.get('/api/me')).body)).toMatchObject({
      userId: account.userId,
    });
  });

  it('an anonymous player has nothing to sign out of (403 SIGN_IN_REQUIRED); no session is 401', async () => {
    const anonymous = server.client();
    await anonymous.session();
    const refused = await anonymous.post('/api/sign-out', {});
    expect(refused.status).toBe(403);
    expect(ZErrorResponse.parse(refused.body).error.code).toBe('SIGN_IN_REQUIRED');
    expect((await anonymous.get('/api/me')).status).toBe(200);

    const nobody = await server.client().post('/api/sign-out', {});
    expect(nobody.status).toBe(401);
  });

  it('refuses a body with anything in it', async () => {
    const client = server.client();
    await client.session();
    await signInWithCode(client, catcher, newEmail());
    expect((await client.post('/api/sign-out', { everywhere: true })).status).toBe(400);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
