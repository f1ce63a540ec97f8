import { describe, expect, it } from 'vitest';
import { HINT_KEYS, scoreWord, type DailyPool } from '@dozen/engine';
import {
  ZDailyPoolResponse,
  ZErrorResponse,
  ZGameEntryResponse,
  ZIncrementHintResponse,
  ZRevealTargetsResponse,
  ZRevealTargetWordsResponse,
  ZRevealTopWordResponse,
  type TDailyPoolResponse,
} from '@dozen/engine/contract';
import { COUNTER_MODES, withPoolServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { gameRequest, perfectGame } from './game-helpers.js';

const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';

/** Which hint values a daily-pool answer carries (the rest must be null). */
function visibleHints(body: TDailyPoolResponse): string[] {
  return HINT_KEYS.filter((key) => body.hints[key] !== null);
}

describe.each(COUNTER_MODES)('daily pool, hints and reveals ($mode counters)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;

  withPoolServer({ redisUrl }, TODAY, (started, today) => ([server, pool] = [started, today]));

  async function signedInPlayer(): Promise<{ client: TestClient; id: string }> {
    const client = server.client();
    const id = await client.session();
    await server.signIn(id);
    return { client, id };
  }

  async function dailyPool(client: TestClient, query = ''): Promise<TDailyPoolResponse> {
    const response = await client.get(`/api/daily-pool${query}`);
    expect(response.status).toBe(200);
    return ZDailyPoolResponse.parse(response.body);
  }

  it('shows scores and counts but no answer to a fresh player (and without a session)', async () => {
    for (const client of [server.client(), (await signedInPlayer()).client]) {
      const body = await dailyPool(client);
      expect(body).toMatchObject({
        date: TODAY,
        letters: pool.letters,
        topWord: null,
        optimalWordCombination: null,
        maxWordScore: pool.maxWordScore,
        maxPossibleScore: pool.maxPossibleScore,
        totalValidWords: pool.totalValidWords,
        nextRolloverAt: '2026-11-22T05:00:00.000Z',
      });
      expect(visibleHints(body)).toEqual([]);
      // No byte of an answer anywhere in the answer.
      expect(JSON.stringify(body).toLowerCase()).not.toContain(`"${pool.topWord.toLowerCase()}"`);
    }
  });

  it('hint n unlocks exactly hints 1..n, in order; a seventh normal hint is refused', async () => {
    const { client, id } = await signedInPlayer();
    for (let n = 1; n <= 6; n++) {
      const response = await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: false });
      expect(response.status).toBe(200);
      const body = ZIncrementHintResponse.parse(response.body);
      expect(body.hint).toEqual({ number: n, key: HINT_KEYS[n - 1], value: pool.hints[HINT_KEYS[n - 1]!] });
      expect(body).toMatchObject({ hintsUsed: n, targetWordHintsUsed: 0 });
      expect(visibleHints(await dailyPool(client))).toEqual(HINT_KEYS.slice(0, n));
    }
    const seventh = await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: false });
    expect(seventh.status).toBe(409);
    expect(ZErrorResponse.parse(seventh.body).error.code).toBe('HINTS_EXHAUSTED');
    const entry = ZGameEntryResponse.parse((await client.get(`/api/game-entry/${id}/${TODAY}`)).body);
    expect(entry.data).toMatchObject({ hintsUsed: 6, targetWordHintsUsed: 0, playCount: 0 });
  });

  it('bonus hints unlock 7 then 8, then are exhausted; they do not unlock normal hints', async () => {
    const { client, id } = await signedInPlayer();
    const seven = ZIncrementHintResponse.parse(
      (await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: true })).body,
    );
    expect(seven.hint).toEqual({ number: 7, key: 'topWordLetterCount', value: pool.topWord.length });
    expect(visibleHints(await dailyPool(client))).toEqual(['topWordLetterCount']);
    const eight = ZIncrementHintResponse.parse(
      (await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: true })).body,
    );
    expect(eight.hint).toEqual({
      number: 8,
      key: 'topWordFirstLetter',
      value: pool.topWord[0]!.toUpperCase(),
    });
    expect(visibleHints(await dailyPool(client))).toEqual(['topWordLetterCount', 'topWordFirstLetter']);
    const third = await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: true });
    expect(third.status).toBe(409);
    expect(ZErrorResponse.parse(third.body).error.code).toBe('HINTS_EXHAUSTED');
  });

  it('hints need an account: an anonymous player gets 403 SIGN_IN_REQUIRED and nothing changes', async () => {
    const client = server.client();
    const id = await client.session();
    const response = await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: false });
    expect(response.status).toBe(403);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('SIGN_IN_REQUIRED');
    expect((await client.get(`/api/game-entry/${id}/${TODAY}`)).status).toBe(404);
  });

  it('a score hint takes the player out of the Target Score count, a bonus hint out of the Target Word count', async () => {
    const { client, id } = await signedInPlayer();
    await client.post('/api/submit-game', perfectGame(id, pool));
    const flags = async () =>
      (
        await server.sql`select reached_score_qualified as score, reached_word_qualified as word from game_entries where player_id = ${id}`
      )[0];
    const topWordReached = pool.optimalWordCombination.some((word) => scoreWord(word) >= pool.maxWordScore);
    expect(await flags()).toEqual({ score: true, word: topWordReached });
    await client.post(`/api/increment-hint/${id}/${TODAY}`, { isBonus: false });
    expect(await flags()).toEqual({ score: false, word: topWordReached });
  });

  it('reveal-top-word unlocks the top word only, is idempotent, and removes the Target Word qualification', async () => {
    const { client, id } = await signedInPlayer();
    await client.post('/api/submit-game', gameRequest(id, TODAY, [pool.topWord]));
    const [before] =
      await server.sql`select reached_word_qualified as q from game_entries where player_id = ${id}`;
    expect(before).toEqual({ q: true });

    const first = await client.post('/api/reveal-top-word', { playerId: id, date: TODAY });
    expect(first.status).toBe(200);
    expect(ZRevealTopWordResponse.parse(first.body)).toEqual({
      data: { foundAtReveal: true },
      topWord: pool.topWord,
    });
    const second = await client.post('/api/reveal-top-word', { playerId: id, date: TODAY });
    expect(second.body).toEqual(first.body);

    const view = await dailyPool(client);
    expect(view.topWord).toBe(pool.topWord);
    expect(view.optimalWordCombination).toBeNull();
    expect(visibleHints(view)).toEqual([]);
    const [after] =
      await server.sql`select reached_word_qualified as q, top_word_revealed as r from game_entries where player_id = ${id}`;
    expect(after).toEqual({ q: false, r: true });
    const entry = ZGameEntryResponse.parse((await client.get(`/api/game-entry/${id}/${TODAY}`)).body).data;
    expect(entry.revealed).toBe(true);
    expect(entry.revealedDetails).toMatchObject({
      topWordRevealed: true,
      targetWordsRevealed: false,
      foundTopWordAtReveal: true,
    });
  });

  it('reveal-target-words unlocks the combination and records what was found and missed', async () => {
    const { client, id } = await signedInPlayer();
    const [found, ...missed] = pool.optimalWordCombination;
    await client.post('/api/submit-game', gameRequest(id, TODAY, [found!]));
    const response = await client.post('/api/reveal-target-words', { playerId: id, date: TODAY });
    expect(response.status).toBe(200);
    expect(ZRevealTargetWordsResponse.parse(response.body)).toEqual({
      data: { userFoundTargetWords: [found], userMissedTargetWords: missed },
      optimalWordCombination: pool.optimalWordCombination,
    });
    const view = await dailyPool(client);
    expect(view.optimalWordCombination).toEqual(pool.optimalWordCombination);
    expect(view.topWord).toBeNull();
  });

  it('reveal-targets reveals both; after a perfect game the Target Score no longer qualifies', async () => {
    const { client, id } = await signedInPlayer();
    await client.post('/api/submit-game', perfectGame(id, pool));
    const response = await client.post('/api/reveal-targets', { playerId: id, date: TODAY });
    expect(response.status).toBe(200);
    const body = ZRevealTargetsResponse.parse(response.body);
    expect(body.topWord).toBe(pool.topWord);
    expect(body.optimalWordCombination).toEqual(pool.optimalWordCombination);
    expect(body.data.userFoundTargetWords).toEqual(pool.optimalWordCombination);
    expect(body.data.missedTargetWordsAtReveal).toEqual([]);
    const view = await dailyPool(client);
    expect(view.topWord).toBe(pool.topWord);
    expect(view.optimalWordCombination).toEqual(pool.optimalWordCombination);
    const [row] =
      await server.sql`select reached_score_qualified as s, reached_word_qualified as w from game_entries where player_id = ${id}`;
    expect(row).toEqual({ s: false, w: false });
  });

  it('reveals concern today only', async () => {
    const { client, id } = await signedInPlayer();
    const response = await client.post('/api/reveal-targets', { playerId: id, date: YESTERDAY });
    expect(response.status).toBe(422);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('BAD_GAME_DATE');
  });

  it('yesterday is over: everything is public, to everyone', async () => {
    const yesterday = (await server.pools.getOrCreate(YESTERDAY))!;
    const body = await dailyPool(server.client(), `?date=${YESTERDAY}`);
    expect(body.topWord).toBe(yesterday.topWord);
    expect(body.optimalWordCombination).toEqual(yesterday.optimalWordCombination);
    expect(body.hints).toEqual(yesterday.hints);
  });

  it('a future date is 404, a malformed one 400', async () => {
    const future = await server.client().get('/api/daily-pool?date=2026-11-22');
    expect(future.status).toBe(404);
    expect(ZErrorResponse.parse(future.body).error.code).toBe('NOT_FOUND');
    const malformed = await server.client().get('/api/daily-pool?date=2026-02-30');
    expect(malformed.status).toBe(400);
    const unknown = await server.client().get('/api/daily-pool?day=2026-11-21');
    expect(unknown.status).toBe(400);
  });
});
