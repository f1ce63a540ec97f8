/**
 * The puzzle day: the America/New_York calendar date (spec 000 §1). Instants are arguments, never
 * read from a clock, so the server, the client and the tests all agree on what day it is.
 *
 * Calendar arithmetic on `YYYY-MM-DD` strings is done on day numbers, not on `Date`s: a `Date`
 * built from a calendar date silently picks up the machine's time zone and its daylight-saving
 * gaps, and two-digit years are read as 19xx.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { PUZZLE_TIME_ZONE, splitDuration, type TimeLeft } from './day-clock.js';

const PUZZLE_DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// Day number 0 is 1970-01-01, a Thursday.
const WEEKDAY_NAMES = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'] as const;

interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseCalendarDate(s: string): CalendarDate | null {
  const match = PUZZLE_DATE_FORMAT.exec(s);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireCalendarDate(s: string): CalendarDate {
  const parsed = parseCalendarDate(s);
  if (!parsed) throw new RangeError(`Not a puzzle date (YYYY-MM-DD): ${JSON.stringify(s)}`);
  return parsed;
}

function requireValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// The inverse (civil_from_days).
function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function formatCalendarDate({ year, month, day }: CalendarDate): string {
  if (year < 1 || year > 9999) throw new RangeError(`Year ${year} has no YYYY-MM-DD form`);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar date written exactly `YYYY-MM-DD` (2026-02-29 is false). */
export function isPuzzleDate(s: string): boolean {
  return parseCalendarDate(s) !== null;
}

/** The puzzle date (New York calendar date) at an instant. */
export function puzzleDate(instant: Date): string {
  requireValidInstant(instant);
  return formatInTimeZone(instant, PUZZLE_TIME_ZONE, 'yyyy-MM-dd');
}

/** The instant a puzzle date begins: midnight in New York (never skipped: DST changes at 2 a.m.). */
export function puzzleDateStart(date: string): Date {
  requireCalendarDate(date);
  return fromZonedTime(`${date}T00:00:00`, PUZZLE_TIME_ZONE);
}

/** The instant of the next New York midnight, strictly after `instant`. */
export function nextRollover(instant: Date): Date {
  return puzzleDateStart(addDays(puzzleDate(instant), 1));
}

/** Time left in the puzzle day at an instant (23 or 25 hours long on the daylight-saving days). */
export function timeLeft(instant: Date): TimeLeft {
  return splitDuration(nextRollover(instant).getTime() - instant.getTime());
}

/** 'Saturday, November 21, 2026': the stats `dateFormatted` and the home card's date. */
export function formatPuzzleDate(date: string): string {
  return `${formatPuzzleDay(date)}, ${requireCalendarDate(date).year}`;
}

/** 'Saturday, November 21': a day named without its year (the archive's calendar and game screen). */
export function formatPuzzleDay(date: string): string {
  const calendarDate = requireCalendarDate(date);
  const weekday = WEEKDAY_NAMES[((toDayNumber(calendarDate) % 7) + 7) % 7];
  return `${weekday}, ${MONTH_NAMES[calendarDate.month - 1]} ${calendarDate.day}`;
}

/** 'November 2026': a calendar month given as `YYYY-MM` (the archive's month title). */
export function formatMonth(month: string): string {
  const { year, month: m } = requireCalendarDate(`${month}-01`);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** The last day of a calendar month given as `YYYY-MM` (leap years included): `2028-02` → `2028-02-29`. */
export function lastDayOfMonth(month: string): string {
  const { year, month: m } = requireCalendarDate(`${month}-01`);
  return formatCalendarDate({ year, month: m, day: daysInMonth(year, m) });
}

/** 'Sat, Nov 21': a short label for charts and lists (history, the last 30 days). */
export function formatShortPuzzleDate(date: string): string {
  const calendarDate = requireCalendarDate(date);
  const weekday = WEEKDAY_NAMES[((toDayNumber(calendarDate) % 7) + 7) % 7]!;
  return `${weekday.slice(0, 3)}, ${MONTH_NAMES[calendarDate.month - 1]!.slice(0, 3)} ${calendarDate.day}`;
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return formatCalendarDate(fromDayNumber(toDayNumber(requireCalendarDate(date)) + days));
}

/** Calendar days from `a` to `b`: positive when `b` is later. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(requireCalendarDate(b)) - toDayNumber(requireCalendarDate(a));
}

/** Sort comparator for puzzle dates: negative when `a` is earlier. */
export function compareDates(a: string, b: string): number {
  return Math.sign(daysBetween(b, a));
}
