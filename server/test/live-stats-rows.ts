import { randomBytes } from 'node:crypto';
import type { PlayerDayFacts } from '../src/live/types.js';
import type { Sql } from '../src/storage/database.js';

/**
 * The rows the live counts are read from (live-stats*.test.ts), written straight to this file's
 * database: days, players and their entries, as the routes leave them.
 */

let dayNumber = 0;

/** A date of its own for each test (the database is shared by the file). */
export function freshDate(): string {
  dayNumber += 1;
  return new Date(Date.UTC(2031, 0, dayNumber)).toISOString().slice(0, 10);
}

async function ensureDay(sql: Sql, date: string): Promise<void> {
  await sql`insert into pools (date, letters, analysis) values (${date}::date, 'ABCDEFGHIJKL', '{}'::jsonb) on conflict do nothing`;
}

export async function ensurePlayer(sql: Sql, id: string): Promise<void> {
  await sql`insert into users (id, is_anonymous, created_at) values (${id}, true, now()) on conflict do nothing`;
}

/** Writes a player's day the way submit-game, reveals and hints leave it. */
export async function writeEntry(sql: Sql, date: string, facts: PlayerDayFacts): Promise<void> {
  await ensureDay(sql, date);
  await ensurePlayer(sql, facts.playerId);
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
export async function player(sql: Sql): Promise<string> {
  const id = `p-${randomBytes(5).toString('hex')}`;
  await ensurePlayer(sql, id);
  return id;
}
