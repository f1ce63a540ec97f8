import { describe, expect, it } from 'vitest';
import { addDays } from './day.js';
import { letterValue, scoreWord } from './letters.js';
import { POOL_RULES, VOWELS, checkPoolQuality, describeLetters, drawLetters, generatePool } from './pool.js';
import { createRandom } from './random.js';
import { analysePool, type FoundWord, type PoolAnalysis } from './solver.js';
import { readDictionary } from '../test/word-lists.js';

const dictionary = readDictionary();

const found = (word: string, targetWorthy = true): FoundWord => ({
  word,
  score: scoreWord(word),
  targetWorthy,
});

/** A good analysis of DMATLUPEBEJT (the figures of 2026-11-21), to break one rule at a time. */
function goodAnalysis(changes: Partial<PoolAnalysis> = {}): PoolAnalysis {
  return {
    letters: 'DMATLUPEBEJT',
    words: [found('embattled'), found('jumped'), found('battle')],
    topWord: 'embattled',
    maxWordScore: 18,
    optimalWordCombination: ['jumped', 'battle'],
    maxPossibleScore: 26,
    totalValidWords: 369,
    ...changes,
  };
}

describe('checkPoolQuality', () => {
  it.each<[string, string, Partial<PoolAnalysis>, string[]]>([
    ['a good pool', 'DMATLUPEBEJT', {}, []],
    ['150 words, the least allowed', 'DMATLUPEBEJT', { totalValidWords: 150 }, []],
    ['1,200 words, the most allowed', 'DMATLUPEBEJT', { totalValidWords: 1200 }, []],
    ['too few words', 'DMATLUPEBEJT', { totalValidWords: 149 }, ['149 valid words (needs 150–1,200)']],
    ['too many words', 'DMATLUPEBEJT', { totalValidWords: 1201 }, ['1201 valid words (needs 150–1,200)']],
    ['no target-worthy word', 'DMATLUPEBEJT', { topWord: null }, ['no target-worthy word']],
    [
      'a short top word',
      'DMATLUPEBEJT',
      { topWord: 'battle', maxWordScore: 11 },
      ['top word "battle" has 6 letters (needs 7+)'],
    ],
    [
      'an uncommon word outscoring the top word',
      'DMATLUPEBEJT',
      { maxWordScore: 19 },
      ['top word "embattled" scores 18 but an uncommon word scores 19'],
    ],
    [
      'tiles left uncovered',
      'DMATLUPEBEJT',
      { optimalWordCombination: ['jumped', 'table'], maxPossibleScore: 24 },
      ['only 11 of 12 tiles can be covered'],
    ],
    [
      'full cover only with uncommon words',
      'DMATLUPEBEJT',
      { words: [found('embattled'), found('jumped'), found('battle', false)] },
      ['covering all 12 tiles needs uncommon words: battle'],
    ],
    ['three vowels', 'DMATLPIBBJTE', {}, ['3 vowels (needs 4–5)']],
    ['six vowels', 'AEIOUAMTLPBJ', {}, ['6 vowels (needs 4–5)']],
    ['Q without U', 'QAEIOMTLPBJT', {}, ['Q without U']],
    ['three copies of a letter', 'TTTAEIODMLPB', {}, ['3 copies of T (at most 2)']],
    ['not 12 letters A–Z', 'DMATLUPEBEJ', {}, ['letters must be 12 letters A–Z']],
  ])('%s', (_, letters, changes, problems) => {
    expect(checkPoolQuality(letters, goodAnalysis(changes))).toEqual(
      problems.length === 0 ? { ok: true } : { ok: false, problems },
    );
  });
});

describe('drawLetters', () => {
  const draws = Array.from({ length: 2000 }, (_, seed) => drawLetters(createRandom(seed)));

  it(
    'draws 12 letters A–Z with 4–5 vowels, at most 2 of a letter, and Q only with U',
    { timeout: 60_000 },
    () => {
      for (const letters of draws) {
        expect(letters).toMatch(/^[A-Z]{12}$/);
        const vowels = [...letters].filter((l) => VOWELS.includes(l)).length;
        expect(vowels).toBeGreaterThanOrEqual(POOL_RULES.minVowels);
        expect(vowels).toBeLessThanOrEqual(POOL_RULES.maxVowels);
        for (const letter of new Set(letters)) {
          expect([...letters].filter((l) => l === letter).length).toBeLessThanOrEqual(POOL_RULES.maxCopies);
        }
        if (letters.includes('Q')) expect(letters).toContain('U');
      }
    },
  );

  it('uses both vowel counts, rare letters now and then, and shuffles (vowels are not all first)', () => {
    const vowelCounts = new Set(
      draws.map((letters) => [...letters].filter((l) => VOWELS.includes(l)).length),
    );
    expect([...vowelCounts].sort()).toEqual([4, 5]);
    for (const rare of 'JQXZ') expect(draws.some((letters) => letters.includes(rare))).toBe(true);
    const vowelsFirst = draws.filter((letters) => /^[AEIOU]{4}/.test(letters)).length;
    expect(vowelsFirst).toBeLessThan(draws.length / 10);
  });

  it('is deterministic for a seed', () => {
    expect(drawLetters(createRandom('dozen:2026-11-21'))).toBe(drawLetters(createRandom('dozen:2026-11-21')));
  });
});

describe('generatePool', () => {
  it('pins the pool of 2026-11-21', () => {
    expect(generatePool('2026-11-21', dictionary)).toEqual({
      date: '2026-11-21',
      letters: 'DMATLUPEBEJT',
      topWord: 'embattled',
      maxWordScore: 18,
      optimalWordCombination: ['jumped', 'battle'],
      maxPossibleScore: 26,
      totalValidWords: 369,
      hints: {
        totalWords: 2,
        totalLettersUsed: 12,
        lettersNotUsed: [],
        lettersPerWord: [6, 6],
        pointsPerWord: [15, 11],
        firstLetters: ['J', 'B'],
        topWordLetterCount: 9,
        topWordFirstLetter: 'E',
      },
    });
  });

  it('gives 365 days from 2027-01-01 distinct pools that pass every rule, the same on every call', () => {
    const pools = Array.from({ length: 365 }, (_, day) =>
      generatePool(addDays('2027-01-01', day), dictionary),
    );
    expect(pools.at(-1)!.date).toBe('2027-12-31');
    expect(new Set(pools.map((pool) => pool.letters)).size).toBe(365);
    for (const pool of pools) {
      const analysis = analysePool(pool.letters, dictionary);
      expect(checkPoolQuality(pool.letters, analysis)).toEqual({ ok: true });
      expect(pool.topWord).toBe(analysis.topWord);
      expect(pool.optimalWordCombination).toEqual(analysis.optimalWordCombination);
      expect(pool.totalValidWords).toBe(analysis.totalValidWords);
      // Every tile covered by everyday words: the Target Score is the value of all 12 tiles.
      expect(pool.maxPossibleScore).toBe(
        [...pool.letters].reduce((total, letter) => total + letterValue(letter), 0),
      );
      expect(pool.optimalWordCombination.every((word) => dictionary.isTargetWorthy(word))).toBe(true);
      expect(scoreWord(pool.topWord)).toBe(pool.maxWordScore);
      expect(pool.topWord.length).toBeGreaterThanOrEqual(7);
    }
    for (const pool of pools.filter((_, day) => day % 73 === 0))
      expect(generatePool(pool.date, dictionary)).toEqual(pool);
  }, 120_000);

  it.each(['2026-02-30', '2026-1-01', 'tomorrow', ''])('refuses %j (a caller bug, so it throws)', (date) => {
    expect(() => generatePool(date, dictionary)).toThrow(RangeError);
  });
});

describe('describeLetters', () => {
  it('gives the daily fields and a clean verdict for a good pool', () => {
    const { date: _date, ...daily } = generatePool('2026-11-21', dictionary);
    expect(describeLetters('DMATLUPEBEJT', dictionary)).toEqual({ ...daily, quality: { ok: true } });
  });

  it('says what is wrong with a poor pool', () => {
    const described = describeLetters('vibibutwluwe', dictionary);
    expect(described.letters).toBe('VIBIBUTWLUWE');
    expect(described.quality).toEqual({
      ok: false,
      problems: [
        '61 valid words (needs 150–1,200)',
        'top word "built" has 5 letters (needs 7+)',
        'only 11 of 12 tiles can be covered',
      ],
    });
  });

  it('gives an empty top word when the letters spell no common word', () => {
    const described = describeLetters('BCDFGHJKLMNP', dictionary);
    expect(described.topWord).toBe('');
    expect(described.quality.ok).toBe(false);
  });
});
