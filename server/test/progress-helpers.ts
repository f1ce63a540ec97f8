import { expect } from 'vitest';
import { anyPlay, challengeDayOf, type DailyPool, type Dictionary } from '@dozen/engine';
import { ZSubmitGameResponse, type TChallenge, type TSubmitGameResponse } from '@dozen/engine/contract';
import { gameRequest, honestWords } from './game-helpers.js';
import type { TestServer } from './harness.js';
import type { TestClient } from './test-client.js';

/** Progress tests play real games through submit-game, moving the server's clock from day to day. */

/** Noon in New York on a puzzle date (12:00 EST or 13:00 EDT: the same date either way). */
export const noonOf = (date: string) => `${date}T17:00:00.000Z`;

/** Sets the clock to noon of `date` (forward only: sessions slide with the clock). */
export function goTo(server: TestServer, date: string): void {
  server.clock.set(noonOf(date));
}

/** The stored pool of a date the clock allows. */
export async function poolOf(server: TestServer, date: string): Promise<DailyPool> {
  const pool = await server.pools.getOrCreate(date);
  if (!pool) throw new Error(`no pool for ${date}`);
  return pool;
}

/** Submits one normal game of `words` for `date` as the client's player; returns the answer. */
export async function play(
  client: TestClient,
  date: string,
  words: readonly string[],
): Promise<TSubmitGameResponse> {
  const response = await client.post('/api/submit-game', gameRequest(client.userId!, date, words));
  expect(response.status, response.text).toBe(200);
  return ZSubmitGameResponse.parse(response.body);
}

/** `count` short honest games of the date (a few words each). */
export async function playGames(
  server: TestServer,
  client: TestClient,
  date: string,
  count: number,
): Promise<void> {
  const words = honestWords(await poolOf(server, date), server.dictionary, 2);
  for (let i = 0; i < count; i++) await play(client, date, words);
}

/**
 * The words of a game that completes `challenge` on the pool's tiles, found with the engine's own
 * search (the same proof the generator made): the target words for a score or a target-word
 * challenge, a play of enough words for exploration, the best word alone for efficiency.
 */
export function completingWords(
  challenge: Pick<TChallenge, 'challengeType' | 'targetMetrics'>,
  pool: DailyPool,
  dictionary: Dictionary,
): string[] {
  const day = challengeDayOf(pool, dictionary);
  const metrics = challenge.targetMetrics;
  switch (challenge.challengeType) {
    case 'score_target':
    case 'word_discovery':
      return [...pool.optimalWordCombination];
    case 'exploration': {
      const floor = metrics.minimumWordScore ?? 0;
      const play = anyPlay(
        pool.letters,
        day.words.filter((w) => w.score >= floor),
        metrics.targetWordCount ?? 1,
      );
      if (!play) throw new Error('no play completes this exploration challenge');
      return play.words.map((w) => w.word);
    }
    case 'efficiency':
      return [day.words[0]!.word];
  }
}
