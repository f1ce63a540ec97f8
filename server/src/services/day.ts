import { addDays, puzzleDate, puzzleDateStart } from '@dozen/engine';

/**
 * The puzzle day as the server sees it through the injected clock. A game begun before midnight
 * keeps its date, so writes accept today and yesterday.
 */
export function today(now: () => Date): string {
  return puzzleDateAt(now().getTime());
}

/**
 * The puzzle date of an instant, remembering the last day's bounds: the time-zone conversion is
 * the costliest step of the hottest routes and the answer changes once a day.
 */
let lastDay: { date: string; startsAt: number; endsAt: number } | undefined;
function puzzleDateAt(ms: number): string {
  if (lastDay && ms >= lastDay.startsAt && ms < lastDay.endsAt) return lastDay.date;
  const date = puzzleDate(new Date(ms));
  lastDay = { date, startsAt: puzzleDateStart(date).getTime(), endsAt: dayEndsAt(date).getTime() };
  return date;
}

/** Today or yesterday: the dates a game, word or hint may still belong to. */
export function isPlayableDate(date: string, now: () => Date): boolean {
  const current = today(now);
  return date === current || date === addDays(current, -1);
}

/** The instant a puzzle date's day ends (the New York midnight after it). */
export function dayEndsAt(date: string): Date {
  return puzzleDateStart(addDays(date, 1));
}

/** True once the date's day is over: its answers are public. */
export function isDayOver(date: string, now: () => Date): boolean {
  return dayEndsAt(date).getTime() <= now().getTime();
}
