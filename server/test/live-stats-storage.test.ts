import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerDayFacts } from '../src/live/types.js';
import { createSql, type Sql } from '../src/storage/database.js';
import { countDay, loadDayTruth, recordPlaying } from '../src/storage/live-stats.js';
import { moveDayPlayers } from '../src/storage/player-merge.js';
import { deleteUser } from '../src/storage/users.js';
import { testDatabaseUrl } from './harness.js';
import { waitFor } from './live-support.js';
import { freshDate, player, writeEntry } from './live-stats-rows.js';

/**
 * The storage the live counts rest on: who played which day, and the day's counts and facts read
 * back from Postgres (live-stats.test.ts: the service over them).
 */

let sql: Sql;
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
    const ids: Record<string, string> = { a: await player(sql), b: await player(sql) };
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
    const id = await player(sql);
    const results = await Promise.all(Array.from({ length: 20 }, () => recordPlaying(sql, date, id)));
    expect(results.filter((r) => r.newForDay)).toHaveLength(1);
    expect(results.filter((r) => r.firstEver)).toHaveLength(1);
  });

  it('one new player on two days at once: first ever exactly once', async () => {
    const id = await player(sql);
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
    const [anonymous, account] = await Promise.all([player(sql), player(sql)]);
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
    const [a, b, c, d] = await Promise.all([player(sql), player(sql), player(sql), player(sql)]);
    const lifetimeBefore = (await countDay(sql, date)).lifetimePlayers;
    for (const id of [a, b, c]) await recordPlaying(sql, date, id);
    await recordPlaying(sql, other, d);
    const entries: Array<[string, PlayerDayFacts]> = [
      [date, { playerId: a, reachedScoreQualified: true, reachedWordQualified: false, uniqueWords: 4 }],
      [date, { playerId: b, reachedScoreQualified: true, reachedWordQualified: true, uniqueWords: 11 }],
      [date, { playerId: c, reachedScoreQualified: false, reachedWordQualified: false, uniqueWords: 0 }],
      [other, { playerId: d, reachedScoreQualified: true, reachedWordQualified: true, uniqueWords: 30 }],
    ];
    for (const [day, facts] of entries) await writeEntry(sql, day, facts);

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
