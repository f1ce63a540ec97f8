import { addDays, nextRollover, puzzleDate, puzzleDateStart } from '@dozen/engine';

/**
 * The one place that decides which puzzle dates a player may read or write now (through the
 * injected clock), and when a date's day ends: HTTP routes, sockets, pools and live stats all ask
 * here, so "today", "yesterday" and the end of a day mean the same everywhere. Dates are
 * `YYYY-MM-DD`, so they compare as strings.
 */

/** The puzzle date now. */
export function today(now: () => Date): string {
  return dayAt(now().getTime()).date;
}

/**
 * The instant a puzzle date's day ends: the engine's next rollover after the day begins.
 * Remembered per date (the time-zone arithmetic costs ~0.1 ms, and a board asks for its days' ends
 * on every read); a date's end never changes, and the few dates asked about are kept.
 */
export function dayEndsAt(date: string): Date {
  let ends = dayEnds.get(date);
  if (ends === undefined) {
    if (dayEnds.size >= DAY_ENDS_KEPT) dayEnds.clear();
    ends = nextRollover(puzzleDateStart(date)).getTime();
    dayEnds.set(date, ends);
  }
  return new Date(ends);
}
const DAY_ENDS_KEPT = 64;
const dayEnds = new Map<string, number>();

interface Day {
  date: string;
  yesterday: string;
  startsAt: number;
  endsAt: number;
}

/**
 * The puzzle day of an instant, remembering the last one: the time-zone conversion and the
 * calendar arithmetic are the costliest steps of validate-word's date check, and the answer
 * changes once a day.
 */
let lastDay: Day | undefined;
function dayAt(ms: number): Day {
  if (lastDay && ms >= lastDay.startsAt && ms < lastDay.endsAt) return lastDay;
  const date = puzzleDate(new Date(ms));
  lastDay = {
    date,
    yesterday: addDays(date, -1),
    startsAt: puzzleDateStart(date).getTime(),
    endsAt: dayEndsAt(date).getTime(),
  };
  return lastDay;
}

/** Writes (a word, a game, a hint, a toggle): today, or yesterday for a game begun before midnight. */
export function isPlayableDate(date: string, now: () => Date): boolean {
  const day = dayAt(now().getTime());
  return date === day.date || date === day.yesterday;
}

/** Reveals: today only (yesterday's answers are public already). */
export function isRevealableDate(date: string, now: () => Date): boolean {
  return date === today(now);
}

/** Reads (a pool, its stats and counts): a day that has begun; a future date is never shown. */
export function hasStarted(date: string, now: () => Date): boolean {
  return date <= today(now);
}

/** The day is over: its answers are public. */
export function isDayOver(date: string, now: () => Date): boolean {
  return dayEndsAt(date).getTime() <= now().getTime();
}

/**
 * The archive: a day is playable from the archive once its New York day is over for
 * everyone, i.e. it is before today by the server's clock. Today and later never are, whatever a
 * request claims; yesterday is, from New York midnight on.
 */
export function isArchiveDate(date: string, now: () => Date): boolean {
  return date < today(now);
}

/**
 * Live counts over sockets: the dates whose counts can still move: yesterday (games begun before
 * midnight), today, and tomorrow (a client about to roll over).
 */
export function isLiveDate(date: string, now: () => Date): boolean {
  const day = dayAt(now().getTime());
  return date === day.date || date === day.yesterday || date === addDays(day.date, 1);
}

/**
 * Analytics events: the dates a client can honestly be on, the same window as live counts:
 * yesterday (a game begun before midnight), today, and tomorrow (a device clock a little ahead
 * at midnight). Anything else is a wrong clock or a forged event.
 */
export function isEventDate(date: string, now: () => Date): boolean {
  return isLiveDate(date, now);
}

/**
 * Days before yesterday are settled: nobody can play them any more, so their counts are read from
 * Postgres instead of being rebuilt into the live counters.
 */
export function isSettledDate(date: string, now: () => Date): boolean {
  return date < dayAt(now().getTime()).yesterday;
}

/** Today and the next `daysAhead` dates: the pools kept ready ahead of time. */
export function upcomingDates(now: () => Date, daysAhead: number): string[] {
  const current = today(now);
  return Array.from({ length: daysAhead + 1 }, (_, offset) => addDays(current, offset));
}

/**
 * A missing pool may be generated for yesterday (a game begun before midnight) through the days
 * kept ready ahead; any other date has no pool unless an operator stored one.
 */
export function mayGeneratePool(date: string, now: () => Date, daysAhead: number): boolean {
  const day = dayAt(now().getTime());
  return date >= day.yesterday && date <= addDays(day.date, daysAhead);
}
