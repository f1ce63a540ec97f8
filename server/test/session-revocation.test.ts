import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, ZSessionResponse } from '@dozen/engine/contract';
import { parseSessionToken } from '../src/auth/token.js';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { suiteRedis, waitFor } from './live-support.js';

/**
 * Two instances sharing PostgreSQL and Redis, as a deployment runs them, each with its own
 * short-lived session cache. A session signed out on one must stop working on the other within a
 * second, though the other holds it in memory: the revocation travels through the presence. While
 * an instance cannot hear revocations (Redis down), it reads every session from PostgreSQL. The
 * file owns its redis-server process, so it can stop it.
 */

const hasRedis = COUNTER_MODES.some((mode) => mode.mode === 'redis');
const ONE_SECOND = 1_000;

/** `GET /api/me` with this cookie, on this instance: who it is, or the status. */
async function whoIs(server: TestServer, cookie: string | null) {
  const response = await server.client().get('/api/me', { cookie });
  return response.status === 200 ? ZSessionResponse.parse(response.body) : response.status;
}

/** A signed-in player whose session both instances have read (so both hold it in their caches). */
async function signedInOnBoth(a: TestServer, b: TestServer): Promise<TestClient> {
  const client = a.client();
  const userId = await client.session();
  await a.signIn(userId);
  for (const server of [a, b])
    expect(await whoIs(server, client.cookie)).toMatchObject({ userId, isAnonymous: false });
  return client;
}

describe.runIf(hasRedis)('session revocation across instances', () => {
  const redis = suiteRedis();
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestServer({ redisUrl: redis.url }),
      startTestServer({ redisUrl: redis.url }),
    ]);
    await waitFor('both instances listening for revocations', () =>
      a.presence.revocations.listening() && b.presence.revocations.listening() ? true : undefined,
    );
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('holds sessions in memory: a row deleted behind its back still answers on the instance that read it', async () => {
    // What makes the next test meaningful: without the revocation, the other instance would answer.
    const client = await signedInOnBoth(a, b);
    const id = parseSessionToken(client.cookie!.slice('dozen_session='.length))!.id;
    await b.sql`delete from sessions where id = ${id}`;
    expect(await whoIs(b, client.cookie)).toMatchObject({ isAnonymous: false });
    await a.revokeSession(id);
  });

  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ])('a sign-out on %s ends the session on %s within a second', async (from, to) => {
    const [signingOut, other] = from === 'A' ? [a, b] : [b, a];
    const client = await signedInOnBoth(a, b);
    const oldCookie = client.cookie;

    const signOut = await signingOut.client().post(ApiRoute.signOut.path(), {}, { cookie: oldCookie });
    expect(signOut.status).toBe(201);
    const refused = await waitFor(
      `the old session refused on ${to}`,
      async () => ((await whoIs(other, oldCookie)) === 401 ? true : undefined),
      ONE_SECOND,
    );
    expect(refused).toBe(true);
    // And it stays refused on every route of both: a write with it is 401, not a guest's write.
    for (const server of [a, b]) {
      expect(await whoIs(server, oldCookie)).toBe(401);
      const hint = await server
        .client()
        .post(
          ApiRoute.incrementHint.path({ userId: client.userId!, date: '2026-11-21' }),
          { isBonus: false },
          { cookie: oldCookie },
        );
      expect(hint.status).toBe(401);
    }
  });

  it('reads every session from PostgreSQL while Redis is down, and caches again once it is back', async () => {
    const client = await signedInOnBoth(a, b);
    await redis.stop();
    await waitFor('both instances no longer listening', () =>
      !a.presence.revocations.listening() && !b.presence.revocations.listening() ? true : undefined,
    );
    // The sign-out cannot be announced, yet B, which read the session before, refuses it at once.
    expect((await a.client().post(ApiRoute.signOut.path(), {}, { cookie: client.cookie })).status).toBe(201);
    expect(await whoIs(b, client.cookie)).toBe(401);

    await redis.start();
    // Back means both connections of each instance: its subscription, and the command connection
    // that PUBLISH goes through (they reconnect on their own schedules; a revocation published
    // before the latter is back is lost, and the other instance keeps its copy until it expires).
    await waitFor(
      'both instances listening and publishing again',
      async () =>
        a.presence.revocations.listening() &&
        b.presence.revocations.listening() &&
        (await a.presence.ready()).redis &&
        (await b.presence.ready()).redis
          ? true
          : undefined,
      15_000,
    );
    const again = await signedInOnBoth(a, b);
    const id = parseSessionToken(again.cookie!.slice('dozen_session='.length))!.id;
    await b.sql`delete from sessions where id = ${id}`;
    expect(await whoIs(b, again.cookie)).toMatchObject({ isAnonymous: false });
    await a.revokeSession(id);
    await waitFor(
      'the revoked session refused on B',
      async () => ((await whoIs(b, again.cookie)) === 401 ? true : undefined),
      ONE_SECOND,
    );
  });
});
