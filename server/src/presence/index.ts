import type { Logger } from 'pino';
import { createLocalPresence } from './local.js';
import { createRedisPresence } from './redis.js';
import type { Presence } from './types.js';

export type {
  LeagueEvent,
  LeagueEvents,
  Presence,
  RateLimiterOptions,
  Revocation,
  SessionRevocations,
} from './types.js';
export type { SocketShares } from './socket-shares.js';

export interface PresenceConfig {
  /** With a Redis URL, every instance shares counts and limits; without, they live in this process. */
  redisUrl?: string | undefined;
  logger: Logger;
  /** Redis key prefix (default `dozen:`): deployments or test files sharing one Redis stay apart. */
  keyPrefix?: string | undefined;
}

/**
 * The one place that chooses where shared live state lives (Colyseus' `getDefaultPresence()`):
 * Redis when configured, else this process. Counters, rate limits and the readiness check all come
 * from the result.
 */
export function createPresence(config: PresenceConfig): Presence {
  if (config.redisUrl) {
    config.logger.info('presence in Redis: live counters and rate limits shared by every instance');
    return createRedisPresence({
      redisUrl: config.redisUrl,
      logger: config.logger,
      ...(config.keyPrefix ? { keyPrefix: config.keyPrefix } : {}),
    });
  }
  config.logger.info('presence in process: one instance (set REDIS_URL to share counts and limits)');
  return createLocalPresence();
}
