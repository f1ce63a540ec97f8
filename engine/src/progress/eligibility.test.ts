import { describe, expect, it } from 'vitest';
import { challengeEligibility } from './eligibility.js';

describe('challengeEligibility (5 games, spec 001 §5, §9)', () => {
  it.each([
    [0, false, 5, 'Play 5 more games so AI can personalize your challenges'],
    [3, false, 2, 'Play 2 more games so AI can personalize your challenges'],
    [4, false, 1, 'Play 1 more game so AI can personalize your challenges'],
    [5, true, 0, 'Your challenges are personalized from your games'],
    [40, true, 0, 'Your challenges are personalized from your games'],
  ])('%d games → eligible %s, %d remaining', (gamesPlayed, eligible, remainingGames, message) => {
    expect(challengeEligibility(gamesPlayed)).toEqual({
      eligible,
      gamesPlayed,
      gamesRequired: 5,
      remainingGames,
      message,
    });
  });
});
