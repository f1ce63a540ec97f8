import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode } from '@dozen/engine/contract';
import type { RateLimits } from '../config.js';
import { DomainError } from '../domain-error.js';
import type { Presence } from '../presence/index.js';

/**
 * The API's rate limits (rate-limiter-flexible). Their buckets live wherever the presence keeps
 * shared state: in Redis with several instances (each bucket backed by an in-process insurance
 * limiter while Redis is unreachable), in this process otherwise.
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
  /** Share images drawn for an IP address (cached ones are free). */
  shareImageRendersPerIp: RateLimiter;
  /** Sign-in e-mails, keyed by a hash of the address (never the address itself). */
  signInEmailsPerAddressPerMinute: RateLimiter;
  signInEmailsPerAddressPerHour: RateLimiter;
  signInEmailsPerIp: RateLimiter;
  /** verify-code and complete-sign-in attempts per IP address. */
  signInAttemptsPerIp: RateLimiter;
  /** Analytics batches (POST /api/events) per session and per IP address. */
  eventBatchesPerSession: RateLimiter;
  eventBatchesPerIp: RateLimiter;
  /** Invite links opened or joined, per account and per IP address. */
  leagueJoinsPerAccount: RateLimiter;
  leagueJoinsPerIp: RateLimiter;
}

function limiter(store: RateLimiterAbstract): RateLimiter {
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

export function createRateLimits(limits: RateLimits, presence: Pick<Presence, 'rateLimiter'>): RateLimitSet {
  const bucket = (name: string, points: number, durationSeconds: number) =>
    limiter(presence.rateLimiter({ name, points, durationSeconds }));
  return {
    wordsPerSession: bucket('words:session', limits.wordsPerSessionPerMinute, 60),
    wordsPerIp: bucket('words:ip', limits.wordsPerIpPerMinute, 60),
    sessionsPerIp: bucket('sessions:ip', limits.sessionsPerIpPerHour, 3600),
    writesPerSession: bucket('writes:session', limits.writesPerSessionPerMinute, 60),
    shareImageRendersPerIp: bucket('share-image-renders:ip', limits.shareImageRendersPerIpPerMinute, 60),
    signInEmailsPerAddressPerMinute: bucket(
      'sign-in:address:minute',
      limits.signInEmailsPerAddressPerMinute,
      60,
    ),
    signInEmailsPerAddressPerHour: bucket('sign-in:address:hour', limits.signInEmailsPerAddressPerHour, 3600),
    signInEmailsPerIp: bucket('sign-in:ip', limits.signInEmailsPerIpPerHour, 3600),
    signInAttemptsPerIp: bucket('sign-in-attempts:ip', limits.signInAttemptsPerIpPer10Minutes, 600),
    eventBatchesPerSession: bucket('events:session', limits.eventBatchesPerSessionPerMinute, 60),
    eventBatchesPerIp: bucket('events:ip', limits.eventBatchesPerIpPerMinute, 60),
    leagueJoinsPerAccount: bucket('league-joins:account', limits.leagueJoinsPerAccountPerHour, 3600),
    leagueJoinsPerIp: bucket('league-joins:ip', limits.leagueJoinsPerIpPerHour, 3600),
  };
}
