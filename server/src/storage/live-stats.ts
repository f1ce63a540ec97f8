import type { TLiveStats } from '@dozen/engine/contract';
import type { DayTruth, PlayerDayFacts } from '../live/types.js';
import type { Queryable, Sql } from './database.js';

/**
 * The truth behind the live counts: `day_players` and `lifetime_players` (migration 002) say who
 * played; `game_entries` (migration 001) holds each player's competitive facts for the day.
 * Dates are `YYYY-MM-DD` strings, cast in SQL so the parameter's type never matters.
 */

export interface RecordPlayingResult {
  /** This call added the player to the date's players (false on every later call). */
  newForDay: boolean;
  /** This call also made the player a lifetime player (their first valid word ever). */
  firstEver: boolean;
}

/**
 * Insert-if-absent of the player's day and, when the day is new, of the player's lifetime row, in
 * one statement: a retry changes nothing, and two dates racing for the same new player agree on
 * which one was first.
 *
 * Only for a player who still exists, read under a key-share lock on their `users` row
 * (`day_players` has no foreign key): a word checked under an anonymous session in the instant its
 * player is merged into an account (auth/merge.ts locks both users first, moves who played, then
 * deletes the anonymous one) either lands before the merge, which then moves it, or waits for the
 * merge and finds the player gone. Otherwise the merged-away player stayed a player of the day
 * and Players Today counted the person twice. Once per player and day (services/words.ts).
 */
export async function recordPlaying(
  sql: Queryable,
  date: string,
  playerId: string,
): Promise<RecordPlayingResult> {
  const [row] = await sql<{ newForDay: boolean; firstEver: boolean }[]>`
    with player as (
      select id from users where id = ${playerId} for key share
    ), day as (
      insert into day_players (date, player_id) select ${date}::date, id from player
      on conflict do nothing
      returning player_id
    ), ever as (
      insert into lifetime_players (player_id, first_date)
      select player_id, ${date}::date from day
      on conflict do nothing
      returning player_id
    )
    select exists(select 1 from day) as "newForDay", exists(select 1 from ever) as "firstEver"`;
  return { newForDay: row?.newForDay ?? false, firstEver: row?.firstEver ?? false };
}

/** The date's live counts straight from Postgres: what the counters must equal. */
export async function countDay(sql: Sql, date: string): Promise<TLiveStats> {
  const [row] = await sql<Omit<TLiveStats, 'date'>[]>`
    select
      (select count(*) from day_players where date = ${date}::date)::int as "totalPlayers",
      (select count(*) from lifetime_players)::int as "lifetimePlayers",
      count(*) filter (where reached_score_qualified)::int as "playersReachedScore",
      count(*) filter (where reached_word_qualified)::int as "playersReachedWord",
      coalesce(max(unique_words), 0)::int as "highestUniqueWords"
    from game_entries
    where date = ${date}::date`;
  if (!row) throw new Error('countDay: an aggregate query returned no row');
  return { date, ...row };
}

/** One player's competitive facts for the date, or null without a game entry. */
export async function playerFacts(sql: Sql, date: string, playerId: string): Promise<PlayerDayFacts | null> {
  const [row] = await sql<PlayerDayFacts[]>`
    select player_id as "playerId",
           reached_score_qualified as "reachedScoreQualified",
           reached_word_qualified as "reachedWordQualified",
           unique_words as "uniqueWords"
    from game_entries
    where date = ${date}::date and player_id = ${playerId}`;
  return row ?? null;
}

/** Facts of every player of the date who counts somewhere (the others add nothing to a rebuild). */
export async function dayFacts(sql: Sql, date: string): Promise<PlayerDayFacts[]> {
  return sql<PlayerDayFacts[]>`
    select player_id as "playerId",
           reached_score_qualified as "reachedScoreQualified",
           reached_word_qualified as "reachedWordQualified",
           unique_words as "uniqueWords"
    from game_entries
    where date = ${date}::date
      and (reached_score_qualified or reached_word_qualified or unique_words > 0)`;
}

/** Ids of the players of the date. */
export async function playingIds(sql: Sql, date: string): Promise<string[]> {
  const rows = await sql<
    { playerId: string }[]
  >`select player_id as "playerId" from day_players where date = ${date}::date`;
  return rows.map((row) => row.playerId);
}

/** Distinct players ever: a number, never the list (it only grows). */
export async function lifetimePlayerCount(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from lifetime_players`;
  return row?.count ?? 0;
}

/** Everything a counters rebuild needs, read from one snapshot so the parts agree. */
export async function loadDayTruth(sql: Sql, date: string): Promise<DayTruth> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const reader = tx as unknown as Sql;
    const [playing, facts, lifetimePlayers] = [
      await playingIds(reader, date),
      await dayFacts(reader, date),
      await lifetimePlayerCount(reader),
    ];
    return { playing, facts, lifetimePlayers };
  });
}
