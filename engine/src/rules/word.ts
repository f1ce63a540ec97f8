/**
 * A word against the day's letters: the one check the server runs on every submission and the
 * client runs before asking (spec 000 §4 "Word submit", §5).
 */
import { WordErrorCode } from '../contract/errors.js';
import { scoreWord } from '../letters.js';

/** The minimum number of tiles a word needs (spec 000 §5). */
export const MIN_WORD_LETTERS = 2;

/** What a word check needs from the dictionary; the engine's index satisfies it. */
export interface WordLookup {
  has(word: string): boolean;
}

export type WordCheck =
  { ok: true; word: string; score: number } | { ok: false; code: WordErrorCode; word: string };

const ONLY_LETTERS = /^[a-zA-Z]*$/;
const ALPHABET_SIZE = 26;
const CODE_OF_A = 'a'.charCodeAt(0);

/** How many of each letter a–z a string holds, case-insensitive; other characters are ignored. */
function letterCounts(s: string): number[] {
  const counts = new Array<number>(ALPHABET_SIZE).fill(0);
  const lower = s.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const index = lower.charCodeAt(i) - CODE_OF_A;
    if (index >= 0 && index < ALPHABET_SIZE) counts[index]!++;
  }
  return counts;
}

function fitsWithin(needed: readonly number[], available: readonly number[]): boolean {
  return needed.every((count, i) => count <= available[i]!);
}

/** True when the word (letters only, any case) can be laid on the pool using each tile once. */
export function canSpell(word: string, letters: string): boolean {
  if (!ONLY_LETTERS.test(word)) return false;
  return fitsWithin(letterCounts(word), letterCounts(letters));
}

/**
 * True when all the words can lie on the pool at once on disjoint tiles: a whole non-continuous
 * game, where a used tile is gone. Duplicates count twice, as they would take tiles twice.
 */
export function wordsFitTogether(words: readonly string[], letters: string): boolean {
  if (!words.every((word) => ONLY_LETTERS.test(word))) return false;
  return fitsWithin(letterCounts(words.join('')), letterCounts(letters));
}

/**
 * Checks a word in the order a player would want to hear about it: NOT_LETTERS, TOO_SHORT,
 * LETTER_NOT_IN_POOL, NOT_A_WORD. The dictionary is asked last and in lowercase, so junk never
 * reaches it. A rejected word is returned lowercased when it is made of letters, as typed otherwise.
 */
export function checkWord(word: string, letters: string, dictionary: WordLookup): WordCheck {
  if (!ONLY_LETTERS.test(word)) return { ok: false, code: WordErrorCode.NOT_LETTERS, word };
  const lower = word.toLowerCase();
  if (lower.length < MIN_WORD_LETTERS) return { ok: false, code: WordErrorCode.TOO_SHORT, word: lower };
  if (!canSpell(lower, letters)) return { ok: false, code: WordErrorCode.LETTER_NOT_IN_POOL, word: lower };
  if (!dictionary.has(lower)) return { ok: false, code: WordErrorCode.NOT_A_WORD, word: lower };
  return { ok: true, word: lower, score: scoreWord(lower) };
}
