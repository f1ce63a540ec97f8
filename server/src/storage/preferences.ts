import type { Queryable, TransactionSql } from './database.js';

type Json = Parameters<TransactionSql['json']>[0];

/** The stored preferences object of a user (unchecked: the service parses it), or null. */
export async function findPreferences(sql: Queryable, userId: string): Promise<unknown> {
  const [row] = await sql<{ prefs: unknown }[]>`select prefs from user_preferences where user_id = ${userId}`;
  return row?.prefs ?? null;
}

/**
 * Sets the given preferences, keeping the others (jsonb `||` merges top-level keys in one
 * statement, so two saves of different keys never undo each other); returns the stored object.
 */
export async function mergePreferences(
  sql: Queryable,
  userId: string,
  changes: Record<string, unknown>,
  now: Date,
): Promise<unknown> {
  const [row] = await sql<{ prefs: unknown }[]>`
    insert into user_preferences (user_id, prefs, updated_at)
    values (${userId}, ${sql.json(changes as Json)}, ${now})
    on conflict (user_id) do update
      set prefs = user_preferences.prefs || excluded.prefs, updated_at = excluded.updated_at
    returning prefs`;
  return row?.prefs ?? null;
}
