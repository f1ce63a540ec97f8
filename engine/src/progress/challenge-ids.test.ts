import { describe, expect, it } from 'vitest';
import { challengeIdOf, parseChallengeId } from './challenge-ids.js';

describe('challenge ids', () => {
  it.each([
    ['u_abc', '2026-11-21', 'easy', 'c-20261121-easy-u_abc'],
    ['u-with-dashes_9', '2027-03-14', 'hard', 'c-20270314-hard-u-with-dashes_9'],
  ] as const)('%s on %s, %s → %s and back', (playerId, date, difficulty, id) => {
    expect(challengeIdOf(playerId, date, difficulty)).toBe(id);
    expect(parseChallengeId(id)).toEqual({ playerId, date, difficulty });
  });

  it.each([
    '',
    'c-2026112-easy-u',
    'c-20261121-extreme-u',
    'c-20261121-easy-',
    'c-20261121-easy-a/b',
    'x-20261121-easy-u',
  ])('%j is not a challenge id', (id) => {
    expect(parseChallengeId(id)).toBeNull();
  });
});
