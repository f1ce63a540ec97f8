import type { TDailyPoolResponse, TGameEntry } from '@dozen/engine/contract';
import type { DayFacts } from './achievement-feedback.js';

/** Spec 000 §9: the figures to use when the day's own are missing. */
export const FALLBACK_MAX_POSSIBLE_SCORE = 25;
export const FALLBACK_MAX_WORD_SCORE = 21;

/** The day's Target Score. */
export function targetScoreOf(pool: Pick<TDailyPoolResponse, 'maxPossibleScore'>): number {
  return pool.maxPossibleScore || FALLBACK_MAX_POSSIBLE_SCORE;
}

/** The day's Target Word score. */
export function targetWordScoreOf(pool: Pick<TDailyPoolResponse, 'maxWordScore'>): number {
  return pool.maxWordScore || FALLBACK_MAX_WORD_SCORE;
}

/** What the achievement rules need to know about the day and this player's use of help. */
export function dayFacts(
  pool: TDailyPoolResponse | undefined,
  entry: TGameEntry | null | undefined,
  continuous: boolean,
): DayFacts {
  return {
    maxPossibleScore: pool ? targetScoreOf(pool) : FALLBACK_MAX_POSSIBLE_SCORE,
    maxWordScore: pool ? targetWordScoreOf(pool) : FALLBACK_MAX_WORD_SCORE,
    continuous,
    hintsUsed: entry?.hintsUsed ?? 0,
    targetWordHintsUsed: entry?.targetWordHintsUsed ?? 0,
    topWordRevealed: entry?.revealedDetails?.topWordRevealed ?? false,
    targetWordsRevealed: entry?.revealedDetails?.targetWordsRevealed ?? false,
  };
}
