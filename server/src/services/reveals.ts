import type { DailyPool } from '@dozen/engine';
import type {
  TRevealedDetails,
  TRevealTargetsResponse,
  TRevealTargetWordsResponse,
  TRevealTopWordResponse,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import type { EntryRow } from '../storage/game-entries.js';
import { notifyLive, revealablePool, type GameContext } from './context.js';
import { withLockedEntry } from './entries.js';

/**
 * Reveals (spec 000 §4): the top word, the target words (the optimal combination), or both.
 * Irreversible for the day and idempotent: the first reveal records what the player had found at
 * that moment, later calls answer the same. Revealing the top word removes the player from the
 * Target Word count, revealing the target words from the Target Score count.
 */
interface RevealWhat {
  topWord: boolean;
  targetWords: boolean;
}

function emptyDetails(now: Date): TRevealedDetails {
  return {
    revealedAt: now.toISOString(),
    topWordRevealed: false,
    targetWordsRevealed: false,
    foundTopWordAtReveal: null,
    userFoundTargetWords: [],
    userMissedTargetWords: [],
  };
}

/** Applies a reveal to the entry; returns whether anything changed. */
export function applyReveal(entry: EntryRow, pool: DailyPool, what: RevealWhat, now: Date): boolean {
  const details = entry.revealedDetails ? { ...entry.revealedDetails } : emptyDetails(now);
  let changed = false;
  if (what.topWord && !entry.topWordRevealed) {
    entry.topWordRevealed = true;
    details.topWordRevealed = true;
    details.foundTopWordAtReveal = entry.words.some((word) => word.score >= pool.maxWordScore);
    changed = true;
  }
  if (what.targetWords && !entry.targetWordsRevealed) {
    const found = new Set(entry.words.map((word) => word.word.toLowerCase()));
    entry.targetWordsRevealed = true;
    details.targetWordsRevealed = true;
    details.userFoundTargetWords = pool.optimalWordCombination.filter((word) =>
      found.has(word.toLowerCase()),
    );
    details.userMissedTargetWords = pool.optimalWordCombination.filter(
      (word) => !found.has(word.toLowerCase()),
    );
    changed = true;
  }
  if (changed) entry.revealedDetails = details;
  return changed;
}

/**
 * A reveal's service: reveals `what` for the caller's day under the entry's lock, tells the live
 * counts when anything changed, and answers from the pool and the details the reveal recorded.
 */
function revealing<T>(what: RevealWhat, answer: (pool: DailyPool, details: TRevealedDetails) => T) {
  return async (context: GameContext, auth: Auth, date: string): Promise<T> => {
    const pool = await revealablePool(context, date);
    const now = context.now();
    const { result: changed, entry } = await withLockedEntry(
      context.sql,
      { playerId: auth.userId, date, pool, now },
      (entry) => applyReveal(entry, pool, what, now),
    );
    if (changed)
      await notifyLive(context, 'entryChanged', () => context.liveStats.entryChanged(date, auth.userId));
    return answer(pool, entry.revealedDetails!);
  };
}

export const revealTargets = revealing(
  { topWord: true, targetWords: true },
  (pool, details): TRevealTargetsResponse => ({
    data: {
      foundTopWordAtReveal: details.foundTopWordAtReveal ?? false,
      userFoundTargetWords: details.userFoundTargetWords,
      missedTargetWordsAtReveal: details.userMissedTargetWords,
    },
    topWord: pool.topWord,
    optimalWordCombination: pool.optimalWordCombination,
  }),
);

export const revealTopWord = revealing(
  { topWord: true, targetWords: false },
  (pool, details): TRevealTopWordResponse => ({
    data: { foundAtReveal: details.foundTopWordAtReveal ?? false },
    topWord: pool.topWord,
  }),
);

export const revealTargetWords = revealing(
  { topWord: false, targetWords: true },
  (pool, details): TRevealTargetWordsResponse => ({
    data: {
      userFoundTargetWords: details.userFoundTargetWords,
      userMissedTargetWords: details.userMissedTargetWords,
    },
    optimalWordCombination: pool.optimalWordCombination,
  }),
);
