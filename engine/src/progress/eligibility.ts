/** Who may get personalised challenges (spec 001 §5, §9: after 5 games). */

export const CHALLENGE_GAMES_REQUIRED = 5;

export interface EligibilityInfo {
  eligible: boolean;
  gamesPlayed: number;
  gamesRequired: number;
  remainingGames: number;
  /** The spec's message while not eligible; what the challenges are based on once eligible. */
  message: string;
}

/**
 * Eligibility from the games the player has stored (every mode). The spec's message reads 'Play N
 * more games so AI can personalize your challenges'; with one game left it says "game".
 */
export function challengeEligibility(gamesPlayed: number): EligibilityInfo {
  const remainingGames = Math.max(0, CHALLENGE_GAMES_REQUIRED - gamesPlayed);
  return {
    eligible: remainingGames === 0,
    gamesPlayed,
    gamesRequired: CHALLENGE_GAMES_REQUIRED,
    remainingGames,
    message:
      remainingGames === 0
        ? 'Your challenges are personalized from your games'
        : `Play ${remainingGames} more ${remainingGames === 1 ? 'game' : 'games'} so AI can personalize your challenges`,
  };
}
