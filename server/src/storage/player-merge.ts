import type { TransactionSql } from './database.js';

/**
 * The rows of one player that move to another when an anonymous player signs in to an existing
 * account (auth/merge.ts runs them in its transaction). Game entries, which need combining, are
 * in game-entries.ts.
 */

/** Submitted games keep their stored answers and change owner. */
export async function moveGames(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`update games set player_id = ${to} where player_id = ${from}`;
}

/**
 * Who played each date: the account becomes a player of every date either identity played (from
 * the earlier first word) and the anonymous identity of none, so a person is counted once.
 * Returns the dates `from` had played.
 */
export async function moveDayPlayers(tx: TransactionSql, from: string, to: string): Promise<string[]> {
  const rows = await tx<{ date: string }[]>`
    with moved as (
      delete from day_players where player_id = ${from} returning date, first_played_at
    ), kept as (
      insert into day_players (date, player_id, first_played_at)
      select date, ${to}, first_played_at from moved
      on conflict (date, player_id) do update
        set first_played_at = least(day_players.first_played_at, excluded.first_played_at)
    )
    select date from moved order by date`;
  return rows.map((row) => row.date);
}

/** Lifetime players: one row for the person, from the earlier first date of the two. */
export async function moveLifetimePlayer(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`
    with moved as (
      delete from lifetime_players where player_id = ${from} returning first_date, first_played_at
    )
    insert into lifetime_players (player_id, first_date, first_played_at)
    select ${to}, first_date, first_played_at from moved
    on conflict (player_id) do update
      set first_date = least(lifetime_players.first_date, excluded.first_date),
          first_played_at = least(lifetime_players.first_played_at, excluded.first_played_at)`;
}

/** Preferences: the account's own win; the anonymous ones are kept only when it has none. */
export async function movePreferences(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`
    insert into user_preferences (user_id, prefs, updated_at)
    select ${to}, prefs, updated_at from user_preferences where user_id = ${from}
    on conflict (user_id) do nothing`;
}

/**
 * Archive games change owner like games: the account holds what the person played
 * from the archive. They carry no per-day state to combine.
 */
export async function moveArchiveGames(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`update archive_games set player_id = ${to} where player_id = ${from}`;
}
