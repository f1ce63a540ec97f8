import { randomBytes } from 'node:crypto';
import { canSpell, scoreWord, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import type { TSubmitGameRequest, TWordScore } from '@dozen/engine/contract';

/** Known-answer helpers built from the real pool and dictionary of the test day. */

export function newGameId(): string {
  return `game_${randomBytes(8).toString('hex')}`;
}

export function scored(words: readonly string[]): TWordScore[] {
  return words.map((word) => ({ word, score: scoreWord(word) }));
}

/** Words the pool spells, shortest first (so several fit), each one fitting beside the ones before (a real game). */
export function honestWords(pool: DailyPool, dictionary: Dictionary, count: number): string[] {
  const candidates = dictionary
    .wordsFormableFrom(pool.letters)
    .filter((word) => word.length >= 3)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const chosen: string[] = [];
  for (const word of candidates) {
    if (chosen.length === count) break;
    if (wordsFitTogether([...chosen, word], pool.letters)) chosen.push(word);
  }
  if (chosen.length < count) throw new Error(`Only ${chosen.length} words fit together in ${pool.letters}`);
  return chosen;
}

/** Two accepted words that each fit the pool but not both at once (they need a tile twice). */
export function clashingWords(pool: DailyPool, dictionary: Dictionary): [string, string] {
  const words = dictionary.wordsFormableFrom(pool.letters).filter((word) => word.length >= 4);
  for (const a of words) {
    for (const b of words) {
      if (a !== b && !wordsFitTogether([a, b], pool.letters)) return [a, b];
    }
  }
  throw new Error('no clashing pair');
}

/** An accepted word that cannot be spelled from the pool. */
export function foreignWord(pool: DailyPool, dictionary: Dictionary): string {
  for (const word of ['jazz', 'quiz', 'fuzzy', 'pizza', 'jukebox', 'buzz', 'zigzag', 'xylophone']) {
    if (dictionary.has(word) && !canSpell(word, pool.letters)) return word;
  }
  throw new Error('no foreign word');
}

/** A string of letters from the pool that is not a word. */
export function nonWord(pool: DailyPool, dictionary: Dictionary): string {
  const letters = pool.letters.toLowerCase();
  for (let i = 0; i < letters.length; i++) {
    for (let j = 0; j < letters.length; j++) {
      for (let k = 0; k < letters.length; k++) {
        if (i === j || j === k || i === k) continue;
        const candidate = letters[i]! + letters[j]! + letters[k]!;
        if (!dictionary.has(candidate)) return candidate;
      }
    }
  }
  throw new Error('every triple is a word');
}

export function gameRequest(
  playerId: string,
  date: string,
  words: readonly string[],
  overrides: Partial<TSubmitGameRequest> = {},
): TSubmitGameRequest {
  const wordsUsed = scored(words);
  return {
    gameId: newGameId(),
    playerId,
    finalScore: wordsUsed.reduce((sum, word) => sum + word.score, 0),
    wordsUsed,
    modes: [],
    gameDate: date,
    ...overrides,
  };
}

export function continuousRequest(
  playerId: string,
  date: string,
  words: readonly string[],
): TSubmitGameRequest {
  const wordsUsed = scored(words);
  const total = wordsUsed.reduce((sum, word) => sum + word.score, 0);
  return {
    gameId: newGameId(),
    playerId,
    finalScore: 0,
    wordsUsed,
    modes: [{ mode: 'continuous', totalPoints: total }],
    gameDate: date,
  };
}

/** Words of the day's optimal combination: a game that reaches the Target Score. */
export function perfectGame(playerId: string, pool: DailyPool): TSubmitGameRequest {
  return gameRequest(playerId, pool.date, pool.optimalWordCombination);
}
