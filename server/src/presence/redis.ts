import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { REBALANCE_EVERY_MS } from '../live/rebalance.js';
import { createRedisLiveCounters } from '../live/redis.js';
import { closeRedisClient, createRedisClient, firstConnection } from '../redis.js';
import { createRedisRevocations } from './revocations-redis.js';
import { createRedisLeagueEvents } from './league-events-redis.js';
import { createRedisSocketShares } from './socket-shares-redis.js';
import type { Presence } from './types.js';

export interface RedisPresenceOptions {
  redisUrl: string;
  logger: Logger;
  /** Prefix of every key (default `dozen:`), so deployments or test files can share one Redis. */
  keyPrefix?: string;
}

/**
 * Presence shared by every instance through Redis. Counters keep their own connections (scripts,
 * rebuilds, the change subscription); rate limits, the readiness ping, the socket counts and
 * published revocations share one more; the revocations' and the league events' subscriptions have
 * their own. A rate limiter falls back to an in-process bucket while Redis is unreachable
 * (rate-limiter-flexible's insurance limiter), so an outage never turns into refused requests.
 */
export function createRedisPresence(options: RedisPresenceOptions): Presence {
  const prefix = options.keyPrefix ?? 'dozen:';
  const counters = createRedisLiveCounters({
    redisUrl: options.redisUrl,
    logger: options.logger,
    keyPrefix: `${prefix}live:`,
  });
  const client = createRedisClient(options.redisUrl, options.logger, { name: 'presence' });
  const revocations = createRedisRevocations({
    redisUrl: options.redisUrl,
    logger: options.logger,
    publisher: client,
    channel: `${prefix}sessions:revoked`,
  });
  const leagueEvents = createRedisLeagueEvents({
    redisUrl: options.redisUrl,
    logger: options.logger,
    publisher: client,
    channel: `${prefix}leagues:events`,
  });

  // An instance that missed five of the rebalancer's reports is gone.
  const socketShares = createRedisSocketShares({
    client,
    key: `${prefix}sockets`,
    staleMs: 5 * REBALANCE_EVERY_MS,
  });

  return {
    kind: 'redis',
    counters,
    revocations,
    leagueEvents,
    socketShares,
    rateLimiter({ name, points, durationSeconds }) {
      const keyPrefix = `${prefix}rl:${name}`;
      return new RateLimiterRedis({
        storeClient: client,
        keyPrefix,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
      });
    },
    async ready() {
      await firstConnection(client);
      const redis = await client.ping().then(
        () => true,
        () => false,
      );
      return { redis };
    },
    async close() {
      await counters.close();
      await revocations.close();
      await leagueEvents.close();
      await socketShares.close();
      await closeRedisClient(client);
    },
  };
}
