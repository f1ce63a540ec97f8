/** Analytics rows for the report's tests (aggregate.test.ts, format.test.ts). */
import type { PlayerDayActivity } from '@dozen/server/storage/analytics-events';

/** The report's date in the tests. */
export const D = '2026-11-21';

/** A player's day: the events they sent, each once unless counted (`hint_used: 3`). */
export function day(
  userId: string,
  date: string,
  ...events: Array<string | [string, number]>
): PlayerDayActivity {
  return {
    date,
    userId,
    counts: Object.fromEntries(events.map((event) => (typeof event === 'string' ? [event, 1] : event))),
  };
}

/** Every step of the funnel, once each. */
export const FULL = ['page_visit', 'start_game', 'word_valid', 'game_end', 'share'];

/**
 * Three days up to D: player a visits, then plays a full game, then starts one and uses two hints;
 * player b plays a full game on D.
 */
export const THREE_DAYS = [
  day('a', '2026-11-19', 'page_visit'),
  day('a', '2026-11-20', ...FULL),
  day('a', D, 'page_visit', 'start_game', ['hint_used', 2]),
  day('b', D, ...FULL),
];
