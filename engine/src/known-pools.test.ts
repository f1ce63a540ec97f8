/**
 * Known answers on the real dictionary, each confirmed in the test by a brute-force reference
 * that shares no code with the engine's index or search: a scan of the whole word list and an
 * exhaustive walk over every set of distinct words on disjoint tiles. The property tests then
 * hold the engine to the same reference on random pools.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDictionary } from './dictionary.js';
import { analysePool } from './solver.js';
import { readWordList } from '../test/word-lists.js';

const WORDS = readWordList('words.txt');
const COMMON = readWordList('common.txt');
const COMMON_SET = new Set(COMMON);
const dictionary = createDictionary({ words: WORDS, common: COMMON });

// ---- The reference: deliberately simple, independent of the engine's index and search.
const VALUES: Record<string, number> = {};
for (const [letters, points] of [
  ['aeiou', 1],
  ['nrsthl', 2],
  ['kvbydmcgpwf', 3],
  ['qzxj', 4],
] as const) {
  for (const letter of letters) VALUES[letter] = points;
}
const referenceScore = (word: string): number =>
  [...word].reduce((total, letter) => total + VALUES[letter]!, 0);

function countLetters(text: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (const letter of text.toLowerCase()) counts[letter.charCodeAt(0) - 97]!++;
  return counts;
}

/** Every word of the whole list that the letters spell (the naive scan). */
function referenceWords(letters: string, allWords: readonly string[]): string[] {
  const pool = countLetters(letters);
  const left = [...pool];
  return allWords.filter((word) => {
    if (word.length < 2) return false;
    for (let i = 0; i < 26; i++) left[i] = pool[i]!;
    for (const letter of word) if (--left[letter.charCodeAt(0) - 97]! < 0) return false;
    return true;
  });
}

interface ReferenceSolution {
  words: string[];
  topWord: string | null;
  maxWordScore: number;
  combination: string[]; // alphabetical
  maxPossibleScore: number;
  combinationsTried: number;
}

/** Exhaustive search over every set of distinct words on disjoint tiles. */
function referenceSolve(
  letters: string,
  allWords: readonly string[],
  common: ReadonlySet<string>,
): ReferenceSolution {
  const words = referenceWords(letters, allWords);
  const scores = words.map(referenceScore);
  let topWord: string | null = null;
  for (const [i, word] of words.entries()) {
    if (!common.has(word)) continue;
    const better =
      topWord === null ||
      scores[i]! > referenceScore(topWord) ||
      (scores[i] === referenceScore(topWord) &&
        (word.length > topWord.length || (word.length === topWord.length && word < topWord)));
    if (better) topWord = word;
  }
  // Better = higher total, then fewer uncommon words, then fewer words, then alphabetically first.
  type Candidate = { total: number; uncommon: number; list: string[] };
  const beats = (a: Candidate, b: Candidate): boolean => {
    if (a.total !== b.total) return a.total > b.total;
    if (a.uncommon !== b.uncommon) return a.uncommon < b.uncommon;
    if (a.list.length !== b.list.length) return a.list.length < b.list.length;
    for (let i = 0; i < a.list.length; i++) if (a.list[i] !== b.list[i]) return a.list[i]! < b.list[i]!;
    return false;
  };
  const free = countLetters(letters);
  const wordCounts = words.map(countLetters);
  const chosen: number[] = [];
  let best: Candidate = { total: 0, uncommon: 0, list: [] };
  let tried = 0;
  const visit = (start: number): void => {
    tried++;
    const list = chosen.map((i) => words[i]!).sort();
    const candidate = {
      total: chosen.reduce((t, i) => t + scores[i]!, 0),
      uncommon: list.filter((w) => !common.has(w)).length,
      list,
    };
    if (beats(candidate, best)) best = candidate;
    for (let j = start; j < words.length; j++) {
      const needs = wordCounts[j]!;
      if (needs.some((n, i) => n > free[i]!)) continue;
      needs.forEach((n, i) => (free[i]! -= n));
      chosen.push(j);
      visit(j + 1);
      chosen.pop();
      needs.forEach((n, i) => (free[i]! += n));
    }
  };
  visit(0);
  return {
    words,
    topWord,
    maxWordScore: Math.max(0, ...scores),
    combination: best.list,
    maxPossibleScore: best.total,
    combinationsTried: tried,
  };
}

/** letters → totalValidWords, topWord, maxWordScore, maxPossibleScore, combination (score desc, then A–Z). */
const KNOWN_POOLS: ReadonlyArray<[string, number, string | null, number, number, string[]]> = [
  ['DMATLUPEBEJT', 369, 'embattled', 18, 26, ['jumped', 'battle']],
  ['XIITTSMCFEEX', 119, 'excites', 14, 27, ['mitts', 'exec', 'fix']],
  ['UAAJFJNMTOOK', 123, 'footman', 13, 26, ['junk', 'afoot', 'jam']],
  ['ICWPHRIEBHOP', 163, 'choppier', 16, 25, ['bicep', 'whir', 'hop']],
  ['EIIZWJDSATVS', 259, 'divests', 14, 27, ['jests', 'avid', 'wiz']],
  ['IYDVEYEPXVAT', 142, 'expiated', 16, 28, ['divvy', 'apex', 'yet']],
  ['CIYLIELOHUVP', 191, 'civilly', 18, 23, ['chili', 'love', 'yup']],
  ['ICLDVUHRUOTI', 173, 'oviduct', 15, 22, ['civil', 'dour', 'hut']],
  ['TUZILGITPOMU', 117, 'gizmo', 12, 24, ['gizmo', 'lip', 'tutu']],
  ['BEEBTUCIJRIR', 137, 'beriberi', 15, 24, ['recruit', 'jib', 'be']],
  ['IUJUHNOHVGGE', 81, 'enough', 11, 24, ['give', 'jug', 'huh', 'no']],
  ['DZECDPIAVMAI', 139, 'camped', 17, 27, ['advice', 'zip', 'dam']],
  ['IENBRGZUCTQI', 257, 'requiting', 17, 27, ['zinc', 'berg', 'quit']],
  ['LIWZLUEQDIDE', 71, 'quelled', 14, 26, ['quill', 'deed', 'wiz']],
  ['GTNNOKKUROEU', 154, 'unguent', 12, 22, ['gunk', 'knot', 'euro']],
  ['EJXLIRUFDEXG', 220, 'figured', 17, 29, ['flex', 'jug', 'rid', 'ex']],
  // Covering all tiles needs uncommon words (whup, qi): the total still comes first.
  ['PNVAIQWLWHAU', 101, 'alpha', 10, 26, ['whup', 'awl', 'van', 'qi']],
  // One tile can never be covered.
  ['VIBIBUTWLUWE', 61, 'built', 10, 23, ['bulb', 'view', 'wit']],
  ['ABCDEFGHIJKL', 323, 'backfield', 20, 29, ['fjeld', 'hick', 'bag']],
  ['ZYXWVUTSRQPO', 137, 'sporty', 13, 24, ['vows', 'pry', 'tux']],
  ['QUICKBROWNFX', 152, 'unfrock', 15, 26, ['crux', 'fink', 'bow']],
  ['WALTZNYMPHSG', 345, 'gymnast', 16, 27, ['nymphs', 'waltz']],
  // Heavy repeats: distinct words only (banana cannot be used twice).
  ['MISSISSIPPIS', 23, 'imps', 12, 23, ['sips', 'imp', 'sis', 'is']],
  ['BANANABANANA', 13, 'banana', 10, 20, ['banana', 'ban', 'ana']],
  ['ABRACADABRAS', 61, 'abracadabra', 21, 23, ['radars', 'cab', 'baa']],
  ['EEEEEETTTTTT', 2, 'tee', 4, 7, ['tee', 'et']],
  // No word at all.
  ['BCDFGHJKLMNP', 0, null, 0, 0, []],
  ['AAAAAAAAAAAA', 0, null, 0, 0, []],
];

describe('known pools on the real dictionary', () => {
  it.each(KNOWN_POOLS)(
    '%s: %i words, top %s (%i), best total %i with %j',
    (letters, total, topWord, maxWord, maxScore, combination) => {
      const analysis = analysePool(letters, dictionary);
      expect({
        totalValidWords: analysis.totalValidWords,
        topWord: analysis.topWord,
        maxWordScore: analysis.maxWordScore,
        maxPossibleScore: analysis.maxPossibleScore,
        optimalWordCombination: analysis.optimalWordCombination,
      }).toEqual({
        totalValidWords: total,
        topWord,
        maxWordScore: maxWord,
        maxPossibleScore: maxScore,
        optimalWordCombination: combination,
      });

      const reference = referenceSolve(letters, WORDS, COMMON_SET);
      expect(reference.words.length).toBe(total);
      expect(reference.topWord).toBe(topWord);
      expect(reference.maxWordScore).toBe(maxWord);
      expect(reference.maxPossibleScore).toBe(maxScore);
      expect(reference.combination).toEqual([...combination].sort());
    },
    60_000,
  );
});

/** Pools drawn like real ones (Scrabble tile weights), plus arbitrary repeats now and then. */
const TILE_BAG =
  'AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ';
const poolArbitrary = fc
  .array(fc.constantFrom(...TILE_BAG), { minLength: 12, maxLength: 12 })
  .map((letters) => letters.join(''));

function tilesLeftAfter(letters: string, words: readonly string[]): Map<string, number> | null {
  const free = new Map<string, number>();
  for (const letter of letters.toLowerCase()) free.set(letter, (free.get(letter) ?? 0) + 1);
  for (const letter of words.join('')) {
    const left = (free.get(letter) ?? 0) - 1;
    if (left < 0) return null;
    free.set(letter, left);
  }
  return free;
}

describe('properties of random pools on the real dictionary', () => {
  it('finds exactly the spellable accepted words, and a valid combination no word outscores', () => {
    fc.assert(
      fc.property(poolArbitrary, (letters) => {
        const analysis = analysePool(letters, dictionary);
        const scanned = referenceWords(letters, WORDS);
        expect(analysis.words.map((w) => w.word).sort()).toEqual(scanned.sort());
        expect(analysis.totalValidWords).toBe(scanned.length);
        expect(analysis.words).toEqual(
          analysis.words.map(({ word }) => ({
            word,
            score: referenceScore(word),
            targetWorthy: COMMON_SET.has(word),
          })),
        );
        const ordered = [...analysis.words].sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
        expect(analysis.words).toEqual(ordered);
        expect(Math.max(0, ...analysis.words.map((w) => w.score))).toBe(analysis.maxWordScore);
        const combination = analysis.optimalWordCombination;
        expect(new Set(combination).size).toBe(combination.length);
        for (const word of combination) expect(dictionary.has(word)).toBe(true);
        expect(tilesLeftAfter(letters, combination)).not.toBeNull();
        expect(combination.reduce((t, w) => t + referenceScore(w), 0)).toBe(analysis.maxPossibleScore);
        // No single word beats the combination either: it is one of the candidates.
        expect(analysis.maxPossibleScore).toBeGreaterThanOrEqual(analysis.maxWordScore);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});

describe('the search against the exhaustive reference on random small dictionaries', () => {
  // A small alphabet makes many words fit a pool at once, with repeats and anagrams: the hard cases.
  const alphabet = 'AEINRST';
  const word = fc.string({ unit: fc.constantFrom(...alphabet.toLowerCase()), minLength: 2, maxLength: 6 });
  it('agrees on every figure, tie-breaks included', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.constantFrom(...alphabet), { minLength: 12, maxLength: 12 }),
        (words, commonFlags, pool) => {
          const letters = pool.join('');
          const common = words.filter((_, i) => commonFlags[i]);
          const analysis = analysePool(letters, createDictionary({ words, common }));
          const reference = referenceSolve(letters, words, new Set(common));
          expect(analysis.words.map((w) => w.word).sort()).toEqual([...reference.words].sort());
          expect(analysis.topWord).toBe(reference.topWord);
          expect(analysis.maxWordScore).toBe(reference.maxWordScore);
          expect(analysis.maxPossibleScore).toBe(reference.maxPossibleScore);
          expect([...analysis.optimalWordCombination].sort()).toEqual(reference.combination);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
