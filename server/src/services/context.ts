import type { DailyPool, Dictionary } from '@dozen/engine';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import type { LiveStats } from '../live/types.js';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { hasStarted, isArchiveDate, isPlayableDate, isRevealableDate } from './day-policy.js';
import type { PoolService } from './pools.js';

/** What the game-play services use (a subset of AppDeps, so services never see Express). */
export interface GameContext {
  sql: Sql;
  pools: PoolService;
  dictionary: Dictionary;
  liveStats: LiveStats;
  logger: Logger;
  now: () => Date;
}

/**
 * Tells the live counters after Postgres has committed. A counter failure (Redis down) must not
 * fail a request whose write is already durable: it is logged, and counts come from Postgres.
 */
export async function notifyLive(
  context: GameContext,
  what: string,
  action: () => Promise<void>,
): Promise<void> {
  try {
    await action();
  } catch (error) {
    context.logger.warn({ err: error, what }, 'live stats update failed');
  }
}

/** What choosing a date's pool needs: the pools and the clock. */
type PoolContext = Pick<GameContext, 'pools' | 'now'>;

/** The stored pool of a date (404 when there is none). */
async function poolOf(context: PoolContext, date: string): Promise<DailyPool> {
  const pool = await context.pools.getOrCreate(date);
  if (!pool) throw new DomainError(ErrorCode.NOT_FOUND, 'No puzzle for that date.');
  return pool;
}

/**
 * The pool of a date a player may still act on (today, or yesterday for a game begun before
 * midnight): 422 BAD_GAME_DATE for any other date, 404 when no pool exists.
 * `refusal` completes "… can only …" for the activity, e.g. "Hints are only available for".
 */
export async function playablePool(context: PoolContext, date: string, refusal: string): Promise<DailyPool> {
  if (!isPlayableDate(date, context.now)) {
    throw new DomainError(ErrorCode.BAD_GAME_DATE, `${refusal} today’s or yesterday’s puzzle.`);
  }
  return poolOf(context, date);
}

/** The pool of a date whose answers may be revealed (today only: 422 BAD_GAME_DATE otherwise). */
export async function revealablePool(context: GameContext, date: string): Promise<DailyPool> {
  if (!isRevealableDate(date, context.now)) {
    throw new DomainError(ErrorCode.BAD_GAME_DATE, 'Only today’s targets can be revealed.');
  }
  return poolOf(context, date);
}

/** A date that has begun (today or earlier) and has a pool; a future date is 404 like a missing one. */
export async function startedPool(context: GameContext, date: string): Promise<DailyPool> {
  if (!hasStarted(date, context.now))
    throw new DomainError(ErrorCode.NOT_FOUND, 'That puzzle has not started yet.');
  return poolOf(context, date);
}

/**
 * The pool of a day played from the archive: only a day that is over for everyone
 * (422 DAY_NOT_OVER for today or later, whatever the request claims), and only a stored pool
 * (404 NOT_FOUND otherwise: the archive never generates one).
 */
export async function archivePool(context: GameContext, date: string): Promise<DailyPool> {
  if (!isArchiveDate(date, context.now)) throw dayNotOver();
  const pool = await context.pools.getStored(date);
  if (!pool) throw new DomainError(ErrorCode.NOT_FOUND, 'No past puzzle for that date.');
  return pool;
}

/** Today's or a later puzzle asked of the archive. */
export function dayNotOver(): DomainError {
  return new DomainError(
    ErrorCode.DAY_NOT_OVER,
    'That puzzle is not over yet: the archive opens a day after New York midnight ends it.',
  );
}
