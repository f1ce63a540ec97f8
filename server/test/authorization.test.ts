import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ZErrorResponse } from '@dozen/engine/contract';
import { COUNTER_MODES, startTestServer, type TestClient, type TestServer } from './harness.js';
import { gameRequest, honestWords } from './game-helpers.js';

const TODAY = '2026-11-21';

interface Route {
  name: string;
  call(client: TestClient, ownerId: string): ReturnType<TestClient['request']>;
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
  {
    name: 'POST toggle-letters-not-used',
    call: (c, id) => c.post(`/api/toggle-letters-not-used/${id}/${TODAY}`),
  },
];

describe.each(COUNTER_MODES)('authorisation matrix ($mode counters)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;
  beforeAll(async () => {
    server = await startTestServer({ redisUrl, realtime: false });
    pool = (await server.pools.getOrCreate(TODAY))!;
  });
  afterAll(() => server?.close());

  /** A signed-in player with a stored game: words, an entry, a session. */
  async function owner(): Promise<{ client: TestClient; id: string; words: string[] }> {
    const client = server.client();
    const id = await client.session();
    await server.signIn(id);
    const words = honestWords(pool, server.dictionary, 3);
    expect((await client.post('/api/submit-game', gameRequest(id, TODAY, words))).status).toBe(200);
    return { client, id, words };
  }

  async function entrySnapshot(id: string) {
    return server.sql`select * from game_entries where player_id = ${id}`;
  }

  it.each(ROUTES)(
    '$name: owner → 2xx, another player → 403, no session → 401, and nothing leaks or changes',
    async (route) => {
      const me = await owner();
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
        expect(response.headers.getSetCookie().join()).not.toContain(me.client.cookie!);
      }
      expect(await entrySnapshot(me.id)).toEqual(before);

      const allowed = await route.call(me.client, me.id);
      expect(allowed.status).toBeGreaterThanOrEqual(200);
      expect(allowed.status).toBeLessThan(300);
    },
  );
});
