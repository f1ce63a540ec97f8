import { describe, expect, it } from 'vitest';
import { WordErrorCode } from '../contract/errors.js';
import { canSpell, checkWord, wordsFitTogether } from './word.js';

const dictionary = new Set(['at', 'cat', 'tact', 'act', 'scat', 'bee', 'be', 'queue', 'abcdefghijkl']);
const POOL = 'CATSBEEQUXYZ';

describe('checkWord', () => {
  it.each([
    // word, letters, expected
    ['cat', POOL, { ok: true, word: 'cat', score: 6 }],
    ['CAT', POOL, { ok: true, word: 'cat', score: 6 }],
    ['CaT', 'cat', { ok: true, word: 'cat', score: 6 }],
    ['at', POOL, { ok: true, word: 'at', score: 3 }],
    ['bee', POOL, { ok: true, word: 'bee', score: 5 }], // both E tiles
    ['abcdefghijkl', 'ABCDEFGHIJKL', { ok: true, word: 'abcdefghijkl', score: 29 }],
    // NOT_LETTERS comes first, even for something short or not in the pool.
    ['c@t', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: 'c@t' }],
    [' cat', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: ' cat' }],
    ['cat ', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: 'cat ' }],
    ['é', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: 'é' }],
    ['caf\u00e9', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: 'café' }],
    ['1', POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: '1' }],
    ["o'", POOL, { ok: false, code: WordErrorCode.NOT_LETTERS, word: "o'" }],
    // TOO_SHORT before the pool is looked at.
    ['', POOL, { ok: false, code: WordErrorCode.TOO_SHORT, word: '' }],
    ['a', POOL, { ok: false, code: WordErrorCode.TOO_SHORT, word: 'a' }],
    ['K', POOL, { ok: false, code: WordErrorCode.TOO_SHORT, word: 'k' }],
    // LETTER_NOT_IN_POOL: a letter the pool lacks, or needed more times than it has it.
    ['dog', POOL, { ok: false, code: WordErrorCode.LETTER_NOT_IN_POOL, word: 'dog' }],
    ['tact', POOL, { ok: false, code: WordErrorCode.LETTER_NOT_IN_POOL, word: 'tact' }], // one T
    ['beee', POOL, { ok: false, code: WordErrorCode.LETTER_NOT_IN_POOL, word: 'beee' }], // two E
    ['queue', POOL, { ok: false, code: WordErrorCode.LETTER_NOT_IN_POOL, word: 'queue' }],
    // NOT_A_WORD only for a spellable word that the dictionary lacks.
    ['tac', POOL, { ok: false, code: WordErrorCode.NOT_A_WORD, word: 'tac' }],
    ['XYZ', POOL, { ok: false, code: WordErrorCode.NOT_A_WORD, word: 'xyz' }],
  ])('%j on %s', (word, letters, expected) => {
    expect(checkWord(word, letters, dictionary)).toEqual(expected);
  });

  it('asks the dictionary in lowercase, and only for spellable words', () => {
    const asked: string[] = [];
    const spy = { has: (w: string) => (asked.push(w), false) };
    checkWord('SCAT', POOL, spy);
    checkWord('DOGS', POOL, spy);
    checkWord('a', POOL, spy);
    checkWord('c-t', POOL, spy);
    expect(asked).toEqual(['scat']);
  });
});

describe('canSpell', () => {
  it.each([
    ['cat', 'TACXXXXXXXXX', true],
    ['tact', 'TACT', true],
    ['tact', 'TAC', false],
    ['', 'ABC', true],
    ['Cat', 'cat', true],
    ['c-t', 'CAT-', false],
    ['zz', 'Z', false],
  ])('%j from %s → %s', (word, letters, expected) => {
    expect(canSpell(word, letters)).toBe(expected);
  });
});

describe('wordsFitTogether', () => {
  it.each([
    [['cat', 'bee'], POOL, true],
    [['cat', 'scat'], POOL, false], // C, A and T would be used twice
    [['be', 'bee'], POOL, false], // three E, two B
    [['be', 'ex'], POOL, true],
    [['cat', 'cat'], POOL, false], // a repeated word takes its tiles again
    [[], POOL, true],
    [['cat', 'b3e'], POOL, false],
    [['abcdef', 'ghijkl'], 'ABCDEFGHIJKL', true],
    [['abcdef', 'ghijkla'], 'ABCDEFGHIJKL', false],
  ])('%j on %s → %s', (words, letters, expected) => {
    expect(wordsFitTogether(words, letters)).toBe(expected);
  });
});
