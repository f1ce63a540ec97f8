import { expect } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import {
  ZArchiveGame,
  ZErrorResponse,
  ZGenerateChallengesResponse,
  ZPlayerHistoryResponse,
  type TArchiveGame,
  type TSubmitGameRequest,
} from '@dozen/engine/contract';
import { honestWords } from './game-helpers.js';
import { createTestClock, withTestServer, type TestServer } from './harness.js';
import { completingWords, goTo, play, playGames, poolOf } from './progress-helpers.js';
import type { TestClient, TestResponse } from './test-client.js';

/**
 * The story the archive suites (archive-*.test.ts) play past puzzles in, through real HTTP.
 *
 * Pools from 2026-11-12 (the first stored pool); players play on the day from the 12th to the
 * 16th; the clock then stands on Tuesday 2026-11-17, so the 12th to the 16th are past.
 */
export const FIRST = '2026-11-12';
export const PLAYED = '2026-11-16';
export const TODAY = '2026-11-17';

export const errorCode = (response: TestResponse) => ZErrorResponse.parse(response.body).error.code;

export function archiveGame(client: TestClient, request: TSubmitGameRequest) {
  return client.post('/api/archive/games', request);
}

export async function playArchive(client: TestClient, request: TSubmitGameRequest): Promise<TArchiveGame> {
  const response = await archiveGame(client, request);
  expect(response.status, response.text).toBe(200);
  return ZArchiveGame.parse(response.body);
}

export interface ArchiveStory {
  server: TestServer;
  /** Anonymous; played PLAYED on the day. */
  a: TestClient;
  /** Signed in; a game a day from FIRST to PLAYED (eligible), challenges of PLAYED and TODAY, one completed. */
  b: TestClient;
  /** Signed in; two games on the day (not eligible for challenges: 5 are needed). */
  c: TestClient;
  /** The stored pools of FIRST to PLAYED. */
  pools: Map<string, DailyPool>;
}

/** Before the suite, the story played on a server of its own (no Socket.IO); the clock on TODAY. */
export function withArchiveStory(): ArchiveStory {
  const story = {} as ArchiveStory;
  withTestServer({ realtime: false, clock: createTestClock(`${FIRST}T17:00:00.000Z`) }, async (server) => {
    const [a, b, c] = [server.client(), server.client(), server.client()];
    for (const client of [a, b, c]) await client.session();
    await server.signIn(b.userId!);
    await server.signIn(c.userId!);
    const pools = new Map<string, DailyPool>();
    for (const date of ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', PLAYED]) {
      goTo(server, date);
      pools.set(date, await poolOf(server, date));
      await playGames(server, b, date, 1);
      if (date >= '2026-11-15') await playGames(server, c, date, 1);
    }
    await play(a, PLAYED, honestWords(pools.get(PLAYED)!, server.dictionary, 2));

    // Today: B's challenges of yesterday and today, and one of today's completed (points, a rank).
    goTo(server, TODAY);
    const generate = async (date: string) => {
      const response = await b.post('/api/generate-challenges', { playerId: b.userId, date });
      expect(response.status, response.text).toBe(200);
      return ZGenerateChallengesResponse.parse(response.body).challenges;
    };
    await generate(PLAYED);
    const easy = (await generate(TODAY)).find((challenge) => challenge.difficulty === 'easy')!;
    const todayPool = await poolOf(server, TODAY);
    server.clock.advance(60_000); // a game stored after the challenge was offered
    const done = await play(b, TODAY, completingWords(easy, todayPool, server.dictionary));
    expect(done.challengesCompleted?.map((challenge) => challenge.id)).toContain(easy.id);
    Object.assign(story, { server, a, b, c, pools });
  });
  return story;
}

/** Everything of the day's race, as players and the database see it. */
export async function race({ server, a, b, c }: ArchiveStory): Promise<unknown> {
  const get = async (client: TestClient, path: string) => {
    const response = await client.get(path);
    return { path, status: response.status, body: response.body as unknown };
  };
  const history = async (client: TestClient) => {
    const { status, body } = await get(client, `/api/player-history/${client.userId}`);
    const { entries, stats } = ZPlayerHistoryResponse.parse(body);
    return { status, entries, stats };
  };
  const reads = await Promise.all([
    get(a, `/api/stats?date=${PLAYED}`),
    get(a, '/api/stats'),
    get(a, `/api/top-word-count/${PLAYED}`),
    get(a, `/api/top-word-count/${TODAY}`),
    history(a),
    history(b),
    history(c),
    ...[b, c].flatMap((client) => [
      get(client, `/api/personalized-challenges/${client.userId}/${TODAY}`),
      get(client, `/api/personalized-challenges/${client.userId}/${PLAYED}`),
      get(client, `/api/challenge-preview/${TODAY}`),
      get(client, `/api/challenge-preview/${PLAYED}`),
      get(client, `/api/challenge-stats/${client.userId}`),
      get(client, `/api/extra-points-rank/${client.userId}`),
      get(client, `/api/user-profile/${client.userId}`),
    ]),
  ]);
  const live = await Promise.all([PLAYED, TODAY].map((date) => server.liveStats.snapshot(date)));
  const tables = await Promise.all(
    [
      server.sql`select * from game_entries order by player_id, date`,
      server.sql`select * from games order by game_id`,
      server.sql`select * from day_players order by date, player_id`,
      server.sql`select * from lifetime_players order by player_id`,
      server.sql`select * from challenges order by id`,
    ].map(async (query) => JSON.parse(JSON.stringify(await query)) as unknown),
  );
  return { reads, live, tables };
}
