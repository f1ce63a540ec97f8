import type { DailyPool } from '@dozen/engine';
import type { Queryable } from './database.js';

/** Pools are frozen: inserted once (insert-if-absent), replaced only by an operator's `pools set`. */

export async function insertPoolIfAbsent(sql: Queryable, pool: DailyPool): Promise<boolean> {
  const result = await sql`
    insert into pools (date, letters, analysis) values (${pool.date}, ${pool.letters}, ${sql.json(toJson(pool))})
    on conflict (date) do nothing`;
  return result.count === 1;
}

export async function findPool(sql: Queryable, date: string): Promise<DailyPool | null> {
  const [row] = await sql<{ analysis: DailyPool }[]>`select analysis from pools where date = ${date}`;
  return row ? row.analysis : null;
}

/** Overwrites a date's pool (operator only: the CLI refuses a played date unless forced). */
export async function replacePool(sql: Queryable, pool: DailyPool): Promise<void> {
  await sql`
    insert into pools (date, letters, analysis) values (${pool.date}, ${pool.letters}, ${sql.json(toJson(pool))})
    on conflict (date) do update set letters = excluded.letters, analysis = excluded.analysis, created_at = now()`;
}

/**
 * Someone spelled a valid word (day_players: a game in progress, not yet submitted), has a game
 * entry (a game, a hint, a reveal…) or a stored game on that date.
 */
export async function isDatePlayed(sql: Queryable, date: string): Promise<boolean> {
  const [row] = await sql<{ played: boolean }[]>`
    select exists(select 1 from day_players where date = ${date})
        or exists(select 1 from game_entries where date = ${date})
        or exists(select 1 from games where date = ${date}) as played`;
  return row?.played ?? false;
}

function toJson(pool: DailyPool): Parameters<Queryable['json']>[0] {
  return JSON.parse(JSON.stringify(pool)) as Parameters<Queryable['json']>[0];
}
