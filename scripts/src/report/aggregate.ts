import { addDays } from '@dozen/engine';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@dozen/engine/contract';
import type { PlayerDayActivity } from '@dozen/server/storage/analytics-events';

/**
 * The operator report's numbers, from one row per player and puzzle date (what the storage's
 * `loadPlayerDayActivity` reads). Pure: the definitions live here, each stated where it is made,
 * and the tests are tables of rows and the numbers they must give.
 */

/** The funnel's steps, in order, and the event that marks each. */
export const FUNNEL_STEPS = [
  { step: 'visit', event: 'page_visit' },
  { step: 'start', event: 'start_game' },
  { step: 'first word', event: 'word_valid' },
  { step: 'end', event: 'game_end' },
  { step: 'share', event: 'share' },
] as const satisfies ReadonlyArray<{ step: string; event: AnalyticsEventName }>;

/**
 * Past puzzles, apart from the funnel: an archive game sends none of the funnel's
 * events, only these (dated by the day the player is on, not the puzzle's).
 */
export const ARCHIVE_STEPS = [
  { step: 'opened the archive', event: 'archive_open' },
  { step: 'started a past game', event: 'archive_start' },
  { step: 'ended a past game', event: 'archive_end' },
  { step: 'shared a past game', event: 'archive_share' },
] as const satisfies ReadonlyArray<{ step: string; event: AnalyticsEventName }>;

/** How far back a returning player may have come before: the day before, or within this many days. */
export const RETURN_WINDOW_DAYS = 7;

export const DEFINITIONS = {
  funnel: 'distinct players; a step counts only players who also reached every step above it that date',
  returning: `players active on the date (any event for it) who were also active the day before, or on any of the ${RETURN_WINDOW_DAYS} days before`,
  hints: 'players who used a hint, of those who started a game',
  archive:
    'past puzzles, apart from the funnel: archive events sent on the date, and archive games the server stored that New York day',
} as const;

export interface FunnelStep {
  step: (typeof FUNNEL_STEPS)[number]['step'];
  players: number;
  /** players ÷ the previous step's players; null for the first step or when the previous is 0. */
  ofPrevious: number | null;
}

export interface ReturnRate {
  /** Players active on the date. */
  active: number;
  previousDay: { players: number; share: number | null };
  withinWindow: { days: number; players: number; share: number | null };
}

export interface HintUse {
  /** Players who started a game that date. */
  starters: number;
  /** Players who used at least one hint. */
  players: number;
  share: number | null;
  hintsUsed: number;
}

export interface ArchiveUse {
  /** Each archive event of the date: how many, by how many players, in ARCHIVE_STEPS order. */
  steps: Array<{ step: (typeof ARCHIVE_STEPS)[number]['step']; events: number; players: number }>;
  /** Archive games stored (checked and kept by the server) on the date, New York time. */
  storedGames: number;
}

export interface EventCount {
  name: string;
  events: number;
  players: number;
}

export interface DayRow {
  date: string;
  active: number;
  events: number;
  /** The funnel's players per step, in FUNNEL_STEPS order. */
  funnel: number[];
  hintPlayers: number;
  /** Active players also active the day before. */
  returned: number;
}

export interface AnalyticsReport {
  date: string;
  /** The per-day table's dates, oldest first (ending on `date`). */
  from: string;
  to: string;
  /** Events recorded for `date`; 0: nothing was recorded (the report says so). */
  events: number;
  players: number;
  funnel: FunnelStep[];
  returning: ReturnRate;
  hints: HintUse;
  archive: ArchiveUse;
  eventsByName: EventCount[];
  perDay: DayRow[];
  definitions: typeof DEFINITIONS;
}

/** The dates the report needs rows for: the table's days, and the return window before the first. */
export function reportRange(date: string, days: number): { from: string; to: string; tableFrom: string } {
  const tableFrom = addDays(date, -(days - 1));
  return { from: addDays(tableFrom, -RETURN_WINDOW_DAYS), to: date, tableFrom };
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const sent = (row: PlayerDayActivity, event: string) => (row.counts[event] ?? 0) > 0;

/** The rows of each date. */
function byDate(rows: readonly PlayerDayActivity[]): Map<string, PlayerDayActivity[]> {
  const dates = new Map<string, PlayerDayActivity[]>();
  for (const row of rows) {
    const day = dates.get(row.date);
    if (day) day.push(row);
    else dates.set(row.date, [row]);
  }
  return dates;
}

/** The dates each player was active on. */
function activeDates(rows: readonly PlayerDayActivity[]): Map<string, Set<string>> {
  const active = new Map<string, Set<string>>();
  for (const row of rows) {
    const dates = active.get(row.userId);
    if (dates) dates.add(row.date);
    else active.set(row.userId, new Set([row.date]));
  }
  return active;
}

/** The funnel of one date's rows: each step keeps only the players who reached every earlier step. */
export function funnel(day: readonly PlayerDayActivity[]): FunnelStep[] {
  let reached = day;
  let previous: number | null = null;
  return FUNNEL_STEPS.map(({ step, event }) => {
    reached = reached.filter((row) => sent(row, event));
    const players = reached.length;
    const result = { step, players, ofPrevious: previous === null ? null : ratio(players, previous) };
    previous = players;
    return result;
  });
}

/** Players of `date` who were also active the day before, and within the window before it. */
export function returnRate(
  rows: readonly PlayerDayActivity[],
  date: string,
  activeOn: Map<string, Set<string>> = activeDates(rows),
): ReturnRate {
  const today = [...activeOn].filter(([, dates]) => dates.has(date)).map(([user]) => user);
  const window = Array.from({ length: RETURN_WINDOW_DAYS }, (_, i) => addDays(date, -(i + 1)));
  const previousDay = today.filter((user) => activeOn.get(user)!.has(window[0]!)).length;
  const withinWindow = today.filter((user) => window.some((day) => activeOn.get(user)!.has(day))).length;
  return {
    active: today.length,
    previousDay: { players: previousDay, share: ratio(previousDay, today.length) },
    withinWindow: {
      days: RETURN_WINDOW_DAYS,
      players: withinWindow,
      share: ratio(withinWindow, today.length),
    },
  };
}

/** Hint use among one date's players who started a game. */
export function hintUse(day: readonly PlayerDayActivity[]): HintUse {
  const starters = day.filter((row) => sent(row, 'start_game')).length;
  const users = day.filter((row) => sent(row, 'hint_used'));
  return {
    starters,
    players: users.length,
    share: ratio(users.length, starters),
    hintsUsed: users.reduce((sum, row) => sum + row.counts.hint_used!, 0),
  };
}

/** The archive's use on one date's rows, with the archive games the server stored that day. */
export function archiveUse(day: readonly PlayerDayActivity[], storedGames: number): ArchiveUse {
  return {
    steps: ARCHIVE_STEPS.map(({ step, event }) => {
      const senders = day.filter((row) => sent(row, event));
      return {
        step,
        events: senders.reduce((sum, row) => sum + row.counts[event]!, 0),
        players: senders.length,
      };
    }),
    storedGames,
  };
}

/** Each event name sent that date: how many, by how many players (the contract's order, then any other). */
export function eventsByName(day: readonly PlayerDayActivity[]): EventCount[] {
  const totals = new Map<string, EventCount>();
  for (const row of day) {
    for (const [name, events] of Object.entries(row.counts)) {
      const total = totals.get(name) ?? { name, events: 0, players: 0 };
      total.events += events;
      total.players += 1;
      totals.set(name, total);
    }
  }
  const order = (name: string) => {
    const index = (ANALYTICS_EVENTS as readonly string[]).indexOf(name);
    return index === -1 ? ANALYTICS_EVENTS.length : index;
  };
  return [...totals.values()].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}

const eventTotal = (day: readonly PlayerDayActivity[]) =>
  day.reduce((sum, row) => sum + Object.values(row.counts).reduce((a, b) => a + b, 0), 0);

/**
 * The report of `date` with a per-day table of `days` days ending on it, from the rows of
 * reportRange and the archive games stored on `date` (storage's countArchiveGamesByDay).
 */
export function buildReport(
  rows: readonly PlayerDayActivity[],
  options: { date: string; days: number },
  archiveGamesStored = 0,
): AnalyticsReport {
  const { date, days } = options;
  const { tableFrom } = reportRange(date, days);
  const dates = byDate(rows);
  const activeOn = activeDates(rows);
  const day = dates.get(date) ?? [];
  const perDay = Array.from({ length: days }, (_, i) => {
    const rowDate = addDays(tableFrom, i);
    const ofDay = dates.get(rowDate) ?? [];
    return {
      date: rowDate,
      active: ofDay.length,
      events: eventTotal(ofDay),
      funnel: funnel(ofDay).map((step) => step.players),
      hintPlayers: hintUse(ofDay).players,
      returned: returnRate(rows, rowDate, activeOn).previousDay.players,
    };
  });
  return {
    date,
    from: tableFrom,
    to: date,
    events: eventTotal(day),
    players: day.length,
    funnel: funnel(day),
    returning: returnRate(rows, date, activeOn),
    hints: hintUse(day),
    archive: archiveUse(day, archiveGamesStored),
    eventsByName: eventsByName(day),
    perDay,
    definitions: DEFINITIONS,
  };
}
