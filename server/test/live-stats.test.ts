import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMemoryLiveCounters } from '../src/live/memory.js';
import { createRedisLiveCounters } from '../src/live/redis.js';
import type {
  DayTruth,
  LiveCounters,
  LiveStats,
  MarkPlayingOptions,
  PlayerDayFacts,
} from '../src/live/types.js';
import { createLiveStats, type LiveStatsDeps } from '../src/services/live-stats.js';
import { createSql, type Sql } from '../src/storage/database.js';
import { countDay, recordPlaying } from '../src/storage/live-stats.js';
import { createTestClock, testDatabaseUrl } from './harness.js';
import { waitFor } from './live-support.js';
import { freshDate, player, writeEntry } from './live-stats-rows.js';

/**
 * Postgres is the truth of the live counts; the service keeps the counters equal to it, and when
 * the counters fail it answers from Postgres and rebuilds them once they work again.
 */

const logger = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;
let sql: Sql;
beforeAll(async () => {
  sql = createSql(await testDatabaseUrl());
});
afterAll(async () => {
  await sql.end();
});

/** Counters that can be switched off, as Redis going away looks to the service. */
function switchable(inner: LiveCounters): LiveCounters & { down: boolean } {
  const fail = () => Promise.reject(new Error('counters unavailable'));
  const counters = {
    down: false,
    markPlaying: (date: string, id: string, options?: MarkPlayingOptions) =>
      counters.down ? fail() : inner.markPlaying(date, id, options),
    setPlayerFacts: (date: string, facts: PlayerDayFacts) =>
      counters.down ? fail() : inner.setPlayerFacts(date, facts),
    read: (date: string) => (counters.down ? fail() : inner.read(date)),
    rebuild: (date: string, load: () => Promise<DayTruth>) =>
      counters.down ? fail() : inner.rebuild(date, load),
    subscribe: (listener: (date: string) => void) => inner.subscribe(listener),
    close: () => inner.close(),
  };
  return counters;
}

/** The service over `counters`, its clock at 17:00 UTC on `today`; both closed when the test ends. */
function startLiveStats(
  counters: LiveCounters,
  today: string,
  options: Pick<LiveStatsDeps, 'healIntervalMs' | 'fallbackCacheMs'> = {},
): LiveStats {
  const liveStats = createLiveStats({
    sql,
    counters,
    logger,
    now: createTestClock(`${today}T17:00:00Z`).now,
    ...options,
  });
  onTestFinished(async () => {
    await liveStats.close();
    await counters.close();
  });
  return liveStats;
}

/** A player's day written, then the service told, as submit-game, reveals and hints do. */
async function changeEntry(liveStats: LiveStats, date: string, facts: PlayerDayFacts): Promise<void> {
  await writeEntry(sql, date, facts);
  await liveStats.entryChanged(date, facts.playerId);
}

const modes = [
  { mode: 'memory', create: () => createMemoryLiveCounters() },
  ...(REDIS_URL
    ? [
        {
          mode: 'redis',
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

describe.each(modes)('LiveStats over $mode counters', ({ create }) => {
  it('follows every event and equals Postgres', async () => {
    const date = freshDate();
    const counters = create();
    const liveStats = startLiveStats(counters, date);
    const heard: string[] = [];
    liveStats.onChange((changed) => heard.push(changed));
    // Built at start (today), so the counters answer, not Postgres.
    await waitFor('today built', async () => (await counters.read(date)) ?? undefined);
    const [a, b] = await Promise.all([player(sql), player(sql)]);
    await liveStats.playerPlayed(date, a);
    await liveStats.playerPlayed(date, a);
    await liveStats.playerPlayed(date, b);
    const changes: PlayerDayFacts[] = [
      { playerId: a, reachedScoreQualified: true, reachedWordQualified: true, uniqueWords: 6 },
      { playerId: b, reachedScoreQualified: true, reachedWordQualified: false, uniqueWords: 9 },
      // a reveals the top word: out of the target-word count.
      { playerId: a, reachedScoreQualified: true, reachedWordQualified: false, uniqueWords: 6 },
    ];
    for (const facts of changes) await changeEntry(liveStats, date, facts);

    const truth = await countDay(sql, date);
    expect(truth).toMatchObject({
      totalPlayers: 2,
      playersReachedScore: 2,
      playersReachedWord: 0,
      highestUniqueWords: 9,
    });
    expect(await counters.read(date)).toEqual(truth);
    expect(await liveStats.snapshot(date)).toEqual(truth);
    await waitFor('a change heard', () => (heard.includes(date) ? true : undefined));
  });

  it('answers a date the counters do not hold from Postgres, then builds it', async () => {
    const today = freshDate();
    const past = freshDate();
    const counters = create();
    const a = await player(sql);
    await recordPlaying(sql, past, a);
    await writeEntry(sql, past, {
      playerId: a,
      reachedScoreQualified: false,
      reachedWordQualified: true,
      uniqueWords: 3,
    });
    const liveStats = startLiveStats(counters, today);
    const truth = await countDay(sql, past);
    expect(await counters.read(past)).toBeNull();
    expect(await liveStats.snapshot(past)).toEqual(truth);
    expect(await waitFor('the past day built', async () => (await counters.read(past)) ?? undefined)).toEqual(
      truth,
    );
  });

  it('answers a day long over from Postgres and never builds it into the counters', async () => {
    const longOver = freshDate();
    freshDate(); // the day between: "yesterday" of the clock below
    const today = freshDate();
    const counters = create();
    const a = await player(sql);
    await recordPlaying(sql, longOver, a);
    const liveStats = startLiveStats(counters, today);
    expect(await liveStats.snapshot(longOver)).toEqual(await countDay(sql, longOver));
    // Today is built at start; the long-over day must not be, however long we wait for today.
    await waitFor('today built', async () => (await counters.read(today)) ?? undefined);
    expect(await counters.read(longOver)).toBeNull();
  });

  it('keeps working while the counters fail, then rebuilds them to equal Postgres', async () => {
    const date = freshDate();
    const inner = create();
    const counters = switchable(inner);
    const liveStats = startLiveStats(counters, date, { healIntervalMs: 50, fallbackCacheMs: 0 });
    await waitFor('today built', async () => (await inner.read(date)) ?? undefined);
    const [a, b] = await Promise.all([player(sql), player(sql)]);
    await liveStats.playerPlayed(date, a);

    counters.down = true;
    await liveStats.playerPlayed(date, b);
    await changeEntry(liveStats, date, {
      playerId: b,
      reachedScoreQualified: true,
      reachedWordQualified: true,
      uniqueWords: 5,
    });
    const truth = await countDay(sql, date);
    expect(truth).toMatchObject({
      totalPlayers: 2,
      playersReachedScore: 1,
      playersReachedWord: 1,
      highestUniqueWords: 5,
    });
    expect(await liveStats.snapshot(date)).toEqual(truth);

    counters.down = false;
    // The counters came back as they were (missing b): the service must rebuild them.
    expect(
      await waitFor('counters equal to Postgres', async () => {
        const held = await inner.read(date);
        return JSON.stringify(held) === JSON.stringify(truth) ? held : undefined;
      }),
    ).toEqual(truth);
    expect(await liveStats.snapshot(date)).toEqual(truth);
  });

  it('never answers counts older than it answered, while a write is on its way to the counters', async () => {
    const date = freshDate();
    const inner = create();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // b's first word commits to Postgres; its way to the counters is held, as a slow Redis holds it.
    const counters = switchable({
      ...inner,
      markPlaying: async (day, id, options) => {
        if (id === b) await held;
        return inner.markPlaying(day, id, options);
      },
    });
    const healIntervalMs = 50;
    const liveStats = startLiveStats(counters, date, { healIntervalMs, fallbackCacheMs: 0 });
    await waitFor('today built', async () => (await inner.read(date)) ?? undefined);
    const [a, b] = await Promise.all([player(sql), player(sql)]);
    await liveStats.playerPlayed(date, a);
    const bPlayed = liveStats.playerPlayed(date, b);
    await waitFor('b in Postgres', async () =>
      (await countDay(sql, date)).totalPlayers === 2 ? true : undefined,
    );

    // One read of the counters fails: the answer comes from Postgres, which has b.
    counters.down = true;
    expect(await liveStats.snapshot(date)).toMatchObject({ totalPlayers: 2 });
    counters.down = false;
    // Once the counters are read again they lack b: the answer must not go back to one player.
    await new Promise((resolve) => setTimeout(resolve, healIntervalMs * 2));
    expect(await inner.read(date)).toMatchObject({ totalPlayers: 1 });
    expect(await liveStats.snapshot(date)).toMatchObject({ totalPlayers: 2 });

    release();
    await bPlayed;
    expect(await liveStats.snapshot(date)).toEqual(await countDay(sql, date));
    // A count that really goes down (a reveals the top word) is answered at once.
    await changeEntry(liveStats, date, {
      playerId: a,
      reachedScoreQualified: true,
      reachedWordQualified: true,
      uniqueWords: 4,
    });
    expect(await liveStats.snapshot(date)).toMatchObject({ playersReachedWord: 1 });
    await changeEntry(liveStats, date, {
      playerId: a,
      reachedScoreQualified: true,
      reachedWordQualified: false,
      uniqueWords: 4,
    });
    const truth = await countDay(sql, date);
    expect(truth.playersReachedWord).toBe(0);
    expect(await liveStats.snapshot(date)).toEqual(truth);
  });

  it('rebuilds again when writes kept landing through a rebuild, until the counters equal Postgres', async () => {
    const date = freshDate();
    const inner = create();
    const racers = await Promise.all(Array.from({ length: 5 }, () => player(sql)));
    const racing = [...racers];
    let landed = 0;
    // Each read of Postgres of the first rebuild is raced by a new player's first word, committed
    // to Postgres and the counters after the read: every attempt sees its read overtaken.
    const counters: LiveCounters = {
      ...inner,
      rebuild: (day, load) =>
        inner.rebuild(day, async () => {
          const truth = await load();
          const racer = racing.shift();
          if (racer) {
            const { firstEver } = await recordPlaying(sql, day, racer);
            await inner.markPlaying(day, racer, { firstEver });
            landed += 1;
          }
          return truth;
        }),
    };
    startLiveStats(counters, date, { healIntervalMs: 50, fallbackCacheMs: 0 });
    await waitFor('every racer landed', () => (landed === racers.length ? true : undefined));
    const truth = await countDay(sql, date);
    expect(truth.totalPlayers).toBe(racers.length);
    // The first rebuild applied a read that lacked the last racer; a later one must bring it.
    expect(
      await waitFor('counters equal to Postgres', async () => {
        const held = await inner.read(date);
        return JSON.stringify(held) === JSON.stringify(truth) ? held : undefined;
      }),
    ).toEqual(truth);
  });

  it('a Postgres failure fails the call (the truth was not written)', async () => {
    const counters = create();
    const broken = createSql('postgres://nobody@127.0.0.1:1/none', { max: 1 });
    const liveStats = createLiveStats({ sql: broken, counters, logger, now: createTestClock().now });
    try {
      await expect(liveStats.playerPlayed(freshDate(), 'p-unreachable')).rejects.toThrow();
    } finally {
      await liveStats.close();
      await counters.close();
      await broken.end({ timeout: 1 });
    }
  });
});
