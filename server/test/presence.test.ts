import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_STATUS, ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../src/domain-error.js';
import { createRateLimits } from '../src/http/rate-limit.js';
import { createPresence, type Presence } from '../src/presence/index.js';
import { createRedisSocketShares } from '../src/presence/socket-shares-redis.js';
import { closeRedisClient, createRedisClient, firstConnection } from '../src/redis.js';
import { liveCountersContract } from './live-counters-contract.js';

/**
 * One contract for every Presence (Colyseus runs its presence tests over Local and Redis the same
 * way): in-process always, Redis when TEST_REDIS_URL is set. Both come from `createPresence`, the
 * one place that chooses. Live counters, rate limits and readiness are all part of it.
 */

const logger = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;

interface Implementation {
  kind: Presence['kind'];
  create(keyPrefix?: string): Presence;
}

/** A fresh key prefix: tests never see each other's keys in a shared Redis. */
const freshPrefix = () => `test:${randomBytes(6).toString('hex')}:`;

const IMPLEMENTATIONS: Implementation[] = [
  { kind: 'memory', create: () => createPresence({ logger }) },
  ...(REDIS_URL
    ? [
        {
          kind: 'redis' as const,
          create: (keyPrefix = freshPrefix()) => createPresence({ redisUrl: REDIS_URL, logger, keyPrefix }),
        },
      ]
    : []),
];

const LIMITS = {
  wordsPerSessionPerMinute: 2,
  wordsPerIpPerMinute: 3,
  sessionsPerIpPerHour: 1,
  writesPerSessionPerMinute: 4,
  shareImageRendersPerIpPerMinute: 3,
  signInEmailsPerAddressPerMinute: 1,
  signInEmailsPerAddressPerHour: 5,
  signInEmailsPerIpPerHour: 6,
  signInAttemptsPerIpPer10Minutes: 7,
  eventBatchesPerSessionPerMinute: 8,
  eventBatchesPerIpPerMinute: 9,
  leagueJoinsPerAccountPerHour: 3,
  leagueJoinsPerIpPerHour: 5,
};

/** How a consumption ended: allowed, or refused with the seconds until the window ends. */
async function outcome(consume: () => Promise<unknown>): Promise<'allowed' | { refusedForMs: number }> {
  try {
    await consume();
    return 'allowed';
  } catch (error) {
    if (error instanceof RateLimiterRes) return { refusedForMs: error.msBeforeNext };
    throw error;
  }
}

describe.each(IMPLEMENTATIONS)('Presence contract: $kind', ({ kind, create }) => {
  let presence: Presence;
  beforeEach(async () => {
    presence = create();
    // Connected before the first command: the Redis limiters would otherwise count in process.
    await presence.ready();
  });
  afterEach(async () => {
    await presence.close();
  });

  it('is the kind its configuration asked for', () => {
    expect(presence.kind).toBe(kind);
  });

  it('reports its store ready (nothing to check in process)', async () => {
    expect(await presence.ready()).toEqual(kind === 'redis' ? { redis: true } : {});
  });

  describe('live counters', () => {
    liveCountersContract(() => presence.counters);
  });

  it('counts an instance alone as the whole house of sockets', async () => {
    expect(await presence.socketShares.report(120)).toEqual({ total: 120, instances: 1 });
  });

  describe('session revocations', () => {
    it('listens, and tells its own listeners before publishing resolves', async () => {
      const heard: unknown[] = [];
      presence.revocations.subscribe((event) => heard.push(event));
      await expect.poll(() => presence.revocations.listening()).toBe(true);
      const published = presence.revocations.publish({ sessionId: 'session1' });
      expect(heard).toEqual([{ sessionId: 'session1' }]);
      await published;
    });
  });

  describe('rate limits', () => {
    it('allows `points` per key in a window, then refuses with the time left in it', async () => {
      const limiter = presence.rateLimiter({ name: 'contract', points: 3, durationSeconds: 60 });
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await outcome(() => limiter.consume('a')));
      expect(results.slice(0, 3)).toEqual(['allowed', 'allowed', 'allowed']);
      const refused = results[3] as { refusedForMs: number };
      expect(refused.refusedForMs).toBeGreaterThan(0);
      expect(refused.refusedForMs).toBeLessThanOrEqual(60_000);
    });

    it('keeps keys apart, and limiters of different names apart', async () => {
      const words = presence.rateLimiter({ name: 'words', points: 1, durationSeconds: 60 });
      const writes = presence.rateLimiter({ name: 'writes', points: 1, durationSeconds: 60 });
      expect(await outcome(() => words.consume('a'))).toBe('allowed');
      expect(await outcome(() => words.consume('a'))).not.toBe('allowed');
      expect(await outcome(() => words.consume('b'))).toBe('allowed');
      expect(await outcome(() => writes.consume('a'))).toBe('allowed');
    });

    it('starts a new window once the duration has passed', async () => {
      const limiter = presence.rateLimiter({ name: 'window', points: 1, durationSeconds: 1 });
      expect(await outcome(() => limiter.consume('a'))).toBe('allowed');
      const refused = await outcome(() => limiter.consume('a'));
      expect(refused).not.toBe('allowed');
      await new Promise((resolve) =>
        setTimeout(resolve, (refused as { refusedForMs: number }).refusedForMs + 50),
      );
      expect(await outcome(() => limiter.consume('a'))).toBe('allowed');
    });

    // Each row: the API's limit, its configured points, and the key it is taken for.
    it.each([
      { limit: 'wordsPerSession', points: LIMITS.wordsPerSessionPerMinute },
      { limit: 'wordsPerIp', points: LIMITS.wordsPerIpPerMinute },
      { limit: 'sessionsPerIp', points: LIMITS.sessionsPerIpPerHour },
      { limit: 'writesPerSession', points: LIMITS.writesPerSessionPerMinute },
      { limit: 'shareImageRendersPerIp', points: LIMITS.shareImageRendersPerIpPerMinute },
      { limit: 'signInEmailsPerAddressPerMinute', points: LIMITS.signInEmailsPerAddressPerMinute },
      { limit: 'signInEmailsPerAddressPerHour', points: LIMITS.signInEmailsPerAddressPerHour },
      { limit: 'signInEmailsPerIp', points: LIMITS.signInEmailsPerIpPerHour },
      { limit: 'signInAttemptsPerIp', points: LIMITS.signInAttemptsPerIpPer10Minutes },
      { limit: 'eventBatchesPerSession', points: LIMITS.eventBatchesPerSessionPerMinute },
      { limit: 'eventBatchesPerIp', points: LIMITS.eventBatchesPerIpPerMinute },
      { limit: 'leagueJoinsPerAccount', points: LIMITS.leagueJoinsPerAccountPerHour },
      { limit: 'leagueJoinsPerIp', points: LIMITS.leagueJoinsPerIpPerHour },
    ] as const)(
      'the API limit $limit refuses call $points + 1 with 429 RATE_LIMITED and Retry-After',
      async ({ limit, points }) => {
        const limiter = createRateLimits(LIMITS, presence)[limit];
        for (let i = 0; i < points; i += 1) await limiter.consume('key');
        const refusal = await limiter.consume('key').then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(DomainError);
        expect(refusal).toMatchObject({ code: ErrorCode.RATE_LIMITED });
        expect(ERROR_STATUS[(refusal as DomainError).code]).toBe(429);
        expect((refusal as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      },
    );
  });
});

describe.runIf(REDIS_URL)('Redis presence: what only a shared store does', () => {
  const opened: Presence[] = [];
  const open = (presence: Presence) => (opened.push(presence), presence);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((presence) => presence.close()));
  });

  it('shares rate-limit buckets between instances of one deployment (same key prefix)', async () => {
    const keyPrefix = freshPrefix();
    const [a, b] = [1, 2].map(() => open(createPresence({ redisUrl: REDIS_URL, logger, keyPrefix })));
    // Until its first connection a limiter counts in process (rate-limiter-flexible's insurance).
    expect(await Promise.all([a!.ready(), b!.ready()])).toEqual([{ redis: true }, { redis: true }]);
    const options = { name: 'shared', points: 3, durationSeconds: 60 };
    const results = [];
    for (const presence of [a!, b!, a!, b!])
      results.push(await outcome(() => presence.rateLimiter(options).consume('player')));
    expect(results.slice(0, 3)).toEqual(['allowed', 'allowed', 'allowed']);
    expect(results[3]).not.toBe('allowed');
  });

  it('shares counter changes between instances: a write on one is heard on the other', async () => {
    const keyPrefix = freshPrefix();
    const [a, b] = [1, 2].map(() => open(createPresence({ redisUrl: REDIS_URL, logger, keyPrefix })));
    const heard: string[] = [];
    b!.counters.subscribe((date) => heard.push(date));
    // Until b's subscription has reached Redis a change is not heard: a new player per try, so each
    // try is a change, until one is heard (a busy machine may take a while to subscribe).
    let player = 0;
    await expect
      .poll(async () => {
        await a!.counters.markPlaying('2026-11-21', `p${player++}`);
        return heard;
      })
      .toContain('2026-11-21');
  });

  it('carries revocations between instances: sessions and users, each once', async () => {
    const keyPrefix = freshPrefix();
    const [a, b] = [1, 2].map(() => open(createPresence({ redisUrl: REDIS_URL, logger, keyPrefix })));
    const heard: unknown[] = [];
    b!.revocations.subscribe((event) => heard.push(event));
    await expect.poll(() => b!.revocations.listening()).toBe(true);
    await a!.revocations.publish({ sessionId: 'abc234' });
    await a!.revocations.publish({ userId: 'u_abc234' });
    await expect.poll(() => heard).toEqual([{ sessionId: 'abc234' }, { userId: 'u_abc234' }]);
  });

  it('shares socket counts: every live instance as last reported, until one stops', async () => {
    const keyPrefix = freshPrefix();
    const [a, b] = [1, 2].map(() => open(createPresence({ redisUrl: REDIS_URL, logger, keyPrefix })));
    await Promise.all([a!.ready(), b!.ready()]);
    expect(await a!.socketShares.report(11)).toEqual({ total: 11, instances: 1 });
    expect(await b!.socketShares.report(0)).toEqual({ total: 11, instances: 2 });
    expect(await a!.socketShares.report(9)).toEqual({ total: 9, instances: 2 });
    await b!.close();
    expect(await a!.socketShares.report(9)).toEqual({ total: 9, instances: 1 });
  });

  it('counts an instance whose reports stopped as gone', async () => {
    const client = createRedisClient(REDIS_URL!, logger, { name: 'test-socket-shares' });
    const key = `${freshPrefix()}sockets`;
    const [a, b] = [1, 2].map(() => createRedisSocketShares({ client, key, staleMs: 200 }));
    try {
      await firstConnection(client);
      await b!.report(10);
      expect(await a!.report(0)).toEqual({ total: 10, instances: 2 });
      // b reports no more (cut off, or killed): once its last report is too old, a is alone.
      await expect.poll(() => a!.report(0), { interval: 100 }).toEqual({ total: 0, instances: 1 });
      expect(await client.hkeys(key)).toHaveLength(1);
    } finally {
      await closeRedisClient(client);
    }
  });

  it('with Redis unreachable: not listening for revocations, and publishing one still resolves', async () => {
    const presence = open(
      createPresence({ redisUrl: 'redis://127.0.0.1:1', logger, keyPrefix: freshPrefix() }),
    );
    const heard: unknown[] = [];
    presence.revocations.subscribe((event) => heard.push(event));
    await presence.revocations.publish({ sessionId: 'abc234' });
    expect(heard).toEqual([{ sessionId: 'abc234' }]);
    expect(presence.revocations.listening()).toBe(false);
  });

  it('with Redis unreachable: not ready, and limits still apply from the in-process insurance', async () => {
    // Nothing listens on port 1: every command is refused at once, never queued.
    const presence = open(
      createPresence({ redisUrl: 'redis://127.0.0.1:1', logger, keyPrefix: freshPrefix() }),
    );
    expect(await presence.ready()).toEqual({ redis: false });
    const limiter = presence.rateLimiter({ name: 'insured', points: 2, durationSeconds: 60 });
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await outcome(() => limiter.consume('a')));
    expect(results.slice(0, 2)).toEqual(['allowed', 'allowed']);
    expect(results[2]).not.toBe('allowed');
  });
});
