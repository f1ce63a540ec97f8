import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDictionary } from './dictionary.js';

const dictionary = createDictionary({
  words: [
    'cat',
    'act',
    'tac',
    'at',
    'ta',
    'a',
    'tatt',
    'Dog',
    'dog',
    'god',
    'good',
    'goods',
    'zzz',
    'it’s',
    'e-mail',
    '',
  ],
  common: ['cat', 'dog', 'good', 'zebra', 'GOD'],
});

describe('createDictionary', () => {
  it('keeps each a–z word once, lowercased, and drops anything else', () => {
    // cat act tac at ta a tatt dog god good goods zzz
    expect(dictionary.size).toBe(12);
  });

  it.each([
    ['cat', true],
    ['CAT', true],
    ['Act', true],
    ['dog', true],
    ['DOG', true],
    ['a', true],
    ['cats', false],
    ['ca', false],
    ['', false],
    ['it’s', false],
    ['e-mail', false],
    ['email', false],
    ['c@t', false],
  ])('has(%j) is %s', (word, expected) => {
    expect(dictionary.has(word)).toBe(expected);
  });

  it.each([
    ['cat', true],
    ['Cat', true],
    ['god', true],
    ['good', true],
    ['act', false],
    ['goods', false],
    ['zebra', false], // common but not accepted: never a target
    ['nope', false],
  ])('isTargetWorthy(%j) is %s', (word, expected) => {
    expect(dictionary.isTargetWorthy(word)).toBe(expected);
  });

  it.each([
    ['CAT', ['a', 'act', 'at', 'cat', 'ta', 'tac']],
    ['cat', ['a', 'act', 'at', 'cat', 'ta', 'tac']],
    ['TACT', ['a', 'act', 'at', 'cat', 'ta', 'tac']], // tatt needs three T
    ['TATT', ['a', 'at', 'ta', 'tatt']],
    ['GOD', ['dog', 'god']],
    ['GODO', ['dog', 'god', 'good']],
    ['GOODS', ['dog', 'god', 'good', 'goods']],
    ['ZZ', []],
    ['ZZZ', ['zzz']],
    ['', []],
    ['C-A-T!', ['a', 'act', 'at', 'cat', 'ta', 'tac']], // non-letters are no tiles
  ])('wordsFormableFrom(%j) is every word the tiles spell, once', (letters, expected) => {
    expect(dictionary.wordsFormableFrom(letters).sort()).toEqual(expected);
  });

  it('finds the same words as a scan of the whole list, for random lists and pools', () => {
    const alphabet = 'aeinrst';
    const word = fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 60 }),
        fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 12 }),
        (words, letters) => {
          const index = createDictionary({ words, common: [] });
          const spellable = (w: string) =>
            [...new Set(w)].every(
              (l) => [...w].filter((x) => x === l).length <= [...letters].filter((x) => x === l).length,
            );
          expect(index.wordsFormableFrom(letters).sort()).toEqual(
            [...new Set(words)].filter(spellable).sort(),
          );
          for (const w of words) expect(index.has(w.toUpperCase())).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
