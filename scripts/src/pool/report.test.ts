import { describe, expect, it } from 'vitest';
import { dailyPoolJson, type PoolFields } from './report.js';

const fields: PoolFields = {
  letters: 'DMATLUPEBEJT',
  topWord: 'embattled',
  maxWordScore: 18,
  optimalWordCombination: ['jumped', 'battle'],
  maxPossibleScore: 26,
  totalValidWords: 369,
  hints: {
    topWordFirstLetter: 'E', // out of order on purpose: the output follows spec 000 §3
    totalWords: 2,
    totalLettersUsed: 12,
    lettersNotUsed: [],
    lettersPerWord: [6, 6],
    pointsPerWord: [15, 11],
    firstLetters: ['J', 'B'],
    topWordLetterCount: 9,
  },
};

describe('dailyPoolJson', () => {
  it('keeps exactly the daily pool fields, in the order of spec 000 §3, without date for letters', () => {
    const described = { ...fields, quality: { ok: true as const } }; // what describeLetters returns
    const json = dailyPoolJson(described);
    expect(Object.keys(json)).toEqual([
      'letters',
      'topWord',
      'maxWordScore',
      'optimalWordCombination',
      'maxPossibleScore',
      'totalValidWords',
      'hints',
    ]);
    expect(Object.keys(json.hints as object)).toEqual([
      'totalWords',
      'totalLettersUsed',
      'lettersNotUsed',
      'lettersPerWord',
      'pointsPerWord',
      'firstLetters',
      'topWordLetterCount',
      'topWordFirstLetter',
    ]);
  });

  it('puts the date first when there is one', () => {
    expect(Object.keys(dailyPoolJson({ ...fields, date: '2026-11-21' }))[0]).toBe('date');
  });
});
