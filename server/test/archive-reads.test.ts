import { describe, expect, it } from 'vitest';
import { ZArchiveGame, ZArchiveMonthResponse, ZArchivePuzzleResponse } from '@dozen/engine/contract';
import { countArchiveGamesByDay } from '../src/storage/archive-games.js';
import { isDatePlayed } from '../src/storage/pools.js';
import { gameRequest, honestWords, perfectGame } from './game-helpers.js';
import { createTestClock, withTestServer, type TestServer } from './harness.js';
import {
  FIRST,
  PLAYED,
  TODAY,
  errorCode,
  archiveGame,
  playArchive,
  withArchiveStory,
} from './archive-story.js';

/**
 * Past puzzles (archive-story.ts): which days are past (the day policy, New York midnight), a
 * past day served whole, and who may read what.
 */

describe('past puzzles: which days, and who reads what', () => {
  const story = withArchiveStory();

  it('refuses today and the future on every route (422 DAY_NOT_OVER), and days before the first pool (404)', async () => {
    const { server, a, pools } = story;
    const player = a;
    const pool = pools.get(PLAYED)!;
    const words = honestWords(pool, server.dictionary, 2);
    for (const date of [TODAY, '2026-11-18', '2026-11-20', '2027-06-01']) {
      const refused = [
        await player.get(`/api/archive/days/${date}`),
        await player.post('/api/archive/validate-word', { word: words[0], date }),
        await archiveGame(player, gameRequest(player.userId!, date, words)),
        await player.post('/api/archive/games', { ...perfectGame(player.userId!, pool), gameDate: date }),
      ];
      for (const response of refused) {
        expect(response.status, `${date}: ${response.text}`).toBe(422);
        expect(errorCode(response)).toBe('DAY_NOT_OVER');
        // Never an answer of a day that is not over.
        expect(response.text).not.toContain('optimalWordCombination');
      }
    }
    for (const month of ['2026-12', '2027-01']) {
      const response = await player.get(`/api/archive/months/${month}`);
      expect(response.status).toBe(422);
      expect(errorCode(response)).toBe('DAY_NOT_OVER');
    }
    for (const date of ['2026-11-11', '2026-01-01']) {
      const refused = [
        await player.get(`/api/archive/days/${date}`),
        await player.post('/api/archive/validate-word', { word: words[0], date }),
        await archiveGame(player, gameRequest(player.userId!, date, words)),
      ];
      for (const response of refused) {
        expect(response.status, `${date}: ${response.text}`).toBe(404);
        expect(errorCode(response)).toBe('NOT_FOUND');
      }
    }
    expect((await player.get('/api/archive/months/2026-10')).status).toBe(404);
    // Nothing was generated for the days asked about.
    const made = await server.sql`select date from pools where date < ${FIRST}::date`;
    expect(made).toEqual([]);
  });

  it('serves a past day whole: every answer, the day’s Most Words record, the caller’s results', async () => {
    const { server, c, pools } = story;
    const response = await c.get(`/api/archive/days/${PLAYED}`);
    expect(response.status, response.text).toBe(200);
    const day = ZArchivePuzzleResponse.parse(response.body);
    const pool = pools.get(PLAYED)!;
    expect(day.label).toBe('Monday, November 16');
    expect(day.pool).toMatchObject({
      date: PLAYED,
      letters: pool.letters,
      topWord: pool.topWord,
      optimalWordCombination: pool.optimalWordCombination,
      maxPossibleScore: pool.maxPossibleScore,
    });
    expect(Object.values(day.pool.hints).every((hint) => hint !== null)).toBe(true);
    const [record] =
      await server.sql`select max(unique_words)::int as most from game_entries where date = ${PLAYED}`;
    expect(day.mostWordsRecord).toBe(record!.most);
    expect(day.onTheDay).toMatchObject({ games: 1 });
  });

  it('reads a game to its owner only: anyone else and unknown ids are 404, no session 401', async () => {
    const { server, a, b, c, pools } = story;
    const pool = pools.get('2026-11-13')!;
    const game = await playArchive(
      c,
      gameRequest(c.userId!, pool.date, honestWords(pool, server.dictionary, 2)),
    );
    const own = await c.get(`/api/archive/games/${game.gameId}`);
    expect(own.status, own.text).toBe(200);
    expect(ZArchiveGame.parse(own.body)).toEqual(game);
    for (const response of [
      await a.get(`/api/archive/games/${game.gameId}`),
      await b.get(`/api/archive/games/${game.gameId}`),
      await c.get('/api/archive/games/game_unknown_0000'),
    ]) {
      expect(response.status).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    const stranger = server.client();
    const noSession = [
      await stranger.get('/api/archive/months/2026-11'),
      await stranger.get(`/api/archive/days/${PLAYED}`),
      await stranger.post('/api/archive/validate-word', { word: 'tea', date: PLAYED }),
      await stranger.post('/api/archive/games', gameRequest('u_nobody', PLAYED, [])),
      await stranger.get(`/api/archive/games/${game.gameId}`),
    ];
    for (const response of noSession) {
      expect(response.status, response.text).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the archive at New York midnight', () => {
  let server: TestServer;
  // 23:59 in New York on Friday 2026-11-20 (EST, UTC−5).
  withTestServer(
    { realtime: false, clock: createTestClock('2026-11-21T04:59:00.000Z') },
    (started) => (server = started),
  );

  it('opens a day at 00:00 New York, not at 23:59', async () => {
    const client = server.client();
    const id = await client.session();
    const pool = (await server.pools.getStored('2026-11-20'))!;
    const words = honestWords(pool, server.dictionary, 2);
    const asks = () =>
      Promise.all([
        client.get('/api/archive/days/2026-11-20'),
        client.post('/api/archive/validate-word', { word: words[0], date: '2026-11-20' }),
        archiveGame(client, gameRequest(id, '2026-11-20', words, { gameId: 'game_midnight_1' })),
      ]);
    for (const response of await asks()) {
      expect(response.status, response.text).toBe(422);
      expect(errorCode(response)).toBe('DAY_NOT_OVER');
    }
    // The 20th is not in the month view yet (this file's other suite stored earlier pools).
    const before = ZArchiveMonthResponse.parse((await client.get('/api/archive/months/2026-11')).body);
    expect(before.lastDate).toBe('2026-11-19');
    expect(before.days.map((day) => day.date)).not.toContain('2026-11-20');

    expect(await isDatePlayed(server.sql, '2026-11-20')).toBe(false);
    server.clock.advance(60_000); // 00:00 on Saturday 2026-11-21
    for (const response of await asks()) expect(response.status, response.text).toBe(200);
    const month = ZArchiveMonthResponse.parse((await client.get('/api/archive/months/2026-11')).body);
    expect(month.lastDate).toBe('2026-11-20');
    expect(month.days.at(-1)).toMatchObject({ date: '2026-11-20', later: { games: 1 } });
    expect((await client.get('/api/archive/days/2026-11-21')).status).toBe(422);
    // An operator's `pools set` now refuses the day (without --force): its answers are stored.
    expect(await isDatePlayed(server.sql, '2026-11-20')).toBe(true);
    // The operator report counts it on the New York day it was played (the 21st), not the puzzle's.
    expect(await countArchiveGamesByDay(server.sql, '2026-11-20', '2026-11-21')).toEqual(
      new Map([['2026-11-21', 1]]),
    );
  });
});
