import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import {
  ZErrorResponse,
  ZGameEntryResponse,
  ZSubmitGameResponse,
  type TSubmitGameRequest,
} from '@dozen/engine/contract';
import { COUNTER_MODES, withPoolServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import {
  clashingWords,
  continuousRequest,
  foreignWord,
  gameRequest,
  honestWords,
  newGameId,
  nonWord,
  perfectGame,
  scored,
} from './game-helpers.js';

describe.each(COUNTER_MODES)('POST /api/submit-game ($mode counters)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;
  let yesterdayPool: DailyPool;

  withPoolServer({ redisUrl }, '2026-11-21', async (started, today) => {
    [server, pool] = [started, today];
    yesterdayPool = (await server.pools.getOrCreate('2026-11-20'))!;
  });

  async function player(): Promise<{ client: TestClient; id: string }> {
    const client = server.client();
    return { client, id: await client.session() };
  }

  async function stored(playerId: string) {
    const [games] = await server.sql<
      { count: number }[]
    >`select count(*)::int as count from games where player_id = ${playerId}`;
    const [entries] = await server.sql<
      { count: number }[]
    >`select count(*)::int as count from game_entries where player_id = ${playerId}`;
    return { games: games!.count, entries: entries!.count };
  }

  it('stores an honest game and answers the contract, with the entry and the achievements', async () => {
    const { client, id } = await player();
    const words = honestWords(pool, server.dictionary, 3);
    const request = gameRequest(
      id,
      pool.date,
      words.map((w) => w.toUpperCase()),
    );
    const response = await client.post('/api/submit-game', request);
    expect(response.status).toBe(200);
    const body = ZSubmitGameResponse.parse(response.body);
    expect(body.gameId).toBe(request.gameId);
    expect(body.finalScore).toBe(request.finalScore);
    expect(body.wordsUsed).toEqual(scored(words));
    expect(body.entry).toMatchObject({
      date: pool.date,
      finalScore: request.finalScore,
      playCount: 1,
      revealed: false,
    });
    expect(body.achievements.targetScore.reached).toBe(request.finalScore >= pool.maxPossibleScore);
    expect(await stored(id)).toEqual({ games: 1, entries: 1 });

    const entry = await client.get(`/api/game-entry/${id}/${pool.date}`);
    expect(entry.status).toBe(200);
    expect(ZGameEntryResponse.parse(entry.body).data.wordsUsed).toEqual(scored(words));
  });

  it('reaches and qualifies for the Target Score with the optimal combination', async () => {
    const { client, id } = await player();
    const response = await client.post('/api/submit-game', perfectGame(id, pool));
    expect(response.status).toBe(200);
    const body = ZSubmitGameResponse.parse(response.body);
    expect(body.finalScore).toBe(pool.maxPossibleScore);
    expect(body.achievements.targetScore).toEqual({ reached: true, qualified: true });
    const [row] =
      await server.sql`select reached_score_qualified, unique_words from game_entries where player_id = ${id}`;
    expect(row).toEqual({ reached_score_qualified: true, unique_words: pool.optimalWordCombination.length });
  });

  it('keeps the best score and the union of words across games', async () => {
    const { client, id } = await player();
    const [a, b, c] = honestWords(pool, server.dictionary, 3);
    const first = gameRequest(id, pool.date, [a!, b!]);
    const second = gameRequest(id, pool.date, [c!]);
    expect((await client.post('/api/submit-game', first)).status).toBe(200);
    const response = await client.post('/api/submit-game', second);
    const body = ZSubmitGameResponse.parse(response.body);
    expect(body.entry.playCount).toBe(2);
    expect(body.entry.finalScore).toBe(Math.max(first.finalScore, second.finalScore));
    expect(body.entry.wordsUsed.map((w) => w.word)).toEqual([a, b, c]);
  });

  it('accepts yesterday (a game begun before midnight keeps its date)', async () => {
    const { client, id } = await player();
    const request = gameRequest(id, yesterdayPool.date, honestWords(yesterdayPool, server.dictionary, 2));
    expect((await client.post('/api/submit-game', request)).status).toBe(200);
  });

  const dishonest: Array<[string, (id: string) => TSubmitGameRequest, number, string]> = [
    [
      'a wrong word score',
      (id) => {
        const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
        request.wordsUsed[0]!.score += 1;
        request.finalScore += 1;
        return request;
      },
      422,
      'WORD_SCORE_MISMATCH',
    ],
    [
      'a final score that is not the sum',
      (id) => {
        const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
        request.finalScore += 5;
        return request;
      },
      422,
      'FINAL_SCORE_MISMATCH',
    ],
    [
      'a word not from the pool',
      (id) => gameRequest(id, pool.date, [foreignWord(pool, server.dictionary)]),
      422,
      'LETTER_NOT_IN_POOL',
    ],
    [
      'letters that are not a word',
      (id) => gameRequest(id, pool.date, [nonWord(pool, server.dictionary)]),
      422,
      'NOT_A_WORD',
    ],
    [
      'a reused tile',
      (id) => gameRequest(id, pool.date, clashingWords(pool, server.dictionary)),
      422,
      'TILE_REUSED',
    ],
    [
      'the same word twice',
      (id) => {
        const [word] = honestWords(pool, server.dictionary, 1);
        return gameRequest(id, pool.date, [word!, word!.toUpperCase()]);
      },
      422,
      'DUPLICATE_WORD',
    ],
    // Characters Postgres cannot hold in JSON: the game must be refused as a bad word, not fail.
    ['a word with a NUL character', (id) => gameRequest(id, pool.date, ['te\u0000a']), 422, 'NOT_LETTERS'],
    ['a word with a lone surrogate', (id) => gameRequest(id, pool.date, ['te\ud800a']), 422, 'NOT_LETTERS'],
    ['a date two days ago', (id) => gameRequest(id, '2026-11-19', []), 422, 'BAD_GAME_DATE'],
    ['tomorrow', (id) => gameRequest(id, '2026-11-22', []), 422, 'BAD_GAME_DATE'],
    [
      'an extra field',
      (id) => ({ ...gameRequest(id, pool.date, []), admin: true }) as TSubmitGameRequest,
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an extra field in a word',
      (id) => {
        const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 1));
        (request.wordsUsed[0] as Record<string, unknown>).bonus = 10;
        return request;
      },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a negative score',
      (id) => ({ ...gameRequest(id, pool.date, []), finalScore: -1 }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'continuous with a non-zero final score',
      (id) => ({
        ...continuousRequest(id, pool.date, honestWords(pool, server.dictionary, 2)),
        finalScore: 3,
      }),
      422,
      'FINAL_SCORE_MISMATCH',
    ],
    [
      'continuous with wrong total points',
      (id) => {
        const request = continuousRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
        request.modes[0]!.totalPoints += 1;
        return request;
      },
      422,
      'FINAL_SCORE_MISMATCH',
    ],
  ];

  it.each(dishonest)('refuses %s and stores nothing', async (_name, build, status, code) => {
    const { client, id } = await player();
    await server.signIn(id);
    const response = await client.post('/api/submit-game', build(id));
    expect(response.status).toBe(status);
    expect(ZErrorResponse.parse(response.body).error.code).toBe(code);
    expect(await stored(id)).toEqual({ games: 0, entries: 0 });
  });

  it('continuous mode: tiles may be reused, the day score stays, Target Score does not qualify', async () => {
    const { client, id } = await player();
    await server.signIn(id);
    const clash = clashingWords(pool, server.dictionary);
    const response = await client.post('/api/submit-game', continuousRequest(id, pool.date, clash));
    expect(response.status).toBe(200);
    const body = ZSubmitGameResponse.parse(response.body);
    expect(body.entry.finalScore).toBe(0);
    expect(body.entry.modes).toEqual([{ mode: 'continuous' }]);
    expect(body.achievements.targetScore.reached).toBe(false);

    const perfect = ZSubmitGameResponse.parse(
      (await client.post('/api/submit-game', perfectGame(id, pool))).body,
    );
    expect(perfect.achievements.targetScore).toEqual({ reached: true, qualified: false });
  });

  it('continuous mode needs an account', async () => {
    const { client, id } = await player();
    const response = await client.post(
      '/api/submit-game',
      continuousRequest(id, pool.date, honestWords(pool, server.dictionary, 1)),
    );
    expect(response.status).toBe(403);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('SIGN_IN_REQUIRED');
    expect(await stored(id)).toEqual({ games: 0, entries: 0 });
  });

  it('answers a repeated gameId with the stored answer and changes nothing', async () => {
    const { client, id } = await player();
    const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
    const first = await client.post('/api/submit-game', request);
    const again = await client.post('/api/submit-game', request);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stored(id)).toEqual({ games: 1, entries: 1 });

    const conflicting = await client.post('/api/submit-game', { ...request, finalScore: 0, wordsUsed: [] });
    expect(conflicting.status).toBe(409);
    expect(ZErrorResponse.parse(conflicting.body).error.code).toBe('GAME_ID_CONFLICT');
    const [row] = await server.sql`select play_count from game_entries where player_id = ${id}`;
    expect(row).toEqual({ play_count: 1 });
  });

  it('answers a retry of an earlier game, sent after a later one, with its stored answer', async () => {
    // The later game leaves the day remembered by this instance: the retry is judged on that day
    // without a read, and its write finds the id taken (storage/submission-batches.ts).
    const { client, id } = await player();
    const earlier = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
    const later = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 3));
    const first = await client.post('/api/submit-game', earlier);
    expect((await client.post('/api/submit-game', later)).status).toBe(200);

    const retry = await client.post('/api/submit-game', earlier);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const conflicting = await client.post('/api/submit-game', { ...earlier, finalScore: 0, wordsUsed: [] });
    expect(conflicting.status).toBe(409);
    expect(await stored(id)).toEqual({ games: 2, entries: 1 });
    const [row] = await server.sql`select play_count from game_entries where player_id = ${id}`;
    expect(row).toEqual({ play_count: 2 });
  });

  it('keeps the request as a fingerprint, a retry in another key order matching it, and one stored whole before', async () => {
    const { client, id } = await player();
    const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2));
    const first = await client.post('/api/submit-game', request);
    expect(first.status).toBe(200);
    const [row] = await server.sql<{ request: unknown; hashBytes: number }[]>`
      select request, octet_length(request_hash) as "hashBytes" from games where game_id = ${request.gameId}`;
    expect(row).toEqual({ request: null, hashBytes: 32 });

    // The same request as another client may write it: the contract's parse puts the keys in order.
    const reordered = Object.fromEntries(
      Object.entries(request)
        .reverse()
        .map(([key, value]) => [
          key,
          key === 'wordsUsed' ? request.wordsUsed.map(({ word, score }) => ({ score, word })) : value,
        ]),
    );
    const again = await client.post('/api/submit-game', reordered);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    // A game stored before migration 008 kept its request whole: still recognised by it.
    await server.sql`update games set request = ${server.sql.json(request)}, request_hash = null
      where game_id = ${request.gameId}`;
    expect((await client.post('/api/submit-game', reordered)).body).toEqual(first.body);
    const conflicting = await client.post('/api/submit-game', { ...request, finalScore: 0, wordsUsed: [] });
    expect(conflicting.status).toBe(409);
    expect(await stored(id)).toEqual({ games: 1, entries: 1 });
  });

  it('another player reusing a gameId gets 409 and none of the first game', async () => {
    const owner = await player();
    const other = await player();
    const request = gameRequest(owner.id, pool.date, honestWords(pool, server.dictionary, 2));
    expect((await owner.client.post('/api/submit-game', request)).status).toBe(200);
    const stolen = await other.client.post('/api/submit-game', { ...request, playerId: other.id });
    expect(stolen.status).toBe(409);
    expect(stolen.text).not.toContain(owner.id);
    expect(stolen.text).not.toContain(request.wordsUsed[0]!.word);
  });

  it('20 identical submissions in parallel store one game, play count 1, counted once', async () => {
    const { client, id } = await player();
    const request = gameRequest(id, pool.date, honestWords(pool, server.dictionary, 3), {
      gameId: newGameId(),
    });
    const before = await server.liveStats.snapshot(pool.date);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/submit-game', request)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const response of responses) expect(response.body).toEqual(responses[0]!.body);
    expect(await stored(id)).toEqual({ games: 1, entries: 1 });
    const [row] = await server.sql`select play_count from game_entries where player_id = ${id}`;
    expect(row).toEqual({ play_count: 1 });
    const after = await server.liveStats.snapshot(pool.date);
    expect(after.totalPlayers).toBe(before.totalPlayers + 1);
  });

  it('401 without a session, 403 for another player, nothing stored', async () => {
    const owner = await player();
    const stranger = server.client();
    const request = gameRequest(owner.id, pool.date, honestWords(pool, server.dictionary, 1));
    const anonymous = await stranger.post('/api/submit-game', request);
    expect(anonymous.status).toBe(401);
    const other = await player();
    const forbidden = await other.client.post('/api/submit-game', request);
    expect(forbidden.status).toBe(403);
    expect(ZErrorResponse.parse(forbidden.body).error.code).toBe('FORBIDDEN');
    expect(await stored(owner.id)).toEqual({ games: 0, entries: 0 });
  });

  it('a player gone under a live session (merged into an account meanwhile) gets 401, never a 500', async () => {
    const { client, id } = await player();
    // The session is read (and kept by the instance's session cache); then the player is gone, as
    // an identity merge deletes the anonymous player it moved into an account.
    expect((await client.get(`/api/game-entry/${id}/${pool.date}`)).status).toBe(404);
    await server.sql`delete from users where id = ${id}`;
    const response = await client.post(
      '/api/submit-game',
      gameRequest(id, pool.date, honestWords(pool, server.dictionary, 2)),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(401);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('UNAUTHENTICATED');
    expect(await stored(id)).toEqual({ games: 0, entries: 0 });
  });
});
