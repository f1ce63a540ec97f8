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
import { countDay, loadDayTruth, recordPlaying } from '../src/storage/live-stats.js';
import { moveDayPlayers } from '../src/storage/player-merge.js';
import { deleteUser } from '../src/storage/users.js';
import { createTestClock, testDatabaseUrl } from './harness.js';
import { waitFor } from './live-support.js';

/**
 * Postgres is the truth of the live counts; the service keeps the counters equal to it, and when
 * the counters fail it answers from Postgres and rebuilds them once they work again.
 */

const logger = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;
let sql: Sql;
let dayNumber = 0;

/** A date of its own for each test (the database is shared by the file). */
function freshDate(): string {
  dayNumber += 1;
  return new Date(Date.UTC(2031, 0, dayNumber)).toISOString().slice(0, 10);
}

async function ensureDay(date: string): Promise<void> {
  await sql`insert into pools (date, letters, analysis) values (${date}::date, 'ABCDEFGHIJKL', '{}'::jsonb) on conflict do nothing`;
}

async function ensurePlayer(id: string): Promise<void> {
  await sql`insert into users (id, is_anonymous, created_at) values (${id}, true, now()) on conflict do nothing`;
}

/** Writes a player's day the way submit-game, reveals and hints leave it. */
async function writeEntry(date: string, facts: PlayerDayFacts): Promise<void> {
  await ensureDay(date);
  await ensurePlayer(facts.playerId);
  await sql`
    insert into game_entries (player_id, date, reached_score_qualified, reached_word_qualified, unique_words, created_at, updated_at)
    values (${facts.playerId}, ${date}::date, ${facts.reachedScoreQualified}, ${facts.reachedWordQualified}, ${facts.uniqueWords}, now(), now())
    on conflict (player_id, date) do update set
      reached_score_qualified = excluded.reached_score_qualified,
      reached_word_qualified = excluded.reached_word_qualified,
      unique_words = excluded.unique_words,
      updated_at = now()`;
}

/** A new anonymous player (a `users` row: only an existing player is recorded as playing). */
async function player(): Promise<string> {
  const id = `p-${randomBytes(5).toString('hex')}`;
  await ensurePlayer(id);
  return id;
}

beforeAll(async () => {
  sql = createSql(await testDatabaseUrl());
});
afterAll(async () => {
  await sql.end();
});

describe('storage: recordPlaying', () => {
  // Each call is "date player"; each answer is "new first" (new for the day, first ever) or "-".
  it.each([
    { name: 'first word ever', calls: ['D1 a'], answers: ['new first'] },
    { name: 'the same day again', calls: ['D1 a', 'D1 a'], answers: ['new first', '- -'] },
    { name: 'a later day', calls: ['D1 a', 'D2 a'], answers: ['new first', 'new -'] },
    { name: 'two players', calls: ['D1 a', 'D1 b'], answers: ['new first', 'new first'] },
  ])('$name', async ({ calls, answers }) => {
    const dates: Record<string, string> = { D1: freshDate(), D2: freshDate() };
    const ids: Record<string, string> = { a: await player(), b: await player() };
    const results = [];
    for (const call of calls) {
      const [date, id] = call.split(' ');
      const { newForDay, firstEver } = await recordPlaying(sql, dates[date!]!, ids[id!]!);
      results.push(`${newForDay ? 'new' : '-'} ${firstEver ? 'first' : '-'}`);
    }
    expect(results).toEqual(answers);
  });

  it('twenty parallel calls for one player and day: one is new', async () => {
    const date = freshDate();
    const id = await player();
    const results = await Promise.all(Array.from({ length: 20 }, () => recordPlaying(sql, date, id)));
    expect(results.filter((r) => r.newForDay)).toHaveLength(1);
    expect(results.filter((r) => r.firstEver)).toHaveLength(1);
  });

  it('one new player on two days at once: first ever exactly once', async () => {
    const id = await player();
    const results = await Promise.all([
      recordPlaying(sql, freshDate(), id),
      recordPlaying(sql, freshDate(), id),
    ]);
    expect(results.map((r) => r.newForDay)).toEqual([true, true]);
    expect(results.filter((r) => r.firstEver)).toHaveLength(1);
  });

  const playedDays = async (id: string) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from day_players where player_id = ${id}`)[0]!.n;

  it('a player who no longer exists (merged away) is not recorded', async () => {
    const gone = `p-${randomBytes(5).toString('hex')}`;
    expect(await recordPlaying(sql, freshDate(), gone)).toEqual({ newForDay: false, firstEver: false });
    expect(await playedDays(gone)).toBe(0);
  });

  it('a first word in the instant of a merge: it waits for the merge, then finds its player gone', async () => {
    const [anonymous, account] = await Promise.all([player(), player()]);
    const date = freshDate();
    let recorded: Promise<unknown> | undefined;
    await sql.begin(async (tx) => {
      // As auth/merge.ts does: the users locked first, then who played moved, then the player deleted.
      await tx`select id from users where id = ${anonymous} for update`;
      recorded = recordPlaying(sql, date, anonymous);
      await waitFor('the word to wait for the merge', async () => {
        const [row] = await sql<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%insert into day_players%'`;
        return row!.n > 0 ? true : undefined;
      });
      await moveDayPlayers(tx, anonymous, account);
      await deleteUser(tx, anonymous);
    });
    expect(await recorded).toEqual({ newForDay: false, firstEver: false });
    expect(await playedDays(anonymous)).toBe(0);
  });
});

describe('storage: countDay and loadDayTruth', () => {
  it('counts the day from day_players, lifetime_players and game_entries', async () => {
    const date = freshDate();
    const other = freshDate();
    const [a, b, c, d] = await Promise.all([player(), player(), player(), player()]);
    const lifetimeBefore = (await countDay(sql, date)).lifetimePlayers;
    for (const id of [a, b, c]) await recordPlaying(sql, date, id);
    await recordPlaying(sql, other, d);
    const entries: Array<[string, PlayerDayFacts]> = [
      [date, { playerId: a, reachedScoreQualified: true, reachedWordQualified: false, uniqueWords: 4 }],
      [date, { playerId: b, reachedScoreQualified: true, reachedWordQualified: true, uniqueWords: 11 }],
      [date, { playerId: c, reachedScoreQualified: false, reachedWordQualified: false, uniqueWords: 0 }],
      [other, { playerId: d, reachedScoreQualified: true, reachedWordQualified: true, uniqueWords: 30 }],
    ];
    for (const [day, facts] of entries) await writeEntry(day, facts);

    expect(await countDay(sql, date)).toEqual({
      date,
      totalPlayers: 3,
      lifetimePlayers: lifetimeBefore + 4,
      playersReachedScore: 2,
      playersReachedWord: 1,
      highestUniqueWords: 11,
    });
    const truth = await loadDayTruth(sql, date);
    expect([...truth.playing].sort()).toEqual([a, b, c].sort());
    // c counts nowhere in the competitive facts: left out of the rebuild.
    expect(truth.facts.map((f) => f.playerId).sort()).toEqual([a, b].sort());
    expect(truth.lifetimePlayers).toBe(lifetimeBefore + 4);
  });

  it('an empty day counts zero', async () => {
    const date = freshDate();
    expect(await countDay(sql, date)).toMatchObject({
      date,
      totalPlayers: 0,
      playersReachedScore: 0,
      playersReachedWord: 0,
      highestUniqueWords: 0,
    });
  });
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
  await writeEntry(date, facts);
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
    const [a, b] = await Promise.all([player(), player()]);
    await ensurePlayer(a);
    await ensurePlayer(b);
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
    const a = await player();
    await recordPlaying(sql, past, a);
    await writeEntry(past, {
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
    const a = await player();
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
    const [a, b] = await Promise.all([player(), player()]);
    await ensurePlayer(a);
    await ensurePlayer(b);
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

  it('rebuilds again when writes kept landing through a rebuild, until the counters equal Postgres', async () => {
    const date = freshDate();
    const inner = create();
    const racers = await Promise.all(Array.from({ length: 5 }, () => player()));
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
