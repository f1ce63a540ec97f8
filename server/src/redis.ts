import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * A Redis client that never hangs a request (ARCHITECTURE.md): commands fail after
 * `commandTimeout`, nothing queues while disconnected, and it keeps reconnecting with backoff.
 * Callers treat a failure as "Redis unavailable" and fall back (rate limits to the in-process
 * insurance limiter, counters to Postgres).
 */
export function createRedisClient(url: string, logger: Logger, name: string): Redis {
  const client = new Redis(url, {
    connectionName: `dozen:${name}`,
    commandTimeout: 500,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2_000),
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message !== lastError) logger.warn({ redis: name, err: error.message }, 'redis error');
    lastError = error.message;
  });
  client.on('ready', () => {
    if (lastError) logger.info({ redis: name }, 'redis reconnected');
    lastError = '';
  });
  return client;
}
