import { PUZZLE_TIME_ZONE } from '@dozen/engine';

/**
 * Made on first use, not when the module loads: the first formatter with a time zone loads the
 * browser's time-zone data, ~20 ms of main thread on a desktop core and four times that on a slow
 * phone, and the home screen's first render does not need it when the page brings the day's stats.
 */
let newYorkCalendar: Intl.DateTimeFormat | undefined;

/**
 * The New York calendar date at `now` by this device's clock (YYYY-MM-DD). It stands in for the
 * server's puzzle date until the stats answer, so the home screen knows at first paint whether a
 * game is in progress: the reveal hint is there from the start instead of pushing Play Game down
 * when the counts arrive. (Intl, not the engine's date-fns-tz helper: the entry bundle stays lean.)
 * Analytics dates its events with it too.
 */
export function deviceNewYorkDate(now: number = Date.now()): string {
  newYorkCalendar ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PUZZLE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(newYorkCalendar.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
