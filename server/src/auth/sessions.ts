import type { Sql } from '../storage/database.js';
import { deleteSession, extendSession, findSessionWithUser, insertSession } from '../storage/sessions.js';
import { insertUser } from '../storage/users.js';
import { generateSessionToken, generateUserId, parseSessionToken, secretMatches } from './token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is calling: the session's user. */
export interface Auth {
  sessionId: string;
  userId: string;
  isAnonymous: boolean;
  expiresAt: Date;
}

export interface ValidatedSession {
  auth: Auth;
  /** The expiry moved forward: the cookie must be sent again with the new date. */
  extended: boolean;
}

export interface SessionService {
  /** A new anonymous user (the "device identity") and its session. */
  createAnonymous(): Promise<{ auth: Auth; token: string }>;
  /**
   * The session a cookie token names, or null (unknown, wrong secret, expired: all alike).
   * `maxStalenessMs` > 0 lets a lookup of this process younger than that answer without the
   * database (the hot validate-word route); 0 always asks the database.
   */
  validate(token: string, maxStalenessMs?: number): Promise<ValidatedSession | null>;
  invalidate(sessionId: string): Promise<void>;
}

/** Recent lookups kept for `maxStalenessMs` reads: bounded, oldest dropped first. */
const RECENT_CAPACITY = 50_000;

interface RecentLookup {
  /** Monotonic time of the database read. */
  at: number;
  secretHash: Uint8Array;
  auth: Auth;
}

export function createSessionService(deps: { sql: Sql; now: () => Date; ttlDays: number }): SessionService {
  const ttlMs = deps.ttlDays * DAY_MS;
  const recent = new Map<string, RecentLookup>();

  function remember(id: string, secretHash: Uint8Array, auth: Auth): void {
    recent.delete(id);
    recent.set(id, { at: performance.now(), secretHash, auth });
    if (recent.size > RECENT_CAPACITY) recent.delete(recent.keys().next().value!);
  }

  /** A recent lookup still usable for this token, or undefined (the database decides then). */
  function fromRecent(
    parts: { id: string; secret: string },
    maxStalenessMs: number,
  ): ValidatedSession | null | undefined {
    const hit = recent.get(parts.id);
    if (!hit || performance.now() - hit.at > maxStalenessMs) return undefined;
    if (!secretMatches(parts.secret, hit.secretHash)) return null;
    const now = deps.now().getTime();
    // Expired, or due for its sliding extension: let the database path handle it.
    if (hit.auth.expiresAt.getTime() - now < ttlMs / 2) return undefined;
    return { auth: hit.auth, extended: false };
  }

  return {
    async createAnonymous() {
      const now = deps.now();
      const userId = generateUserId();
      const token = generateSessionToken();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await deps.sql.begin(async (tx) => {
        await insertUser(tx, { id: userId, isAnonymous: true, createdAt: now });
        await insertSession(tx, {
          id: token.id,
          secretHash: token.secretHash,
          userId,
          expiresAt,
          createdAt: now,
        });
      });
      return { auth: { sessionId: token.id, userId, isAnonymous: true, expiresAt }, token: token.token };
    },

    async validate(token, maxStalenessMs = 0) {
      const parts = parseSessionToken(token);
      if (!parts) return null;
      if (maxStalenessMs > 0) {
        const cached = fromRecent(parts, maxStalenessMs);
        if (cached !== undefined) return cached;
      }
      const row = await findSessionWithUser(deps.sql, parts.id);
      if (!row || !secretMatches(parts.secret, row.secretHash)) {
        recent.delete(parts.id);
        return null;
      }
      const now = deps.now();
      if (row.expiresAt.getTime() <= now.getTime()) {
        recent.delete(parts.id);
        await deleteSession(deps.sql, row.id);
        return null;
      }
      // Sliding expiry: an active session is extended once less than half its lifetime is left,
      // so a daily player is never signed out and the table is written at most every ttl/2.
      let expiresAt = row.expiresAt;
      let extended = false;
      if (expiresAt.getTime() - now.getTime() < ttlMs / 2) {
        expiresAt = new Date(now.getTime() + ttlMs);
        await extendSession(deps.sql, row.id, expiresAt);
        extended = true;
      }
      const auth: Auth = { sessionId: row.id, userId: row.userId, isAnonymous: row.isAnonymous, expiresAt };
      remember(row.id, row.secretHash, auth);
      return { auth, extended };
    },

    async invalidate(sessionId) {
      recent.delete(sessionId);
      await deleteSession(deps.sql, sessionId);
    },
  };
}
