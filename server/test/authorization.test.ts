import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ZErrorResponse } from '@dozen/engine/contract';
import { COUNTER_MODES, withPoolServer, withTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { completingWords } from './progress-helpers.js';
import { withQuietPoolServer } from './quiet-server.js';

const TODAY = '2026-11-21';
const easyChallengeOf = (id: string) => `c-20261121-easy-${id}`;

interface Route {
  name: string;
  call(client: TestClient, ownerId: string): ReturnType<TestClient['request']>;
  /** The owner has personalised challenges for TODAY, the easy one completed by a played game. */
  withChallenges?: boolean;
}

const ROUTES: Route[] = [
  { name: 'GET game-entry', call: (c, id) => c.get(`/api/game-entry/${id}/${TODAY}`) },
  { name: 'POST submit-game', call: (c, id) => c.post('/api/submit-game', gameRequest(id, TODAY, [])) },
  {
    name: 'POST increment-hint',
    call: (c, id) => c.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: false }),
  },
  {
    name: 'POST reveal-targets',
    call: (c, id) => c.post('/api/reveal-targets', { playerId: id, date: TODAY }),
  },
  {
    name: 'POST reveal-top-word',
    call: (c, id) => c.post('/api/reveal-top-word', { playerId: id, date: TODAY }),
  },
  {
    name: 'POST reveal-target-words',
    call: (c, id) => c.post('/api/reveal-target-words', { playerId: id, date: TODAY }),
  },
  { name: 'GET user-preferences', call: (c, id) => c.get(`/api/user-preferences/${id}`) },
  {
    name: 'POST user-preferences',
    call: (c, id) => c.post('/api/user-preferences', { userId: id, preferences: { theme: 'dark' } }),
  },
  {
    name: 'POST sync-user-data',
    call: (c, id) => c.post('/api/sync-user-data', { anonymousUserId: id, authenticatedUserId: id }),
  },
  { name: 'POST recover-user-data', call: (c, id) => c.post('/api/recover-user-data', { userId: id }) },
  {
    name: 'POST manual-data-recovery',
    call: (c, id) => c.post('/api/manual-data-recovery', { targetUserId: id, sourceUserId: id }),
  },
  // Progress.
  { name: 'GET player-history', call: (c, id) => c.get(`/api/player-history/${id}`) },
  { name: 'GET player-history day', call: (c, id) => c.get(`/api/player-history/${id}/${TODAY}`) },
  { name: 'GET user-profile', call: (c, id) => c.get(`/api/user-profile/${id}`) },
  {
    name: 'GET personalized-challenges',
    call: (c, id) => c.get(`/api/personalized-challenges/${id}/${TODAY}`),
    withChallenges: true,
  },
  {
    name: 'POST generate-challenges',
    call: (c, id) => c.post('/api/generate-challenges', { playerId: id, date: TODAY }),
    withChallenges: true,
  },
  {
    name: 'POST complete-challenge',
    call: (c, id) => c.post(`/api/complete-challenge/${easyChallengeOf(id)}`, { actualScore: 999 }),
    withChallenges: true,
  },
  {
    name: 'POST challenge-completion',
    call: (c, id) =>
      c.post('/api/challenge-completion', { playerId: id, date: TODAY, challengeId: easyChallengeOf(id) }),
    withChallenges: true,
  },
  { name: 'GET challenge-stats', call: (c, id) => c.get(`/api/challenge-stats/${id}`), withChallenges: true },
  {
    name: 'GET extra-points-rank',
    call: (c, id) => c.get(`/api/extra-points-rank/${id}`),
    withChallenges: true,
  },
];

describe.each(COUNTER_MODES)('authorisation matrix ($mode counters)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;
  withQuietPoolServer(redisUrl, TODAY, (started, today) => ([server, pool] = [started, today]));

  /**
   * A signed-in player with a stored game: words, an entry, a session; with `withChallenges`, five
   * games, today's challenges and the easy one completed by a sixth game.
   */
  async function owner(withChallenges = false): Promise<{ client: TestClient; id: string; words: string[] }> {
    const client = server.client();
    const id = await client.session();
    await server.signIn(id);
    const words = honestWords(pool, server.dictionary, 3);
    for (let game = 0; game < (withChallenges ? 5 : 1); game++)
      expect((await client.post('/api/submit-game', gameRequest(id, TODAY, words))).status).toBe(200);
    const preferences = { userId: id, preferences: { theme: 'contrast' } };
    expect((await client.post('/api/user-preferences', preferences)).status).toBe(200);
    if (withChallenges) {
      const generated = await client.post('/api/generate-challenges', { playerId: id, date: TODAY });
      expect(generated.status, generated.text).toBe(200);
      const [easy] = (generated.body as { challenges: Parameters<typeof completingWords>[0][] }).challenges;
      server.clock.advance(1000); // the completing game comes after the challenges
      const completing = completingWords(easy!, pool, server.dictionary);
      expect((await client.post('/api/submit-game', gameRequest(id, TODAY, completing))).status).toBe(200);
      words.push(...completing);
    }
    return { client, id, words };
  }

  /** Everything of the player a route could change. */
  async function entrySnapshot(id: string) {
    return {
      user: await server.sql`select * from users where id = ${id}`,
      entries: await server.sql`select * from game_entries where player_id = ${id}`,
      games: await server.sql`select game_id from games where player_id = ${id} order by game_id`,
      preferences: await server.sql`select prefs from user_preferences where user_id = ${id}`,
      held: await server.sql`select * from held_identities where holder_id = ${id}`,
      challenges: await server.sql`select * from challenges where player_id = ${id} order by id`,
    };
  }

  it.each(ROUTES)(
    '$name: owner → 2xx, another player → 403, no session → 401, and nothing leaks or changes',
    async (route) => {
      const me = await owner(route.withChallenges);
      const before = await entrySnapshot(me.id);

      const stranger = server.client();
      await stranger.session();
      const forbidden = await route.call(stranger, me.id);
      const anonymous = await route.call(server.client(), me.id);

      expect(forbidden.status).toBe(403);
      expect(ZErrorResponse.parse(forbidden.body).error.code).toBe('FORBIDDEN');
      expect(anonymous.status).toBe(401);
      expect(ZErrorResponse.parse(anonymous.body).error.code).toBe('UNAUTHENTICATED');
      for (const response of [forbidden, anonymous]) {
        expect(response.text).not.toContain(me.id);
        for (const word of me.words) expect(response.text.toLowerCase()).not.toContain(word);
        expect(response.text.toLowerCase()).not.toContain(pool.topWord);
        expect(response.text).not.toContain('contrast');
        expect(response.text).not.toContain('c-2026');
        expect(response.headers.getSetCookie().join()).not.toContain(me.client.cookie!);
      }
      expect(await entrySnapshot(me.id)).toEqual(before);

      const allowed = await route.call(me.client, me.id);
      expect(allowed.status).toBeGreaterThanOrEqual(200);
      expect(allowed.status).toBeLessThan(300);
    },
  );
});

/** Routes that name no player (accounts, events): they act on the caller only, whoever names whom in the body. */
const CALLER_ROUTES: Array<{
  name: string;
  call(client: TestClient, ownerEmail: string): ReturnType<TestClient['request']>;
  /** Status for a signed-in stranger and for a caller with no session. */
  stranger: number;
  noSession: number;
}> = [
  { name: 'POST sign-out', call: (c) => c.post('/api/sign-out', {}), stranger: 201, noSession: 401 },
  {
    name: 'POST create-verification-code',
    call: (c, email) => c.post('/api/create-verification-code', { email }),
    stranger: 200,
    noSession: 200,
  },
  {
    name: 'POST verify-code',
    call: (c, email) => c.post('/api/verify-code', { email, code: '000000' }),
    stranger: 401,
    noSession: 401,
  },
  {
    // A link to the caller's own score: a stranger gets their own (none: 404), never the owner's.
    name: 'POST share-token',
    call: (c) => c.post('/api/share-token', { date: '2026-11-21' }),
    stranger: 404,
    noSession: 401,
  },
  {
    name: 'POST complete-sign-in',
    call: (c) => c.post('/api/complete-sign-in', { token: 'A'.repeat(43) }),
    stranger: 401,
    noSession: 401,
  },
  {
    // The events are the caller's: the body has no place for anyone else's id (analytics.test.ts).
    name: 'POST events',
    call: (c) =>
      c.post('/api/events', {
        events: [
          {
            id: randomBytes(12).toString('base64url'),
            name: 'how_to_play',
            at: new Date().toISOString(),
            date: TODAY,
          },
        ],
      }),
    stranger: 200,
    noSession: 401,
  },
];

describe('authorisation of the routes that act on the caller', () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  it.each(CALLER_ROUTES)(
    "$name: a stranger or no session never reaches the owner's account, session or data",
    async (route) => {
      const owner = server.client();
      const ownerId = await owner.session();
      await server.signIn(ownerId);
      const ownerEmail = `${ownerId}@example.test`;
      const ownerRows = async () => ({
        user: await server.sql`select * from users where id = ${ownerId}`,
        events: await server.sql`select * from analytics_events where user_id = ${ownerId}`,
      });
      const before = await ownerRows();

      const stranger = server.client();
      await server.signIn(await stranger.session());
      const responses = [
        [await route.call(stranger, ownerEmail), route.stranger],
        [await route.call(server.client(), ownerEmail), route.noSession],
      ] as const;
      for (const [response, status] of responses) {
        expect(response.status, response.text).toBe(status);
        expect(response.text).not.toContain(ownerId);
      }
      expect(await ownerRows()).toEqual(before);
      expect((await owner.get('/api/me')).body).toMatchObject({ userId: ownerId, isAnonymous: false });
    },
  );
});

/** Progress routes that name no player: each caller sees only their own challenges. */
const PROGRESS_CALLER_ROUTES: Array<{ name: string; path: string }> = [
  { name: 'GET challenges/{date}', path: `/api/challenges/${TODAY}` },
  { name: 'GET challenge-preview/{date}', path: `/api/challenge-preview/${TODAY}` },
];

describe('authorisation of the progress routes that act on the caller', () => {
  let server: TestServer;
  let pool: DailyPool;
  let ownerId: string;
  withPoolServer({ realtime: false }, TODAY, async (started, today) => {
    [server, pool] = [started, today];
    const owner = server.client();
    ownerId = await owner.session();
    await server.signIn(ownerId);
    const words = honestWords(pool, server.dictionary, 3);
    for (let game = 0; game < 5; game++)
      expect((await owner.post('/api/submit-game', gameRequest(ownerId, TODAY, words))).status).toBe(200);
    expect((await owner.post('/api/generate-challenges', { playerId: ownerId, date: TODAY })).status).toBe(
      200,
    );
  });

  it.each(PROGRESS_CALLER_ROUTES)(
    '$name: a signed-in stranger sees only their own (none), an anonymous one is refused, no session is 401',
    async (route) => {
      const signedIn = server.client();
      await server.signIn(await signedIn.session());
      const anonymous = server.client();
      await anonymous.session();
      const own = await signedIn.get(route.path);
      expect(own.status, own.text).toBe(200);
      expect(JSON.stringify(own.body)).toMatch(/"(todayChallenges|totalCount)"|^\[\]$/);
      const refused = await anonymous.get(route.path);
      expect(refused.status).toBe(403);
      expect(ZErrorResponse.parse(refused.body).error.code).toBe('SIGN_IN_REQUIRED');
      const none = await server.client().get(route.path);
      expect(none.status).toBe(401);
      for (const response of [own, refused, none]) {
        expect(response.text).not.toContain(ownerId);
        expect(response.text).not.toContain('c-2026');
      }
    },
  );
});
