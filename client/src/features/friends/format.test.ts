import { describe, expect, it } from 'vitest';
import { ageText, aidsText, changeSentence, ordinal, placeText } from './format.js';

describe('Friends’ words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [50, '50th'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s', (n, text) => expect(ordinal(n)).toBe(text));

  it('says a place and a row', () => {
    expect(placeText(2, 7)).toBe('2nd of 7');
    const row = {
      memberId: 1,
      name: 'Sam',
      status: 'playing' as const,
      score: 1,
      wordCount: 3,
      targetScore: 'none' as const,
      targetWord: 'none' as const,
      hintsUsed: 2,
      targetWordHintsUsed: 1,
      revealed: true,
      words: null,
    };
    expect(aidsText(row)).toBe('2 hints, 1 word hint, revealed');
    expect(aidsText({ hintsUsed: 0, targetWordHintsUsed: 0, revealed: false })).toBeNull();
    expect(changeSentence(row)).toBe('Sam: playing now, 1 point, 3 words');
  });

  it('says how old a copy is', () => {
    const at = '2026-11-21T12:00:00.000Z';
    const later = (ms: number) => Date.parse(at) + ms;
    expect(ageText(at, later(30_000))).toBe('just now');
    expect(ageText(at, later(5 * 60_000))).toBe('5 min ago');
    expect(ageText(at, later(3 * 3_600_000))).toBe('3 h ago');
    expect(ageText(at, later(49 * 3_600_000))).toBe('2 days ago');
    expect(ageText(at, later(-5_000))).toBe('just now');
  });
});
