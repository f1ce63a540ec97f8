/**
 * Streaks on New York puzzle dates (spec 001 §9): consecutive days played, and consecutive days the
 * Target Score was reached. Dates are `YYYY-MM-DD` puzzle dates, so a streak never depends on the
 * hour a game was stored, the machine's time zone or a daylight-saving change: the caller turns
 * the current instant into `today` with `puzzleDate` once.
 */
import { addDays, daysBetween } from '../day.js';

/** Streaks look back at most this many days, today included (spec 001 §9). */
export const STREAK_LOOKBACK_DAYS = 365;

/** What a player did on one puzzle date. */
export interface StreakDay {
  date: string;
  /** At least one game with a word was stored for the date. */
  played: boolean;
  /** A game of the date reached the day's Target Score. */
  reachedTarget: boolean;
}

export interface Streak {
  /**
   * Consecutive qualifying days ending today, or ending yesterday while today has none yet (the
   * day is not over, so the streak is still alive).
   */
  current: number;
  /** The longest run of qualifying days inside the look-back window. */
  best: number;
  /** Today already counts: the streak needs nothing more today. */
  extendedToday: boolean;
}

export interface Streaks {
  played: Streak;
  targetReached: Streak;
  /** The window the streaks were counted in: `today` and the days before it. */
  from: string;
  to: string;
}

/** The first date inside the look-back window ending `today`. */
export function streakWindowStart(today: string): string {
  return addDays(today, -(STREAK_LOOKBACK_DAYS - 1));
}

function streakOf(qualifying: ReadonlySet<string>, today: string, from: string): Streak {
  const extendedToday = qualifying.has(today);
  let current = 0;
  for (
    let date = extendedToday ? today : addDays(today, -1);
    date >= from && qualifying.has(date);
    date = addDays(date, -1)
  ) {
    current += 1;
  }
  // The dates are inside the window and distinct: sort them and count runs of consecutive days.
  const sorted = [...qualifying].sort();
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && daysBetween(sorted[i - 1]!, sorted[i]!) === 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return { current, best, extendedToday };
}

/**
 * Both streaks at `today` (a puzzle date). Days outside the window (older than 365 days, or after
 * today) are ignored, so no streak is longer than 365 days.
 */
export function computeStreaks(days: Iterable<StreakDay>, today: string): Streaks {
  const from = streakWindowStart(today);
  const played = new Set<string>();
  const reached = new Set<string>();
  for (const day of days) {
    if (day.date < from || day.date > today) continue;
    if (day.played) played.add(day.date);
    if (day.played && day.reachedTarget) reached.add(day.date);
  }
  return {
    played: streakOf(played, today, from),
    targetReached: streakOf(reached, today, from),
    from,
    to: today,
  };
}
