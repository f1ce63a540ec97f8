/**
 * What one stored game says about a player, summarised once when the game is stored: the profile,
 * the history and the community figures all read these numbers, never the words again. The day's
 * own numbers (its Target Score, its Target Word score) travel with each game, so a game's facts
 * mean the same thing whichever day it was played on.
 */
import { uniqueWordCount } from '../rules/achievements.js';

export interface ScoredGameWord {
  word: string;
  score: number;
}

/** The day a game was played on, as far as its facts need it. */
export interface GameDay {
  /** The Target Score (the pool's maxPossibleScore). */
  targetScore: number;
  /** The Target Word score (the pool's maxWordScore). */
  targetWordScore: number;
  /** The target words (the pool's optimal combination), lowercase. */
  targetWords: readonly string[];
}

export interface GameFacts {
  date: string;
  /** Continuous mode: tiles were reused and the game's score does not count (finalScore 0). */
  continuous: boolean;
  finalScore: number;
  /** The words' scores added up (a continuous game's total). */
  points: number;
  /** Distinct words, case-insensitive. */
  wordCount: number;
  /** Letters in the longest word. */
  longestWord: number;
  bestWordScore: number;
  /** Distinct target words of the day among the words. */
  targetWordsFound: number;
  dayTargetScore: number;
  dayTargetWordScore: number;
}

/** The facts of one verified game (its words already checked and scored by the server). */
export function gameFactsOf(
  game: { date: string; finalScore: number; continuous: boolean; words: readonly ScoredGameWord[] },
  day: GameDay,
): GameFacts {
  const targets = new Set(day.targetWords.map((word) => word.toLowerCase()));
  const seen = new Set<string>();
  let points = 0;
  let longestWord = 0;
  let bestWordScore = 0;
  let targetWordsFound = 0;
  for (const { word, score } of game.words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    points += score;
    if (word.length > longestWord) longestWord = word.length;
    if (score > bestWordScore) bestWordScore = score;
    if (targets.has(key)) targetWordsFound += 1;
  }
  return {
    date: game.date,
    continuous: game.continuous,
    finalScore: game.finalScore,
    points,
    wordCount: uniqueWordCount(game.words),
    longestWord,
    bestWordScore,
    targetWordsFound,
    dayTargetScore: day.targetScore,
    dayTargetWordScore: day.targetWordScore,
  };
}
