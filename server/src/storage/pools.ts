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
 * entry (a game, a hint, a reveal…) or a stored game on that date, or played it from the archive
 * (new letters would contradict its stored answers).
 */
export async function isDatePlayed(sql: Queryable, date: string): Promise<boolean> {
  const [row] = await sql<{ played: boolean }[]>`
    select exists(select 1 from day_players where date = ${date})
        or exists(select 1 from game_entries where date = ${date})
        or exists(select 1 from games where date = ${date})
        or exists(select 1 from archive_games where date = ${date}) as played`;
  return row?.played ?? false;
}

/** The first stored pool's date before `date` (the archive's first day), or null when there is none. */
export async function firstPoolBefore(sql: Queryable, date: string): Promise<string | null> {
  const [row] = await sql<
    { date: string | null }[]
  >`select min(date) as date from pools where date < ${date}::date`;
  return row?.date ?? null;
}

/** Each stored pool's date and Target Score from `from` to `to`, in date order (a range of the key). */
export async function readPoolTargets(
  sql: Queryable,
  from: string,
  to: string,
): Promise<Array<{ date: string; targetScore: number }>> {
  return sql<Array<{ date: string; targetScore: number }>>`
    select date, coalesce((analysis ->> 'maxPossibleScore')::int, 0) as "targetScore"
    from pools where date between ${from}::date and ${to}::date order by date`;
}

function toJson(pool: DailyPool): Parameters<Queryable['json']>[0] {
  return JSON.parse(JSON.stringify(pool)) as Parameters<Queryable['json']>[0];
}
