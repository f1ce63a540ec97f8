import { addDays, formatPuzzleDay, historyEntryOf, isPlayed, lastDayOfMonth } from '@dozen/engine';
import {
  ErrorCode,
  type TArchiveMonthResponse,
  type TArchivePuzzleResponse,
  type TArchiveResult,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { readArchiveDays, type ArchiveDayRow } from '../storage/archive-games.js';
import type { Queryable } from '../storage/database.js';
import { highestUniqueWords } from '../storage/game-entries.js';
import { firstPoolBefore, readPoolTargets } from '../storage/pools.js';
import { readPlayedDays } from '../storage/progress.js';
import { archivePool, dayNotOver, type GameContext } from './context.js';
import { dailyPoolView, EVERYTHING_UNLOCKED } from './daily-pool.js';
import { isArchiveDate, today } from './day-policy.js';

/**
 * The archive's reads: a month of past puzzles with the caller's results, and one past
 * day to play. A day's result on the day comes from its game entry, read and judged as the history
 * reads it (readPlayedDays, historyEntryOf); its archive games are summed apart (archive_games).
 */

/** The player's results of the days `from` to `to`: on the day, and from the archive. */
export interface DayResults {
  onTheDay: Map<string, TArchiveResult>;
  later: Map<string, ArchiveDayRow>;
}

export async function readDayResults(
  sql: Queryable,
  playerId: string,
  from: string,
  to: string,
): Promise<DayResults> {
  const [played, later] = await Promise.all([
    readPlayedDays(sql, playerId, from, to),
    readArchiveDays(sql, playerId, from, to),
  ]);
  const onTheDay = new Map<string, TArchiveResult>();
  for (const day of played) {
    // An entry holding only a hint or a reveal is not a day played (as in the history).
    if (!isPlayed(day)) continue;
    const entry = historyEntryOf(day);
    onTheDay.set(day.date, {
      games: entry.playCount,
      bestScore: entry.finalScore,
      targetScore: entry.targetScore,
      targetWord: entry.targetWord,
      mostWords: entry.mostWords,
    });
  }
  return { onTheDay, later: new Map(later.map((row) => [row.date, row])) };
}

/** A day's archive games as the contract sums them. */
export function laterResult(row: ArchiveDayRow | undefined): TArchiveResult | null {
  if (!row) return null;
  const { games, bestScore, targetScore, targetWord, mostWords } = row;
  return { games, bestScore, targetScore, targetWord, mostWords };
}

/**
 * A month of past puzzles for the caller: every day with a pool between the first stored pool and
 * yesterday (New York). Months before the first pool's are 404; months that have not begun to be
 * past (their first day is today or later) are 422 DAY_NOT_OVER.
 */
export async function archiveMonth(
  deps: { sql: Queryable; now: () => Date },
  playerId: string,
  month: string,
): Promise<TArchiveMonthResponse> {
  const { sql } = deps;
  const monthStart = `${month}-01`;
  if (!isArchiveDate(monthStart, deps.now)) throw dayNotOver();
  const day = today(deps.now);
  const lastDate = addDays(day, -1);
  const monthEnd = lastDayOfMonth(month);
  const to = monthEnd > lastDate ? lastDate : monthEnd;
  // One round trip: the first pool is asked beside the month's rows, which need not wait for it
  // (no pool, entry or archive game is dated before the first pool).
  const [firstDate, pools, results] = await Promise.all([
    firstPoolBefore(sql, day),
    readPoolTargets(sql, monthStart, to),
    readDayResults(sql, playerId, monthStart, to),
  ]);
  if (!firstDate || monthEnd < firstDate)
    throw new DomainError(ErrorCode.NOT_FOUND, 'The archive has no puzzles that month.');
  return {
    month,
    firstDate,
    lastDate,
    days: pools.map(({ date, targetScore }) => ({
      date,
      label: formatPuzzleDay(date),
      targetScore,
      onTheDay: results.onTheDay.get(date) ?? null,
      later: laterResult(results.later.get(date)),
    })),
  };
}

/** A past day to play: its pool with every answer (the day is over), its record and the caller's results. */
export async function archivePuzzle(
  context: GameContext,
  auth: Auth,
  date: string,
): Promise<TArchivePuzzleResponse> {
  const pool = await archivePool(context, date);
  const [mostWordsRecord, results] = await Promise.all([
    highestUniqueWords(context.sql, date),
    readDayResults(context.sql, auth.userId, date, date),
  ]);
  return {
    pool: dailyPoolView(pool, EVERYTHING_UNLOCKED),
    label: formatPuzzleDay(date),
    mostWordsRecord,
    onTheDay: results.onTheDay.get(date) ?? null,
    later: laterResult(results.later.get(date)),
  };
}
