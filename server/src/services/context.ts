import type { Dictionary } from '@dozen/engine';
import type { LiveStats } from '../live/types.js';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
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
