import { LIVE_COUNTS, type TLiveStats } from '@dozen/engine/contract';
import type { Logger } from 'pino';
import { ChangeListeners } from '../live/listeners.js';
import type { LiveCounters, LiveStats } from '../live/types.js';
import type { LiveStatsMetrics } from '../metrics/index.js';
import type { Sql } from '../storage/database.js';
import { countDay, loadDayTruth, playerFacts, recordPlaying } from '../storage/live-stats.js';
import { isSettledDate, today } from './day-policy.js';

export interface LiveStatsDeps {
  sql: Sql;
  /** From `createLiveCounters`; its creator closes it (after this service). */
  counters: LiveCounters;
  logger: Logger;
  now: () => Date;
  /** How often a day whose counters missed a write is rebuilt from Postgres, until it succeeds. */
  healIntervalMs?: number;
  /** How long a count read from Postgres (counters unavailable) is reused, so an outage can't flood it. */
  fallbackCacheMs?: number;
  /** Counts rebuilds by result (the server's metrics; scripts run without). */
  metrics?: LiveStatsMetrics;
}

/**
 * Live stats: Postgres first, then the counters. A counter failure (Redis down or slow) is logged
 * and never fails the request: the day is marked stale, its counts come from Postgres, and it is
 * rebuilt from Postgres as soon as the counters answer again. Counters that lost a day (Redis came
 * back empty, a key expired) answer null and are rebuilt the same way. Today is rebuilt at start.
 */
export function createLiveStats(deps: LiveStatsDeps): LiveStats {
  const { sql, counters } = deps;
  const logger = deps.logger.child({ component: 'live-stats' });
  const healIntervalMs = deps.healIntervalMs ?? 1_000;
  const fallbackCacheMs = deps.fallbackCacheMs ?? 1_000;

  const listeners = new ChangeListeners();
  /** Dates whose counters may miss a write, with a generation bumped by every new miss. */
  const stale = new Map<string, number>();
  const rebuilding = new Map<string, Promise<void>>();
  const fallback = new Map<string, { at: number; stats: Promise<TLiveStats> }>();
  /** The last counts answered of each date: later answers never step back from them on their own. */
  const answered = new Map<string, TLiveStats>();
  const unsubscribe = counters.subscribe((date) => {
    // A change heard (here or from another instance): a count read from Postgres before it must
    // not answer the reads it triggers, or a watcher would be sent counts older than the change.
    fallback.delete(date);
    listeners.emit(date);
  });
  let healTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * After a counter failure, skip the counters for a while: with Redis unreachable but not yet
   * known to be (no reset, a timeout instead), every request would otherwise wait out a timeout.
   * The heal loop keeps probing meanwhile.
   */
  let countersSkippedUntil = 0;
  const countersSkipped = () => performance.now() < countersSkippedUntil;

  function markStale(date: string, error: unknown): void {
    if (!stale.has(date))
      logger.warn(
        { date, err: describe(error) },
        'live counters missed a write; counting from Postgres until rebuilt',
      );
    stale.set(date, (stale.get(date) ?? 0) + 1);
    countersSkippedUntil = performance.now() + healIntervalMs;
    scheduleHeal();
  }

  function scheduleHeal(): void {
    if (healTimer || closed || stale.size === 0) return;
    healTimer = setTimeout(() => {
      healTimer = undefined;
      for (const date of stale.keys()) void rebuild(date);
      scheduleHeal();
    }, healIntervalMs);
    healTimer.unref();
  }

  /** One rebuild per date at a time; settles (never rejects) once it succeeded or was marked stale. */
  function rebuild(date: string): Promise<void> {
    const running = rebuilding.get(date);
    if (running) return running;
    const generation = stale.get(date);
    const done = counters
      .rebuild(date, () => loadDayTruth(sql, date))
      .then(
        (outcome) => {
          deps.metrics?.counterRebuilt('succeeded');
          // Writes kept landing through every read of Postgres: one of them may be missing from
          // what was applied. Stale, so counts come from Postgres and the heal rebuilds again.
          if (outcome !== 'exact') {
            markStale(date, new Error('writes kept landing through the rebuild'));
            return;
          }
          countersSkippedUntil = 0;
          // A write that failed while this rebuild ran may be missing from it: stay stale then.
          if (stale.get(date) === generation) stale.delete(date);
          if (generation !== undefined) logger.info({ date }, 'live counters rebuilt from Postgres');
        },
        (error: unknown) => {
          deps.metrics?.counterRebuilt('failed');
          markStale(date, error);
        },
      )
      .finally(() => rebuilding.delete(date));
    rebuilding.set(date, done);
    return done;
  }

  async function writeCounters(date: string, write: () => Promise<void>): Promise<void> {
    fallback.delete(date);
    try {
      if (countersSkipped()) throw new Error('live counters failed recently; skipped');
      await write();
    } catch (error) {
      markStale(date, error);
    }
    // Local watchers hear of it even when the counters' own notification is lost with Redis.
    listeners.emit(date);
  }

  /** The date's counts from Postgres, read a moment ago (`fallbackCacheMs`) or now. */
  function fromPostgres(date: string): Promise<TLiveStats> {
    const cached = fallback.get(date);
    if (cached && performance.now() - cached.at < fallbackCacheMs) return cached.stats;
    return readPostgres(date);
  }

  /** The date's counts from Postgres, read now (and kept for `fromPostgres`). */
  function readPostgres(date: string): Promise<TLiveStats> {
    const stats = countDay(sql, date);
    if (fallback.size >= DATES_KEPT) fallback.clear();
    fallback.set(date, { at: performance.now(), stats });
    stats.catch(() => fallback.delete(date));
    return stats;
  }

  /** The date's counts from the counters when they are trusted, else from Postgres. */
  async function currentCounts(date: string): Promise<TLiveStats> {
    // A settled day's counts barely move, so Postgres answers them directly instead of each
    // requested date being rebuilt into the live counters.
    if (isSettledDate(date, deps.now)) return fromPostgres(date);
    // While a day is rebuilt (at start, or after a loss) what the counters hold is not yet trusted.
    if (!stale.has(date) && !rebuilding.has(date) && !countersSkipped()) {
      try {
        const counts = await counters.read(date);
        if (counts) return counts;
        // Never built, expired, or Redis came back empty: rebuild without making anyone wait.
        void rebuild(date);
      } catch (error) {
        countersSkippedUntil = performance.now() + healIntervalMs;
        logger.debug({ date, err: describe(error) }, 'live counters unreadable; counting from Postgres');
      }
    }
    return fromPostgres(date);
  }

  void rebuild(today(deps.now));

  return {
    async playerPlayed(date, playerId) {
      const { newForDay, firstEver } = await recordPlaying(sql, date, playerId);
      // Not new: the counters have it already, or the day is stale and a rebuild will bring it.
      if (!newForDay) return;
      await writeCounters(date, () => counters.markPlaying(date, playerId, { firstEver }));
    },

    async entryChanged(date, playerId) {
      const facts = await playerFacts(sql, date, playerId);
      if (!facts) return;
      await writeCounters(date, () => counters.setPlayerFacts(date, facts));
    },

    async committed(date, { playerId, playing, facts }) {
      // A player already counted for the day: the counters have them, or a rebuild will bring them.
      const joined = playing?.newForDay === true;
      await writeCounters(date, async () => {
        await Promise.all([
          joined ? counters.markPlaying(date, playerId, { firstEver: playing.firstEver }) : undefined,
          counters.setPlayerFacts(date, facts),
        ]);
      });
    },

    mayHaveMissed(date) {
      markStale(date, new Error('a write to Postgres may have committed unseen'));
      listeners.emit(date);
    },

    async playersMerged(dates) {
      const live = new Set([today(deps.now), ...dates.filter((date) => !isSettledDate(date, deps.now))]);
      for (const date of dates) fallback.delete(date);
      await Promise.all(
        [...live].map(async (date) => {
          fallback.delete(date);
          // A rebuild already running may have read Postgres before the merge: rebuild after it.
          await rebuilding.get(date);
          await rebuild(date);
        }),
      );
      for (const date of new Set([...live, ...dates])) listeners.emit(date);
    },

    async snapshot(date) {
      const counts = await currentCounts(date);
      const before = answered.get(date);
      // Postgres is written before the counters, and its counts are kept a moment: so either source
      // may lag what was answered before. Postgres read now has every write both had, and is the
      // truth when a count really went down (a reveal, a merge).
      const answer = before && stepsBack(before, counts) ? await readPostgres(date) : counts;
      if (answered.size >= DATES_KEPT && !answered.has(date)) answered.clear();
      answered.set(date, answer);
      return answer;
    },

    onChange(listener) {
      return listeners.add(listener);
    },

    async close() {
      closed = true;
      clearTimeout(healTimer);
      unsubscribe();
      listeners.clear();
      await Promise.allSettled(rebuilding.values());
    },
  };
}

/** Only a few dates are ever asked for at once: past this many, the maps of dates start afresh. */
const DATES_KEPT = 64;

/** Whether some count of `after` is below the same count of `before`. */
function stepsBack(before: TLiveStats, after: TLiveStats): boolean {
  return LIVE_COUNTS.some((count) => after[count] < before[count]);
}

function describe(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}
