import { describe, expect, it } from 'vitest';
import { HINT_KEYS, computeHints, type PoolHints } from './hints.js';
import type { PoolAnalysis } from './solver.js';

function analysis(letters: string, optimalWordCombination: string[], topWord: string | null): PoolAnalysis {
  // Hints read only the letters, the combination and the top word.
  return {
    letters,
    words: [],
    topWord,
    maxWordScore: 0,
    optimalWordCombination,
    maxPossibleScore: 0,
    totalValidWords: 0,
  };
}

/** A pool's hints on one line, in the fixed order of spec 000 §4: short to read, easy to compare. */
function hintLine(hints: PoolHints): string {
  return HINT_KEYS.map((key) => {
    const value = hints[key];
    return `${key}=${Array.isArray(value) ? value.join(',') : value}`;
  }).join(' ');
}

describe('computeHints', () => {
  it('lists the eight hints of spec 000 §4 in their fixed order', () => {
    const spec = 'totalWords totalLettersUsed lettersNotUsed lettersPerWord pointsPerWord firstLetters';
    expect(HINT_KEYS.join(' ')).toBe(`${spec} topWordLetterCount topWordFirstLetter`);
    const hints = computeHints(analysis('DMATLUPEBEJT', ['jumped', 'battle'], 'embattled'));
    expect(Object.keys(hints)).toEqual(HINT_KEYS);
  });

  it.each<[letters: string, combination: string[], topWord: string | null, expected: string]>([
    [
      'DMATLUPEBEJT',
      ['jumped', 'battle'],
      'embattled',
      'totalWords=2 totalLettersUsed=12 lettersNotUsed= lettersPerWord=6,6 pointsPerWord=15,11 ' +
        'firstLetters=J,B topWordLetterCount=9 topWordFirstLetter=E',
    ],
    [
      // One tile stays free: the second U of VIBIBUTWLUWE.
      'VIBIBUTWLUWE',
      ['bulb', 'view', 'wit'],
      'built',
      'totalWords=3 totalLettersUsed=11 lettersNotUsed=U lettersPerWord=4,4,3 pointsPerWord=9,8,6 ' +
        'firstLetters=B,V,W topWordLetterCount=5 topWordFirstLetter=B',
    ],
    [
      // Repeated free tiles are listed once per tile, alphabetically.
      'AAATTTZZZZZZ',
      ['tat', 'at'],
      'tat',
      'totalWords=2 totalLettersUsed=5 lettersNotUsed=A,Z,Z,Z,Z,Z,Z lettersPerWord=3,2 pointsPerWord=5,3 ' +
        'firstLetters=T,A topWordLetterCount=3 topWordFirstLetter=T',
    ],
    [
      'BCDFGHJKLMNP',
      [],
      null,
      'totalWords=0 totalLettersUsed=0 lettersNotUsed=B,C,D,F,G,H,J,K,L,M,N,P lettersPerWord= ' +
        'pointsPerWord= firstLetters= topWordLetterCount=0 topWordFirstLetter=',
    ],
  ])('hints for %s with %j, top word %j', (letters, combination, topWord, expected) => {
    expect(hintLine(computeHints(analysis(letters, combination, topWord)))).toBe(expected);
  });

  it('throws when the combination does not fit the letters (an inconsistent analysis is a bug)', () => {
    expect(() => computeHints(analysis('ATZZZZZZZZZZ', ['at', 'ta'], 'at'))).toThrow(/more [AT] than/);
  });
});
