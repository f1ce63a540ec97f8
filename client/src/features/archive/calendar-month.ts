import { addDays, formatMonth, formatPuzzleDay, lastDayOfMonth } from '@dozen/engine';

/**
 * The calendar's arithmetic on puzzle dates (YYYY-MM-DD) and months (YYYY-MM), pure and without
 * time zones: a puzzle date is a calendar day, never an instant.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The month a date is in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  return Number(lastDayOfMonth(month).slice(8, 10));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** "November 2026". */
export const monthLabel = formatMonth;

/** "Monday, November 16": the server's label of a day, made by the same engine function. */
export const dayLabel = formatPuzzleDay;

/** The month's weeks, Sunday first: each a row of 7 dates, null outside the month. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const cells: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const clampDate = (date: string, first: string, last: string): string =>
  date < first ? first : date > last ? last : date;

/** The same day `count` months away (the month's last day when it has fewer days). */
export function addMonthsToDate(date: string, count: number): string {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}
