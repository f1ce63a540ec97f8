import type { Revocation, SessionRevocations } from '../presence/index.js';
import type { SessionWithUser } from '../storage/sessions.js';

/**
 * How long a session row read from Postgres answers this instance's requests. Revocations reach
 * every instance at once through the presence, so this bounds only what they cannot: a session
 * revoked by an instance that could not reach the shared store while this one could.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions kept per instance at most (the oldest goes first); a miss only costs one batched read. */
const MAX_ENTRIES = 50_000;

/** A session row as the cache hands it out; the session service checks requests against it. */
export interface CachedSession {
  readonly row: SessionWithUser;
  /**
   * The secret a request has proven for this row (its SHA-256 matched the stored hash): the next
   * requests are compared with it in constant time instead of hashing again. Only in this
   * process's memory, and only for as long as the entry lives, like the requests that carried it.
   */
  provenSecret?: string;
  /** What the session service answers for it, made once per entry. */
  answer?: unknown;
}

export interface SessionCache {
  /** The session of `id` when memory holds it fresh and trusted (no lookup), else undefined. */
  peek(id: string): CachedSession | undefined;
  /** The session of `id`: from memory when fresh and trusted, else read through `lookup`. */
  find(id: string): Promise<CachedSession | null>;
  /** The session's expiry slid forward in Postgres: the cached copy follows. */
  extended(id: string, expiresAt: Date): void;
}

/**
 * A short-lived, per-instance cache in front of the session lookup, so a player's requests do not
 * each read Postgres. Only found sessions are kept (an unknown id is read every time), and only
 * while `revocations` is listening: a revocation anywhere drops the session here, a lost
 * subscription drops everything and turns the cache off until it is back. A lookup that was in
 * flight while any revocation arrived is answered but not kept, since its row may predate it.
 */
export function createSessionCache(
  lookup: (id: string) => Promise<SessionWithUser | null>,
  revocations: Pick<SessionRevocations, 'subscribe' | 'listening'>,
  options: { ttlMs?: number; maxEntries?: number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, CachedSession & { freshUntil: number }>();
  /** Bumped by every revocation heard: a lookup keeps its row only if none came while it ran. */
  let epoch = 0;

  function forget(event: Revocation | 'lost'): void {
    epoch += 1;
    if (event === 'lost') entries.clear();
    else if ('sessionId' in event) entries.delete(event.sessionId);
    else for (const [id, entry] of entries) if (entry.row.userId === event.userId) entries.delete(id);
  }
  revocations.subscribe(forget);

  /**
   * Entries are kept in the order they were read, so the stale ones are at the front: each new
   * entry drops those, and the map holds about the sessions of the last `ttlMs`, not `maxEntries`.
   */
  function dropStale(now: number): void {
    for (const [id, entry] of entries) {
      if (entry.freshUntil > now) return;
      entries.delete(id);
    }
  }

  function peek(id: string): CachedSession | undefined {
    const cached = entries.get(id);
    if (!cached) return undefined;
    if (cached.freshUntil > performance.now() && revocations.listening()) return cached;
    entries.delete(id);
    return undefined;
  }

  return {
    peek,

    async find(id) {
      const cached = peek(id);
      if (cached) return cached;
      const started = epoch;
      const row = await lookup(id);
      if (!row) return null;
      const entry = { row, freshUntil: performance.now() + ttlMs };
      if (epoch === started && revocations.listening()) {
        dropStale(entry.freshUntil - ttlMs);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(id, entry);
      }
      return entry;
    },

    extended(id, expiresAt) {
      const entry = entries.get(id);
      // A new entry: the answer made for the old expiry is not reused.
      if (entry) entries.set(id, { ...entry, row: { ...entry.row, expiresAt }, answer: undefined });
    },
  };
}
