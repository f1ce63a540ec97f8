import type { Sql } from '../storage/database.js';
import { findSessionsWithUser, type SessionWithUser } from '../storage/sessions.js';
import { createTurnBatch } from '../storage/turn-batch.js';

/** The most lookups one query answers; more in one turn start the next query. */
const MAX_BATCH = 256;

/**
 * Session rows by id, read from Postgres for every lookup, but with the lookups of one event-loop
 * turn in one query (storage/turn-batch.ts): under load, the requests whose bodies arrived
 * together (validate-word's, mostly) share one round trip instead of paying one each. It is not a
 * cache: every lookup is answered by a query sent after it was asked for, so a session deleted
 * before a request arrived is never found for that request, on any instance.
 */
export function createSessionLookup(sql: Sql): (id: string) => Promise<SessionWithUser | null> {
  return createTurnBatch(async (ids: readonly string[]) => {
    const found = new Map((await findSessionsWithUser(sql, [...new Set(ids)])).map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  }, MAX_BATCH);
}
