import { addDays } from '@dozen/engine';
import { addMonthsToDate, clampDate, weekdayOf } from './calendar-month.js';

/** The grid's keys, each with the date it moves the focus to. */
const MOVES = new Map<string, (date: string) => string>([
  ['ArrowLeft', (date) => addDays(date, -1)],
  ['ArrowRight', (date) => addDays(date, 1)],
  ['ArrowUp', (date) => addDays(date, -7)],
  ['ArrowDown', (date) => addDays(date, 7)],
  ['Home', (date) => addDays(date, -weekdayOf(date))],
  ['End', (date) => addDays(date, 6 - weekdayOf(date))],
  ['PageUp', (date) => addMonthsToDate(date, -1)],
  ['PageDown', (date) => addMonthsToDate(date, 1)],
]);

/**
 * Where a key moves the calendar's focus (the ARIA grid's date-picker keys): arrows by a day or
 * a week (across months), Home and End to the week's start and end, PageUp and PageDown by a
 * month; never before the first puzzle nor after the last. null: the key is not the grid's.
 */
export function movedDate(key: string, date: string, first: string, last: string): string | null {
  const move = MOVES.get(key);
  return move ? clampDate(move(date), first, last) : null;
}
