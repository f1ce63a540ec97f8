/**
 * The leaderboard week: Monday to Sunday on New York dates. A week is named by its first and last
 * puzzle dates, so it needs no clock and no time zone beyond the puzzle date itself.
 */
import { addDays, daysBetween } from '../day.js';

/** A Monday, from which weekdays are counted. */
const A_MONDAY = '1970-01-05';

export interface PuzzleWeek {
  /** The Monday. */
  start: string;
  /** The Sunday. */
  end: string;
}

/** The Monday-to-Sunday week a puzzle date belongs to. */
export function weekOf(date: string): PuzzleWeek {
  const sinceMonday = ((daysBetween(A_MONDAY, date) % 7) + 7) % 7;
  const start = addDays(date, -sinceMonday);
  return { start, end: addDays(start, 6) };
}
