import { savedGameBelongsTo, type SavedGameState } from './saved-state.js';

/** Whether a saved game comes back on the board (spec 000 §4 "Saved state restore on load"). */

/** A saved state holding only a half-built word is worth restoring for this long. */
export const IN_PROGRESS_WORD_MAX_AGE_MS = 2 * 60 * 1000;

export const RestoreDecision = {
  /** Nothing saved: start a fresh game. */
  NOTHING: 'NOTHING',
  RESTORE: 'RESTORE',
  /** Drop the saved state and start a fresh game. */
  CLEAR: 'CLEAR',
} as const;
export type RestoreDecision = (typeof RestoreDecision)[keyof typeof RestoreDecision];

export interface RestoreContext {
  /** Who is playing now. */
  playerId: string;
  /** Today's puzzle date: a game of another day is never restored into today's board. */
  today: string;
  now: number;
  /** `/game?playAgain=true`. */
  playAgain: boolean;
  /** The page was opened from another site rather than reloaded or reached inside Dozen. */
  arrivedFromElsewhere: boolean;
}

/** The restore rules of spec 000 §4, in their order. */
export function decideRestore(saved: SavedGameState | null, context: RestoreContext): RestoreDecision {
  if (saved === null) return RestoreDecision.NOTHING;
  if (!savedGameBelongsTo(saved, context.playerId)) return RestoreDecision.CLEAR;
  if (saved.date !== context.today) return RestoreDecision.CLEAR;
  if (saved.intentionalExit || saved.gameEnded) return RestoreDecision.CLEAR;
  if (saved.completedWords.length > 0) {
    return context.playAgain || context.arrivedFromElsewhere
      ? RestoreDecision.CLEAR
      : RestoreDecision.RESTORE;
  }
  if (saved.currentWord.length > 0) {
    const age = context.now - saved.timestamp;
    return age >= 0 && age < IN_PROGRESS_WORD_MAX_AGE_MS ? RestoreDecision.RESTORE : RestoreDecision.CLEAR;
  }
  return RestoreDecision.CLEAR;
}

/**
 * Whether this page load came from another site: a fresh navigation whose referrer is another
 * origin. A reload, a back/forward or a link inside Dozen keeps the game.
 */
export function arrivedFromElsewhere(navigation: {
  type: string | undefined;
  referrer: string;
  origin: string;
}): boolean {
  if (navigation.type !== 'navigate' || navigation.referrer === '') return false;
  try {
    return new URL(navigation.referrer).origin !== navigation.origin;
  } catch {
    return false;
  }
}

/** Reads the current page load's navigation facts from the browser. */
export function currentNavigation(): { type: string | undefined; referrer: string; origin: string } {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { type: entry?.type, referrer: document.referrer, origin: location.origin };
}
