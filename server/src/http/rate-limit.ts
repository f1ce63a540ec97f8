import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ErrorCode } from '@dozen/engine/contract';
import type { RateLimits } from '../config.js';
import { DomainError } from '../domain-error.js';

/**
 * Rate limits through rate-limiter-flexible: buckets in Redis when there is one (shared by every
 * instance), each with an in-process insurance limiter that takes over while Redis is unreachable;
 * in-process buckets otherwise.
 */
export interface RateLimiter {
  /** Takes one point for `key`, or throws 429 RATE_LIMITED with Retry-After. */
  consume(key: string): Promise<void>;
}

export interface RateLimitSet {
  wordsPerSession: RateLimiter;
  wordsPerIp: RateLimiter;
  sessionsPerIp: RateLimiter;
  writesPerSession: RateLimiter;
}

function limiter(
  name: string,
  points: number,
  durationSeconds: number,
  redis: Redis | undefined,
  namespace: string,
): RateLimiter {
  const keyPrefix = `dozen:rl:${namespace}${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async consume(key) {
      try {
        await store.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new DomainError(
            ErrorCode.RATE_LIMITED,
            'Too many requests: slow down.',
            undefined,
            retryAfterSeconds,
          );
        }
        throw rejection;
      }
    },
  };
}

export function createRateLimits(limits: RateLimits, redis?: Redis, namespace?: string): RateLimitSet {
  const ns = namespace ? `${namespace}:` : '';
  return {
    wordsPerSession: limiter('words:session', limits.wordsPerSessionPerMinute, 60, redis, ns),
    wordsPerIp: limiter('words:ip', limits.wordsPerIpPerMinute, 60, redis, ns),
    sessionsPerIp: limiter('sessions:ip', limits.sessionsPerIpPerHour, 3600, redis, ns),
    writesPerSession: limiter('writes:session', limits.writesPerSessionPerMinute, 60, redis, ns),
  };
}
