import type { Queryable } from './database.js';

/** A player's display name (migration 009): all that other members of their leagues see of them. */
export async function findDisplayName(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<{ name: string }[]>`select name from display_names where user_id = ${userId}`;
  return row?.name ?? null;
}

export async function saveDisplayName(
  sql: Queryable,
  userId: string,
  name: string,
  now: Date,
): Promise<void> {
  await sql`
    insert into display_names (user_id, name, updated_at) values (${userId}, ${name}, ${now})
    on conflict (user_id) do update set name = excluded.name, updated_at = excluded.updated_at`;
}
