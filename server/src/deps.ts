import type { Redis } from 'ioredis';
import type { Dictionary } from '@dozen/engine';
import type { Config } from './config.js';
import type { LiveStats } from './live/types.js';
import type { Logger } from './logger.js';
import type { PoolService } from './services/pools.js';
import type { Sql } from './storage/database.js';

/** Everything the HTTP app needs, built by index.ts (or a test) and injected. */
export interface AppDeps {
  config: Config;
  sql: Sql;
  dictionary: Dictionary;
  pools: PoolService;
  liveStats: LiveStats;
  logger: Logger;
  /** The clock: tests move it across New York midnight. */
  now: () => Date;
  /** Shared rate-limit buckets (and a readiness check) when REDIS_URL is set. */
  redis?: Redis;
  /** Prefix for rate-limit keys (tests keep servers sharing a Redis apart). */
  rateLimitNamespace?: string;
}
