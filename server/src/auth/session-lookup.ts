import type { Sql } from '../storage/database.js';
import { findSessionsWithUser, type SessionWithUser } from '../storage/sessions.js';

/** The most ids one query asks for; more lookups in one turn start the next query. */
const MAX_BATCH = 256;

interface Waiter {
  resolve(row: SessionWithUser | null): void;
  reject(error: unknown): void;
}

/**
 * Session rows by id, read from Postgres for every lookup, but with the lookups of one event-loop
 * turn in one query: under load, the requests whose bodies arrived together (validate-word's,
 * mostly) share one round trip instead of paying one each. It is not a cache: every lookup is
 * answered by a query sent after it was asked for, so a session deleted before a request arrived
 * is never found for that request, on any instance.
 */
export function createSessionLookup(sql: Sql): (id: string) => Promise<SessionWithUser | null> {
  let batch: Map<string, Waiter[]> | null = null;

  function flush(ids: Map<string, Waiter[]>): void {
    if (batch === ids) batch = null;
    findSessionsWithUser(sql, [...ids.keys()]).then(
      (rows) => {
        const found = new Map(rows.map((row) => [row.id, row]));
        for (const [id, waiters] of ids) for (const waiter of waiters) waiter.resolve(found.get(id) ?? null);
      },
      (error: unknown) => {
        for (const waiters of ids.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (id) =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const started = new Map<string, Waiter[]>();
        batch = started;
        // After the I/O callbacks of this turn: every request that became ready with this one joins it.
        setImmediate(() => flush(started));
      }
      const waiters = batch.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(id, [{ resolve, reject }]);
      if (batch.size >= MAX_BATCH) batch = null;
    });
}
