import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLiveCounters } from '../src/live/memory.js';
import { createRedisLiveCounters } from '../src/live/redis.js';
import { D1, facts, truth } from './live-counters-contract.js';

/**
 * What each LiveCounters implementation does beyond the shared contract (live-counters-contract.ts,
 * run over both presences by presence.test.ts): the in-process one keeps recent days only; the
 * Redis one survives lost keys, expires day keys, and never hangs when Redis is unreachable.
 */

const logger = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;

describe('memory counters keep recent days only', () => {
  it('drops the least recently used day beyond maxDays; it reads as not held', async () => {
    const counters = createMemoryLiveCounters({ maxDays: 2 });
    for (const date of ['2026-11-19', '2026-11-20', '2026-11-21'])
      await counters.rebuild(date, async () => truth({ playing: ['a'] }));
    expect(await counters.read('2026-11-19')).toBeNull();
    expect(await counters.read('2026-11-20')).not.toBeNull();
    expect(await counters.read('2026-11-21')).not.toBeNull();
  });
});

describe.runIf(REDIS_URL)('redis counters against a real Redis', () => {
  const admin = REDIS_URL ? new Redis(REDIS_URL) : undefined;
  afterAll(() => admin?.disconnect());

  it('reads a day whose keys were lost (Redis restarted empty) as not held', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const counters = createRedisLiveCounters({ redisUrl: REDIS_URL!, logger, keyPrefix: prefix });
    try {
      await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 1 }));
      expect(await counters.read(D1)).not.toBeNull();
      const keys = await admin!.keys(`${prefix}*`);
      await admin!.del(...keys);
      // Writes on an emptied Redis don't make the day look held again.
      await counters.markPlaying(D1, 'b', { firstEver: true });
      expect(await counters.read(D1)).toBeNull();
    } finally {
      await counters.close();
    }
  });

  it('gives every day key an expiry and keeps lifetime players without one', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const counters = createRedisLiveCounters({
      redisUrl: REDIS_URL!,
      logger,
      keyPrefix: prefix,
      dayTtlSeconds: 1_000,
    });
    try {
      await counters.rebuild(D1, async () =>
        truth({ playing: ['a'], facts: [facts('a', true, true, 2)], lifetimePlayers: 1 }),
      );
      await counters.markPlaying(D1, 'b');
      const keys = (await admin!.keys(`${prefix}*`)).sort();
      const ttls = Object.fromEntries(
        await Promise.all(
          keys.map(async (key) => [key.slice(prefix.length), await admin!.ttl(key)] as const),
        ),
      );
      for (const [key, ttl] of Object.entries(ttls)) {
        if (key.startsWith('lifetime')) expect(ttl, key).toBe(-1);
        else expect(ttl, key).toBeGreaterThan(0);
      }
      expect(Object.keys(ttls)).toEqual(
        expect.arrayContaining([
          `{${D1}}:playing`,
          `{${D1}}:reached-score`,
          `{${D1}}:reached-word`,
          `{${D1}}:ready`,
          `{${D1}}:version`,
          'lifetime',
        ]),
      );
    } finally {
      await counters.close();
    }
  });

  it('fails fast, without hanging, when Redis cannot be reached', async () => {
    // Nothing listens on port 1: every call must be refused promptly, never queued.
    const counters = createRedisLiveCounters({
      redisUrl: 'redis://127.0.0.1:1',
      logger,
      keyPrefix: 'test:down:',
    });
    try {
      const abort = AbortSignal.timeout(1_000);
      const outcome = await Promise.race([
        Promise.allSettled([
          counters.markPlaying(D1, 'a'),
          counters.setPlayerFacts(D1, facts('a', true, true, 1)),
          counters.read(D1),
        ]),
        new Promise<'aborted'>((resolve) => abort.addEventListener('abort', () => resolve('aborted'))),
      ]);
      expect(outcome).not.toBe('aborted');
      expect((outcome as PromiseSettledResult<unknown>[]).map((result) => result.status)).toEqual([
        'rejected',
        'rejected',
        'rejected',
      ]);
    } finally {
      await counters.close();
    }
  });
});
