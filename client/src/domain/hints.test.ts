import { describe, expect, it } from 'vitest';
import { formatHintValue, hintStates, hintsUnavailableReason } from './hints.js';

describe('hintStates (spec 000 §4)', () => {
  it.each([
    [0, 0, false, ['reveal', 'locked', 'locked', 'locked', 'locked', 'locked', 'reveal', 'locked']],
    [2, 0, false, ['revealed', 'revealed', 'reveal', 'locked', 'locked', 'locked', 'reveal', 'locked']],
    [
      6,
      1,
      false,
      ['revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'reveal'],
    ],
    [
      9,
      2,
      false,
      ['revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'revealed', 'revealed'],
    ],
    [1, 0, true, ['revealed', 'reached', 'reached', 'reached', 'reached', 'reached', 'reveal', 'locked']],
  ] as const)(
    '%i normal, %i bonus, reached=%s',
    (hintsUsed, targetWordHintsUsed, targetScoreReached, expected) => {
      expect(hintStates({ hintsUsed, targetWordHintsUsed, targetScoreReached })).toEqual(expected);
    },
  );
});

describe('hintsUnavailableReason', () => {
  it.each([
    [false, false, null],
    [true, false, 'Suggestions unavailable after spelling a word'],
    [false, true, 'Suggestions unavailable in continuous mode'],
    [true, true, 'Suggestions unavailable in continuous mode'],
  ] as const)('spelled=%s continuous=%s', (hasSpelledWord, continuousMode, reason) => {
    expect(hintsUnavailableReason({ hasSpelledWord, continuousMode })).toBe(reason);
  });
});

describe('formatHintValue', () => {
  it.each([
    [null, null],
    [5, '5'],
    [['A', 'Q'], 'A, Q'],
    [[], 'None'],
    [[3, 4], '3, 4'],
    ['P', 'P'],
  ] as const)('%j → %s', (value, text) => {
    expect(formatHintValue(value as never)).toBe(text);
  });
});
