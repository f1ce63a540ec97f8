import type { Logger } from 'pino';
import { createMemoryLiveCounters } from './memory.js';
import { createRedisLiveCounters } from './redis.js';
import type { LiveCounters } from './types.js';

export type { DayTruth, LiveCounters, LiveStats, MarkPlayingOptions, PlayerDayFacts } from './types.js';

export interface LiveCountersConfig {
  /** With a Redis URL the counters are shared by every instance; without, they live in this process. */
  redisUrl?: string | undefined;
  logger: Logger;
  /** Redis key prefix (default `dozen:live:`): deployments or test files sharing one Redis stay apart. */
  keyPrefix?: string | undefined;
}

/**
 * The one place that chooses where live counters live (like Colyseus' `getDefaultPresence()`):
 * Redis when configured, else in-process. Everything else sees `LiveCounters`.
 */
export function createLiveCounters(config: LiveCountersConfig): LiveCounters {
  if (config.redisUrl) {
    config.logger.info('live counters in Redis');
    return createRedisLiveCounters({
      redisUrl: config.redisUrl,
      logger: config.logger,
      ...(config.keyPrefix ? { keyPrefix: config.keyPrefix } : {}),
    });
  }
  config.logger.info('live counters in process (one instance; set REDIS_URL to share them)');
  return createMemoryLiveCounters();
}
