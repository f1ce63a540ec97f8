import { describe, expect, it } from 'vitest';
import { createDictionary } from './dictionary.js';
import { analysePool, analyseWords } from './solver.js';

/** Made-up dictionaries: each case isolates one rule. Z fills the pools (no word uses it). */
const solve = (letters: string, words: string[], common: string[] = words) =>
  analysePool(letters, createDictionary({ words, common }));

describe('analysePool on hand-made dictionaries', () => {
  it('lists every spellable word of 2+ letters, score descending then alphabetical', () => {
    const analysis = solve('CATSZZZZZZZZ', ['cat', 'act', 'cats', 'at', 'a', 'sat', 'tas', 'dog']);
    expect(analysis.words).toEqual([
      { word: 'cats', score: 8, targetWorthy: true },
      { word: 'act', score: 6, targetWorthy: true },
      { word: 'cat', score: 6, targetWorthy: true },
      { word: 'sat', score: 5, targetWorthy: true },
      { word: 'tas', score: 5, targetWorthy: true },
      { word: 'at', score: 3, targetWorthy: true },
    ]);
    expect(analysis.totalValidWords).toBe(6);
    expect(analysis.letters).toBe('CATSZZZZZZZZ');
  });

  it('takes lowercase letters and reports them uppercase', () => {
    expect(solve('catszzzzzzzz', ['cat']).letters).toBe('CATSZZZZZZZZ');
  });

  it.each([
    // letters, words, common, topWord, maxWordScore
    ['CATSZZZZZZZZ', ['cats', 'cat', 'act'], ['cat', 'act'], 'act', 8], // uncommon 'cats' scores more
    ['CATSZZZZZZZZ', ['cat', 'cast', 'sac'], ['cat', 'sac'], 'cat', 8], // ties on 6: same length, alphabetical
    ['DOGSEZZZZZZZ', ['dose', 'dogs', 'god'], ['dose', 'dogs', 'god'], 'dogs', 9], // dogs 9 beats dose 7
    ['DOGSEZZZZZZZ', ['does', 'dos'], ['does', 'dos'], 'does', 7],
    ['QAZZZZZZZZZZ', ['qa'], ['qa'], 'qa', 5],
    ['BEDZZZZZZZZZ', ['bed', 'be'], [], null, 7], // nothing common: no top word
    ['HMMMZZZZZZZZ', ['hm', 'hmm'], ['hm', 'hmm'], 'hmm', 8],
  ])(
    'top word of %s from %j (common %j) is %j, max word score %i',
    (letters, words, common, topWord, maxWordScore) => {
      const analysis = solve(letters, words, common);
      expect(analysis.topWord).toBe(topWord);
      expect(analysis.maxWordScore).toBe(maxWordScore);
    },
  );

  it('breaks a top-word score tie in favour of the longer word', () => {
    // 'jaw' = 4+1+3 = 8 and 'newt' = 2+1+3+2 = 8: newt is longer
    expect(solve('JAWNETZZZZZZ', ['jaw', 'newt']).topWord).toBe('newt');
  });

  it.each([
    // letters, words, common, combination (score desc, then alphabetical), maxPossibleScore
    ['JABEZZZZZZZZ', ['jab', 'ja', 'be'], undefined, ['ja', 'be'], 9], // total beats fewer words
    ['ACSTZZZZZZZZ', ['acts', 'cast', 'scat'], ['scat'], ['scat'], 8], // the common anagram
    ['ATONZZZZZZZZ', ['at', 'on', 'tano'], undefined, ['tano'], 6], // fewer words
    ['ATONZZZZZZZZ', ['at', 'on', 'tano'], ['at', 'on'], ['at', 'on'], 6], // common before fewer words
    ['ABCDZZZZZZZZ', ['ab', 'cd', 'ac', 'bd'], undefined, ['cd', 'ab'], 10], // {ab, cd} before {ac, bd}
    ['AATTZZZZZZZZ', ['at'], undefined, ['at'], 3], // a word is used once, even when it fits twice
    ['AATTZZZZZZZZ', ['at', 'ta'], undefined, ['at', 'ta'], 6], // two anagrams cover the repeats
    ['AATTZZZZZZZZ', ['at', 'ta'], ['at'], ['at', 'ta'], 6], // the uncommon one still adds points
    ['AAATTTZZZZZZ', ['at', 'ta', 'tat'], undefined, ['tat', 'at'], 8], // tat+at+ta needs four T: one A stays
    ['AAAAAAAAAAAA', ['aa', 'aaa', 'aaaa'], undefined, ['aaaa', 'aaa', 'aa'], 9], // three distinct, 3 tiles spare
    ['QZZZZZZZZZZZ', ['at'], undefined, [], 0], // nothing spellable
    // Every tile covered by common words: three words beat six.
    [
      'ABCDEFGHIJKL',
      ['ab', 'cd', 'ef', 'gh', 'ij', 'kl', 'abcd', 'efgh', 'ijkl'],
      undefined,
      ['abcd', 'ijkl', 'efgh'],
      29,
    ],
    // The fewest is four words here (more than the quick cover search tries).
    [
      'ABCDEFGHIJKL',
      ['ab', 'cd', 'ef', 'gh', 'ij', 'kl', 'abcd', 'efgh'],
      undefined,
      ['abcd', 'efgh', 'ij', 'kl'],
      29,
    ],
    // Only the two-letter words are common: six common words beat three uncommon ones.
    [
      'ABCDEFGHIJKL',
      ['ab', 'cd', 'ef', 'gh', 'ij', 'kl', 'abcd', 'efgh', 'ijkl'],
      ['ab', 'cd', 'ef', 'gh', 'ij', 'kl'],
      ['cd', 'gh', 'ij', 'kl', 'ab', 'ef'],
      29,
    ],
  ])('combination of %s from %j (common %j) is %j worth %i', (letters, words, common, combination, total) => {
    const analysis = solve(letters, words, common ?? words);
    expect(analysis.optimalWordCombination).toEqual(combination);
    expect(analysis.maxPossibleScore).toBe(total);
  });

  it.each(['ABC', 'ABCDEFGHIJKLM', 'ABCDEFGHIJK1', 'ABCDEFGHIJK ', 'ÀBCDEFGHIJKL'])(
    'refuses %j as a pool (a caller bug, so it throws)',
    (letters) => {
      expect(() => solve(letters, ['at'])).toThrow(RangeError);
    },
  );

  it.each([['aaaa'], ['abz'], ['jj']])(
    'refuses a "spellable" word %j the letters cannot spell (a caller bug)',
    (word) => {
      const dictionary = createDictionary({ words: [], common: [] });
      expect(() => analyseWords('ABCDEFGHIJKL', [word, 'ab'], dictionary)).toThrow(RangeError);
    },
  );
});
