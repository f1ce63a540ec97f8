import { describe, expect, it } from 'vitest';
import { scoreWord, type DailyPool } from '@dozen/engine';
import {
  ZErrorResponse,
  ZStatsResponse,
  ZSubmitGameResponse,
  ZTopWordCountResponse,
  ZValidateWordResponse,
} from '@dozen/engine/contract';
import { COUNTER_MODES, type TestServer } from './harness.js';
import { withQuietPoolServer } from './quiet-server.js';
import { foreignWord, gameRequest, honestWords, nonWord, perfectGame } from './game-helpers.js';

const TODAY = '2026-11-21';

describe.each(COUNTER_MODES)('validate-word, stats and top-word-count ($mode counters)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;
  withQuietPoolServer(redisUrl, TODAY, (started, today) => ([server, pool] = [started, today]));

  it('answers valid words with their score and whether they are the top or a target word', async () => {
    const client = server.client();
    const [target] = pool.optimalWordCombination;
    const cases: Array<[string, object]> = [
      [
        pool.topWord.toUpperCase(),
        { valid: true, word: pool.topWord, score: pool.maxWordScore, isTopWord: true },
      ],
      [target!, { valid: true, word: target, score: scoreWord(target!), isTargetWord: true }],
    ];
    for (const [word, expected] of cases) {
      const response = await client.post('/api/validate-word', { word });
      expect(response.status).toBe(200);
      expect(ZValidateWordResponse.parse(response.body)).toMatchObject(expected);
    }
  });

  it('answers invalid words with 200 and the reason', async () => {
    const client = server.client();
    const cases: Array<[string, string]> = [
      [nonWord(pool, server.dictionary), 'NOT_A_WORD'],
      [foreignWord(pool, server.dictionary), 'LETTER_NOT_IN_POOL'],
      ['a', 'TOO_SHORT'],
      ['te a', 'NOT_LETTERS'],
    ];
    for (const [word, reason] of cases) {
      const response = await client.post('/api/validate-word', { word });
      expect(response.status).toBe(200);
      expect(ZValidateWordResponse.parse(response.body)).toMatchObject({ valid: false, score: 0, reason });
    }
  });

  it('checks the word against the available letters, which must come from the pool', async () => {
    const client = server.client();
    const [word] = honestWords(pool, server.dictionary, 1);
    const without = [...pool.letters]
      .filter((letter, index, all) => index !== all.indexOf(word![0]!.toUpperCase()))
      .join('');
    const ok = await client.post('/api/validate-word', {
      word,
      availableLetters: pool.letters.toLowerCase(),
    });
    expect(ZValidateWordResponse.parse(ok.body).valid).toBe(true);
    const used = await client.post('/api/validate-word', { word, availableLetters: without });
    expect(ZValidateWordResponse.parse(used.body)).toMatchObject({
      valid: false,
      reason: 'LETTER_NOT_IN_POOL',
    });
    const foreign = await client.post('/api/validate-word', { word, availableLetters: 'ZZZZ' });
    expect(foreign.status).toBe(422);
    expect(ZErrorResponse.parse(foreign.body).error.code).toBe('LETTER_NOT_IN_POOL');
  });

  it('accepts today and yesterday only', async () => {
    const client = server.client();
    expect((await client.post('/api/validate-word', { word: 'tea', gameDate: '2026-11-20' })).status).toBe(
      200,
    );
    for (const gameDate of ['2026-11-19', '2026-11-22']) {
      const response = await client.post('/api/validate-word', { word: 'tea', gameDate });
      expect(response.status).toBe(422);
      expect(ZErrorResponse.parse(response.body).error.code).toBe('BAD_GAME_DATE');
    }
  });

  it('counts a player from their first valid word, once', async () => {
    const before = ZStatsResponse.parse((await server.client().get('/api/stats')).body);
    const client = server.client();
    await client.session();
    const [a, b] = honestWords(pool, server.dictionary, 2);
    await client.post('/api/validate-word', { word: nonWord(pool, server.dictionary) });
    expect(ZStatsResponse.parse((await client.get('/api/stats')).body).totalPlayers).toBe(
      before.totalPlayers,
    );
    await client.post('/api/validate-word', { word: a });
    await client.post('/api/validate-word', { word: b });
    const after = ZStatsResponse.parse((await client.get('/api/stats')).body);
    expect(after.totalPlayers).toBe(before.totalPlayers + 1);
    expect(after.lifetimePlayers).toBe(before.lifetimePlayers + 1);
    // Without a session nobody is counted.
    await server.client().post('/api/validate-word', { word: a });
    expect(ZStatsResponse.parse((await client.get('/api/stats')).body).totalPlayers).toBe(after.totalPlayers);
  });

  it('stats carry the pool figures, the competitive counts and the day; top-word-count the most words', async () => {
    const client = server.client();
    const id = await client.session();
    const before = ZStatsResponse.parse((await client.get('/api/stats')).body);
    const game = ZSubmitGameResponse.parse(
      (await client.post('/api/submit-game', perfectGame(id, pool))).body,
    );
    const stats = ZStatsResponse.parse((await client.get(`/api/stats?date=${TODAY}`)).body);
    expect(stats).toMatchObject({
      date: TODAY,
      maxPossibleScore: pool.maxPossibleScore,
      maxWordScore: pool.maxWordScore,
      hoursLeft: 12,
      minutesLeft: 0,
      dateFormatted: 'Saturday, November 21, 2026',
      nextRolloverAt: '2026-11-22T05:00:00.000Z',
      playersReachedScore: before.playersReachedScore + 1,
      playersReachedWord: before.playersReachedWord + (game.achievements.targetWord.qualified ? 1 : 0),
    });
    expect(stats.highestUniqueWords).toBeGreaterThanOrEqual(pool.optimalWordCombination.length);

    // More words than anyone: the Most Words count follows.
    const other = server.client();
    const otherId = await other.session();
    await server.signIn(otherId);
    const many = honestWords(pool, server.dictionary, 3);
    const extra = server.dictionary
      .wordsFormableFrom(pool.letters)
      .filter((word) => !many.includes(word))
      .slice(0, stats.highestUniqueWords + 1);
    const continuous = {
      ...gameRequest(otherId, TODAY, [...many, ...extra]),
      finalScore: 0,
      modes: [
        {
          mode: 'continuous' as const,
          totalPoints: [...many, ...extra].reduce((sum, word) => sum + scoreWord(word), 0),
        },
      ],
    };
    const response = ZSubmitGameResponse.parse((await other.post('/api/submit-game', continuous)).body);
    expect(response.achievements.mostWords).toEqual({ reached: true, qualified: true });
    const top = ZTopWordCountResponse.parse((await other.get(`/api/top-word-count/${TODAY}`)).body);
    expect(top.topWordCount).toBe(many.length + extra.length);
  });

  it('is ready when Postgres (and Redis, when configured) answer', async () => {
    const ready = await server.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: redisUrl ? { postgres: true, redis: true } : { postgres: true },
    });
  });

  it('top-word-count and stats: a future date is 404, a malformed one 400', async () => {
    const client = server.client();
    expect((await client.get('/api/top-word-count/2026-11-22')).status).toBe(404);
    expect((await client.get('/api/top-word-count/2026-13-01')).status).toBe(400);
    expect((await client.get('/api/stats?date=2026-11-23')).status).toBe(404);
    expect((await client.get('/api/top-word-count/2026-11-21?x=1')).status).toBe(400);
  });
});
