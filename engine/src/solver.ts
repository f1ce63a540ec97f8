/**
 * Solving a pool: every accepted word it can spell, the top word, and the optimal combination
 * (combination.ts) with its total. Words are lowercase as in the dictionary; letters uppercase.
 */
import { bestCombination } from './combination.js';
import type { Dictionary } from './dictionary.js';
import { LETTER_VALUES, POOL_SIZE } from './letters.js';
import { MIN_WORD_LETTERS } from './rules/word.js';

export interface FoundWord {
  word: string;
  score: number;
  targetWorthy: boolean;
}

export interface PoolAnalysis {
  /** The 12 uppercase letters as given (order kept). */
  letters: string;
  /** Every accepted word of 2+ letters the pool spells, score descending then alphabetical. */
  words: FoundWord[];
  /** Highest-scoring target-worthy word (ties: longer, then alphabetical); null if none. */
  topWord: string | null;
  /** Highest score of any accepted word (0 when there is none). */
  maxWordScore: number;
  /**
   * Distinct accepted words on disjoint tiles with the maximum total; ties go to fewer words
   * outside the common list, then fewer words, then alphabetical. Ordered like `words`.
   */
  optimalWordCombination: string[];
  maxPossibleScore: number;
  totalValidWords: number;
}

/** letters.ts' values by lowercase char code: scoring hundreds of words per pool stays cheap. */
const VALUE_BY_CODE = new Int32Array(128);
for (const [letter, value] of Object.entries(LETTER_VALUES))
  VALUE_BY_CODE[letter.toLowerCase().charCodeAt(0)] = value;

function scoreLowercase(word: string): number {
  let total = 0;
  for (let i = 0; i < word.length; i++) total += VALUE_BY_CODE[word.charCodeAt(i)] ?? 0;
  return total;
}

const POOL_PATTERN = new RegExp(`^[A-Za-z]{${POOL_SIZE}}$`);

/** Score descending, then alphabetical (code-unit order, locale-independent). */
export function compareFoundWords(a: FoundWord, b: FoundWord): number {
  return b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}

/** Ties on score go to the longer word, then the alphabetically first. */
function beatsAsTopWord(candidate: FoundWord, current: FoundWord): boolean {
  if (candidate.score !== current.score) return candidate.score > current.score;
  if (candidate.word.length !== current.word.length) return candidate.word.length > current.word.length;
  return candidate.word < current.word;
}

export function analysePool(letters: string, dictionary: Dictionary): PoolAnalysis {
  return analyseWords(letters, dictionary.wordsFormableFrom(letters), dictionary);
}

/**
 * The analysis from an already-found list of spellable words (distinct, from the dictionary).
 * `analysePool` finds them with the index; the benchmark passes a naive scan's result instead.
 */
export function analyseWords(
  letters: string,
  spellable: readonly string[],
  dictionary: Pick<Dictionary, 'isTargetWorthy'>,
): PoolAnalysis {
  if (!POOL_PATTERN.test(letters))
    throw new RangeError(`A pool is ${POOL_SIZE} letters A–Z, got "${letters}"`);
  const upper = letters.toUpperCase();
  const words = scoredWords(spellable, dictionary);

  let top: FoundWord | null = null;
  for (const found of words)
    if (found.targetWorthy && (top === null || beatsAsTopWord(found, top))) top = found;

  const chosen = bestCombination(upper, words).sort((a, b) => a - b);
  const combination = chosen.map((index) => words[index]!);

  return analysisOf(upper, words, top, combination);
}

/** The accepted words of 2+ letters among `spellable`, scored, best first (score, then alphabetical). */
function scoredWords(
  spellable: readonly string[],
  dictionary: Pick<Dictionary, 'isTargetWorthy'>,
): FoundWord[] {
  const words: FoundWord[] = [];
  for (const raw of spellable) {
    if (raw.length < MIN_WORD_LETTERS) continue;
    const word = raw.toLowerCase();
    words.push({ word, score: scoreLowercase(word), targetWorthy: dictionary.isTargetWorthy(word) });
  }
  return words.sort(compareFoundWords);
}

/**
 * Every valid word of a pool, best first: the analysis' `words` without solving the combination
 * (the archive lists a past day's words after a game; the pool stores only their count).
 */
export function poolWords(letters: string, dictionary: Dictionary): FoundWord[] {
  return scoredWords(dictionary.wordsFormableFrom(letters), dictionary);
}

/** The analysis' summary fields, from the sorted words, the top word and the chosen combination. */
export function analysisOf(
  letters: string,
  words: FoundWord[],
  top: FoundWord | null,
  combination: FoundWord[],
): PoolAnalysis {
  return {
    letters,
    words,
    topWord: top?.word ?? null,
    maxWordScore: words[0]?.score ?? 0,
    optimalWordCombination: combination.map((found) => found.word),
    maxPossibleScore: combination.reduce((total, found) => total + found.score, 0),
    totalValidWords: words.length,
  };
}
