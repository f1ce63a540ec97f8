/** Averages over games, shared by the profile, Your Stats and the challenges' baseline. */
import type { GameFacts } from './game-facts.js';

export interface GameAverages {
  /** Normal games averaged (continuous games have no score and reuse tiles: left out). */
  games: number;
  averageScore: number;
  /** Final score as a share of the day's Target Score, in percent (0–100). */
  averageScorePercent: number;
  averageWordsPerGame: number;
  averagePointsPerWord: number;
}

/** `value` rounded to `decimals` places (halves up, as answers show them). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Unrounded averages of the normal games among `games` (all zero without one). */
export function rawAverages(games: readonly GameFacts[]): GameAverages {
  let count = 0;
  let score = 0;
  let percent = 0;
  let percentGames = 0;
  let words = 0;
  for (const game of games) {
    if (game.continuous) continue;
    count += 1;
    score += game.finalScore;
    words += game.wordCount;
    if (game.dayTargetScore > 0) {
      // 100 × score ÷ target, not (score ÷ target) × 100: 34 of 40 is exactly 85.
      percent += Math.min(100, (100 * game.finalScore) / game.dayTargetScore);
      percentGames += 1;
    }
  }
  if (count === 0)
    return {
      games: 0,
      averageScore: 0,
      averageScorePercent: 0,
      averageWordsPerGame: 0,
      averagePointsPerWord: 0,
    };
  return {
    games: count,
    averageScore: score / count,
    averageScorePercent: percentGames === 0 ? 0 : percent / percentGames,
    averageWordsPerGame: words / count,
    // Points per word over all the words played, so one long game weighs as its words do.
    averagePointsPerWord: words === 0 ? 0 : score / words,
  };
}

/** The averages as answers show them: scores and words to one decimal, percentages whole. */
export function gameAverages(games: readonly GameFacts[]): GameAverages {
  const raw = rawAverages(games);
  return {
    games: raw.games,
    averageScore: roundTo(raw.averageScore, 1),
    averageScorePercent: Math.round(raw.averageScorePercent),
    averageWordsPerGame: roundTo(raw.averageWordsPerGame, 1),
    averagePointsPerWord: roundTo(raw.averagePointsPerWord, 1),
  };
}
