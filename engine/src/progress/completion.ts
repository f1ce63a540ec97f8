/**
 * Whether a challenge is complete, decided from the player's stored games of its date (never from
 * what a client says it did): each normal game is checked on its own with the spec's completion
 * rules (rules/challenges.ts), as "in one game" in every challenge's description says. The
 * performance rating (rules/performance.ts) uses the best completing game's ratio alone: spec 001
 * §5 averages in expected ÷ actual time only "when game time and estimated duration are known",
 * and a game's time is never known to the server. A game has no server-side start: its id is made
 * by the client and first seen at submit-game; validate-word knows no game, is skipped for words
 * the client's validation cache already holds, and submit-game accepts words never validated (it
 * checks them itself). Any interval the server could time (first valid word of the day, a "game
 * started" call, the challenge's offer) is opened and closed by the client, and a shorter one
 * rates higher, so it could only ever reward whoever shortens it.
 */
import {
  evaluateChallenge,
  type Challenge,
  type ChallengeGame,
  type PerformanceRating,
} from '../rules/challenges.js';
import { performanceRating } from '../rules/performance.js';

export interface ChallengeVerdict {
  complete: boolean;
  /** The best progress any game made, 0–100 (100 only when complete). */
  progress: number;
  /** Achieved ÷ required of the best completing game (or the best game when none completes). */
  ratio: number;
  performance: PerformanceRating | null;
  /** Which of the games completed it (the first with the best ratio), or null. */
  gameIndex: number | null;
}

export function verifyChallenge(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  games: readonly ChallengeGame[],
): ChallengeVerdict {
  let progress = 0;
  let bestRatio = 0;
  let gameIndex: number | null = null;
  let bestOpenRatio = 0;
  games.forEach((game, index) => {
    const evaluation = evaluateChallenge(challenge, game);
    if (evaluation.progress > progress) progress = evaluation.progress;
    if (evaluation.complete) {
      if (gameIndex === null || evaluation.ratio > bestRatio) {
        bestRatio = evaluation.ratio;
        gameIndex = index;
      }
    } else if (evaluation.ratio > bestOpenRatio) bestOpenRatio = evaluation.ratio;
  });
  if (gameIndex === null)
    return { complete: false, progress, ratio: bestOpenRatio, performance: null, gameIndex };
  return {
    complete: true,
    progress: 100,
    ratio: bestRatio,
    performance: performanceRating(bestRatio),
    gameIndex,
  };
}
