import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLiveCounters } from '../src/live/memory.js';
import { createRedisLiveCounters } from '../src/live/redis.js';
import type { DayTruth, LiveCounters, PlayerDayFacts } from '../src/live/types.js';
import { waitFor } from './live-support.js';

/**
 * One contract for every LiveCounters implementation (Colyseus runs its presence tests over Local
 * and Redis the same way): in-process always, Redis when TEST_REDIS_URL is set.
 */

const logger = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;

interface Implementation {
  name: string;
  create(): LiveCounters;
}

const implementations: Implementation[] = [
  { name: 'memory', create: () => createMemoryLiveCounters() },
  ...(REDIS_URL
    ? [
        {
          name: 'redis',
          // A fresh key prefix per counters: tests never see each other's keys.
          create: () =>
            createRedisLiveCounters({
              redisUrl: REDIS_URL,
              logger,
              keyPrefix: `test:${randomBytes(6).toString('hex')}:`,
            }),
        },
      ]
    : []),
];

const D1 = '2026-11-21';
const D2 = '2026-11-22';

const facts = (playerId: string, score: boolean, word: boolean, uniqueWords: number): PlayerDayFacts => ({
  playerId,
  reachedScoreQualified: score,
  reachedWordQualified: word,
  uniqueWords,
});

const truth = (partial: Partial<DayTruth> = {}): DayTruth => ({
  playing: [],
  facts: [],
  lifetimePlayers: 0,
  ...partial,
});

const counts = (
  date: string,
  totalPlayers: number,
  lifetimePlayers: number,
  playersReachedScore: number,
  playersReachedWord: number,
  highestUniqueWords: number,
) => ({
  date,
  totalPlayers,
  lifetimePlayers,
  playersReachedScore,
  playersReachedWord,
  highestUniqueWords,
});

describe.each(implementations)('LiveCounters contract: $name', ({ create }) => {
  let counters: LiveCounters;

  beforeEach(() => {
    counters = create();
  });
  afterEach(async () => {
    await counters.close();
  });

  it('holds no date until it is rebuilt, even after writes', async () => {
    expect(await counters.read(D1)).toBeNull();
    await counters.markPlaying(D1, 'a', { firstEver: true });
    await counters.setPlayerFacts(D1, facts('a', true, true, 3));
    expect(await counters.read(D1)).toBeNull();
  });

  it('reads back exactly what a rebuild gave it', async () => {
    await counters.rebuild(D1, async () =>
      truth({
        playing: ['a', 'b', 'c'],
        facts: [facts('a', true, false, 4), facts('b', true, true, 9), facts('c', false, false, 1)],
        lifetimePlayers: 40,
      }),
    );
    expect(await counters.read(D1)).toEqual(counts(D1, 3, 40, 2, 1, 9));
  });

  // Each row: writes after a rebuild of D1 with players a, b (b reached both, 5 words) and 10 lifetime.
  const writeTable: Array<{
    name: string;
    writes: (c: LiveCounters) => Promise<unknown>;
    expected: ReturnType<typeof counts>;
  }> = [
    { name: 'nothing', writes: async () => undefined, expected: counts(D1, 2, 10, 1, 1, 5) },
    {
      name: 'a new player, first ever',
      writes: (c) => c.markPlaying(D1, 'c', { firstEver: true }),
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a new player, played before',
      writes: (c) => c.markPlaying(D1, 'c'),
      expected: counts(D1, 3, 10, 1, 1, 5),
    },
    {
      name: 'the same first-ever player three times (retries)',
      writes: async (c) => {
        for (let i = 0; i < 3; i += 1) await c.markPlaying(D1, 'c', { firstEver: true });
      },
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a player already counted, marked first ever again',
      writes: (c) => c.markPlaying(D1, 'a', { firstEver: true }),
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'twenty parallel marks of one player',
      writes: (c) =>
        Promise.all(Array.from({ length: 20 }, () => c.markPlaying(D1, 'c', { firstEver: true }))),
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a reaches the target score',
      writes: (c) => c.setPlayerFacts(D1, facts('a', true, false, 2)),
      expected: counts(D1, 2, 10, 2, 1, 5),
    },
    {
      name: 'the same facts twice',
      writes: async (c) => {
        await c.setPlayerFacts(D1, facts('a', true, true, 7));
        await c.setPlayerFacts(D1, facts('a', true, true, 7));
      },
      expected: counts(D1, 2, 10, 2, 2, 7),
    },
    {
      name: 'b reveals the targets (leaves both competitive counts)',
      writes: (c) => c.setPlayerFacts(D1, facts('b', false, false, 5)),
      expected: counts(D1, 2, 10, 0, 0, 5),
    },
    {
      name: 'fewer unique words never lower the most',
      writes: (c) => c.setPlayerFacts(D1, facts('b', true, true, 2)),
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'more unique words raise the most',
      writes: (c) => c.setPlayerFacts(D1, facts('a', false, false, 12)),
      expected: counts(D1, 2, 10, 1, 1, 12),
    },
    {
      name: 'writes to another date',
      writes: async (c) => {
        await c.markPlaying(D2, 'z');
        await c.setPlayerFacts(D2, facts('z', true, true, 30));
      },
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'a first-ever player on another date (lifetime is global)',
      writes: (c) => c.markPlaying(D2, 'z', { firstEver: true }),
      expected: counts(D1, 2, 11, 1, 1, 5),
    },
  ];

  it.each(writeTable)('after $name', async ({ writes, expected }) => {
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a', 'b'], facts: [facts('b', true, true, 5)], lifetimePlayers: 10 }),
    );
    await writes(counters);
    expect(await counters.read(D1)).toEqual(expected);
  });

  it('counts a first-ever player on another date in the lifetime of every date', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 10 }));
    await counters.rebuild(D2, async () => truth({ playing: [], lifetimePlayers: 10 }));
    await counters.markPlaying(D2, 'z', { firstEver: true });
    expect((await counters.read(D1))?.lifetimePlayers).toBe(11);
    expect(await counters.read(D2)).toEqual(counts(D2, 1, 11, 0, 0, 0));
  });

  it('replaces what it held: members absent from Postgres disappear', async () => {
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a', 'b'], facts: [facts('a', true, true, 8)], lifetimePlayers: 5 }),
    );
    await counters.markPlaying(D1, 'ghost');
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a'], facts: [facts('a', false, true, 3)], lifetimePlayers: 2 }),
    );
    expect(await counters.read(D1)).toEqual(counts(D1, 1, 2, 0, 1, 3));
  });

  it('reads Postgres again when a write lands while it is being read', async () => {
    let loads = 0;
    await counters.rebuild(D1, async () => {
      loads += 1;
      if (loads === 1) {
        // Another request commits "late" to Postgres and then to the counters, after this
        // rebuild's snapshot was taken: the first snapshot lacks it.
        await counters.markPlaying(D1, 'late', { firstEver: true });
        return truth({ playing: ['a'], lifetimePlayers: 1 });
      }
      return truth({ playing: ['a', 'late'], lifetimePlayers: 2 });
    });
    expect(loads).toBe(2);
    expect(await counters.read(D1)).toEqual(counts(D1, 2, 2, 0, 0, 0));
  });

  it('still applies a rebuild when writes never stop landing', async () => {
    let loads = 0;
    await counters.rebuild(D1, async () => {
      loads += 1;
      await counters.markPlaying(D1, `p${loads}`);
      return truth({ playing: ['a'], lifetimePlayers: 1 });
    });
    expect(loads).toBeGreaterThan(1);
    expect(await counters.read(D1)).not.toBeNull();
  });

  it('rebuilds thousands of players', async () => {
    const playing = Array.from({ length: 2_500 }, (_, i) => `player-${i}`);
    const dayFacts = playing.map((id, i) => facts(id, i % 2 === 0, i % 5 === 0, i % 37));
    await counters.rebuild(D1, async () => truth({ playing, facts: dayFacts, lifetimePlayers: 9_000 }));
    expect(await counters.read(D1)).toEqual(counts(D1, 2_500, 9_000, 1_250, 500, 36));
  });

  it('tells subscribers which date changed, and stops when unsubscribed', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 1 }));
    const heard: string[] = [];
    const unsubscribe = counters.subscribe((date) => heard.push(date));
    await counters.markPlaying(D2, 'b');
    await waitFor('a change of D2', () => (heard.includes(D2) ? true : undefined));
    unsubscribe();
    heard.length = 0;
    await counters.markPlaying(D1, 'c');
    await counters.setPlayerFacts(D1, facts('c', true, true, 4));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });

  it('a rebuild whose Postgres read fails changes nothing', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 1 }));
    await expect(
      counters.rebuild(D1, async () => {
        throw new Error('postgres unavailable');
      }),
    ).rejects.toThrow('postgres unavailable');
    expect(await counters.read(D1)).toEqual(counts(D1, 1, 1, 0, 0, 0));
  });
});

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
