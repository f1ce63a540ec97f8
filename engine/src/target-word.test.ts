import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POOL_SIZE, scoreWord } from './letters.js';
import { describeLetters, drawLetters, generatePool, targetWordOf, type DailyPool } from './pool.js';
import { createRandom } from './random.js';
import { dayAchievements } from './rules/achievements.js';
import { checkWord } from './rules/word.js';
import { analysePool } from './solver.js';
import { readDictionary } from '../test/word-lists.js';

/**
 * The Target Word invariant, for every pool the server can serve — generated ones and letters an
 * operator forced past the quality rules alike: the word revealed as the top word scores exactly
 * the Target Word score, it is a word of those letters, and spelling it reaches the Target Word.
 */

const dictionary = readDictionary();

function expectTargetWordReachable(pool: Omit<DailyPool, 'date'>): void {
  const check = checkWord(pool.topWord, pool.letters, dictionary);
  expect(check).toEqual({ ok: true, word: pool.topWord, score: pool.maxWordScore });
  expect(scoreWord(pool.topWord)).toBe(pool.maxWordScore);
  const achieved = dayAchievements(
    {
      finalScore: pool.maxWordScore,
      words: [{ word: pool.topWord, score: pool.maxWordScore }],
      continuous: false,
      hintsUsed: 0,
      targetWordHintsUsed: 0,
      topWordRevealed: false,
      targetWordsRevealed: false,
    },
    { maxPossibleScore: pool.maxPossibleScore, maxWordScore: pool.maxWordScore, mostWords: 1 },
  );
  expect(achieved.targetWord).toEqual({ reached: true, qualified: true });
  // The bonus hints describe the same word.
  expect(pool.hints.topWordLetterCount).toBe(pool.topWord.length);
  expect(pool.hints.topWordFirstLetter).toBe(pool.topWord[0]!.toUpperCase());
}

/** Letters as an operator may force them: any 12 of A–Z, or drawn like the daily pools. */
const anyLetters = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: POOL_SIZE,
    maxLength: POOL_SIZE,
  }),
  fc.string({
    unit: fc.constantFrom(...'AEIOUAEIOURSTLNDGBCMPHY'),
    minLength: POOL_SIZE,
    maxLength: POOL_SIZE,
  }),
  fc.integer().map((seed) => drawLetters(createRandom(`forced:${seed}`))),
);

describe('the Target Word invariant', () => {
  it.each([
    // letters, the everyday top word, the uncommon word that outscores it
    ['GYLYROADGTOA', 'laggard', 'agrology'],
    ['IEHORBFLHLNI', 'bonfire', 'hornbill'],
    ['SSUURAROIFMT', 'rostrums', 'frustums'],
  ])('forced %s: the Target Word is %s and its score, though %s scores more', (letters, top, uncommon) => {
    const analysis = analysePool(letters, dictionary);
    expect(analysis.words[0]!.word).toBe(uncommon);
    const pool = describeLetters(letters, dictionary);
    expect(pool.quality.ok).toBe(false);
    expect(pool.topWord).toBe(top);
    expect(pool.maxWordScore).toBe(scoreWord(top));
    expectTargetWordReachable(pool);
  });

  it('holds for thousands of random letters an operator could force', () => {
    fc.assert(
      fc.property(anyLetters, (letters) => {
        const pool = describeLetters(letters, dictionary);
        if (pool.totalValidWords === 0) {
          // No word at all: `pools set` refuses these letters, so the server never serves them.
          expect(targetWordOf(analysePool(letters, dictionary))).toBeNull();
          expect(pool.topWord).toBe('');
          return;
        }
        expectTargetWordReachable(pool);
      }),
      { numRuns: 3_000 },
    );
    // A hang guard, not a speed goal: ~3 s idle, over 5 s while other suites share the two cores.
  }, 60_000);

  it('holds for the generated pools of a year of dates', () => {
    for (let day = 1; day <= 365; day += 7) {
      const date = new Date(Date.UTC(2027, 0, day)).toISOString().slice(0, 10);
      expectTargetWordReachable(generatePool(date, dictionary));
    }
  });
});
