import { HINT_KEYS, NORMAL_HINT_COUNT, type DailyPool, type HintKey } from '@dozen/engine';
import type { TDailyPoolResponse, TPoolHints } from '@dozen/engine/contract';
import type { EntryRow } from '../storage/game-entries.js';
import { dayEndsAt } from './day-policy.js';

/** What a player has unlocked of a day's answers. */
export interface Unlocked {
  topWord: boolean;
  targetWords: boolean;
  /** Hints 1–8 in HINT_KEYS order. */
  hints: readonly boolean[];
}

export const NOTHING_UNLOCKED: Unlocked = {
  topWord: false,
  targetWords: false,
  hints: HINT_KEYS.map(() => false),
};
export const EVERYTHING_UNLOCKED: Unlocked = {
  topWord: true,
  targetWords: true,
  hints: HINT_KEYS.map(() => true),
};

/**
 * Answers are unlocked by the player's own reveals and hint count (hints 1–6 by `hintsUsed`,
 * 7–8 by `targetWordHintsUsed`), or for everyone once the day is over.
 */
export function unlockedFor(entry: EntryRow | null, dayOver: boolean): Unlocked {
  if (dayOver) return EVERYTHING_UNLOCKED;
  if (!entry) return NOTHING_UNLOCKED;
  return {
    topWord: entry.topWordRevealed,
    targetWords: entry.targetWordsRevealed,
    hints: HINT_KEYS.map((_, index) =>
      index < NORMAL_HINT_COUNT
        ? entry.hintsUsed > index
        : entry.targetWordHintsUsed > index - NORMAL_HINT_COUNT,
    ),
  };
}

/** The value of one hint, as the contract carries it. */
export function hintValue(pool: DailyPool, key: HintKey): TPoolHints[HintKey] & {} {
  return pool.hints[key];
}

/**
 * The daily pool as this player may see it: scores and counts always, each answer only when
 * unlocked, `null` otherwise. What is not sent cannot be read from the network tab.
 */
export function dailyPoolView(pool: DailyPool, unlocked: Unlocked): TDailyPoolResponse {
  const hints = Object.fromEntries(
    HINT_KEYS.map((key, index) => [key, unlocked.hints[index] ? hintValue(pool, key) : null]),
  ) as TPoolHints;
  return {
    date: pool.date,
    letters: pool.letters,
    topWord: unlocked.topWord ? pool.topWord : null,
    maxWordScore: pool.maxWordScore,
    optimalWordCombination: unlocked.targetWords ? [...pool.optimalWordCombination] : null,
    maxPossibleScore: pool.maxPossibleScore,
    totalValidWords: pool.totalValidWords,
    hints,
    nextRolloverAt: dayEndsAt(pool.date).toISOString(),
  };
}
