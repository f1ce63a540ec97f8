import type { DailyPool, Dictionary } from '@dozen/engine';
import { ErrorCode } from '@dozen/engine/contract';
import { ApiError } from '../http/errors.js';
import type { LiveStats } from '../live/types.js';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { isPlayableDate } from './day.js';
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

/**
 * The pool of a date a player may still act on (today, or yesterday for a game begun before
 * midnight): 422 BAD_GAME_DATE for any other date, 404 when no pool exists.
 * `refusal` completes "… can only …" for the activity, e.g. "Hints are only available for".
 */
export async function playablePool(context: GameContext, date: string, refusal: string): Promise<DailyPool> {
  if (!isPlayableDate(date, context.now)) {
    throw new ApiError(ErrorCode.BAD_GAME_DATE, `${refusal} today’s or yesterday’s puzzle.`);
  }
  const pool = await context.pools.get(date);
  if (!pool) throw new ApiError(ErrorCode.NOT_FOUND, 'No puzzle for that date.');
  return pool;
}
