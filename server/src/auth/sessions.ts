import type { Queryable, Sql } from '../storage/database.js';
import { deleteSession, extendSession, insertSession } from '../storage/sessions.js';
import { createSessionLookup } from './session-lookup.js';
import { insertUser } from '../storage/users.js';
import { generateSessionToken, generateUserId, parseSessionToken, secretMatches } from './token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is calling: the session's user. */
export interface Auth {
  sessionId: string;
  userId: string;
  isAnonymous: boolean;
  /** The account's e-mail; null for an anonymous user. */
  email: string | null;
  expiresAt: Date;
}

export interface ValidatedSession {
  auth: Auth;
  /** The expiry moved forward: the cookie must be sent again with the new date. */
  extended: boolean;
}

/** A new session: who it is for, and the cookie's token (`id.secret`: the secret is never stored). */
export interface IssuedSession {
  auth: Auth;
  token: string;
}

export interface SessionService {
  /** A new anonymous user (the "device identity") and its session. */
  createAnonymous(): Promise<IssuedSession>;
  /**
   * A new session (fresh id and secret) for an existing user, written through `sql`: inside the
   * sign-in's transaction, so it exists only if the sign-in commits.
   */
  issue(
    sql: Queryable,
    user: { id: string; isAnonymous: boolean; email: string | null },
  ): Promise<IssuedSession>;
  /** Ends a session (signing out): the next request with its cookie has no session, on every instance. */
  revoke(sessionId: string): Promise<void>;
  /**
   * The session a cookie token names, or null (unknown, wrong secret, expired: all alike), read
   * from the database every time, so a deleted session stops working at once on every instance.
   * Sliding expiry writes: a session with less than half its lifetime left is extended (hence the
   * name). An expired session is refused, not deleted: the hourly sweep removes it.
   */
  validateAndExtend(token: string): Promise<ValidatedSession | null>;
}

export function createSessionService(deps: { sql: Sql; now: () => Date; ttlDays: number }): SessionService {
  const ttlMs = deps.ttlDays * DAY_MS;
  const findSession = createSessionLookup(deps.sql);

  const issue: SessionService['issue'] = async (sql, user) => {
    const now = deps.now();
    const token = generateSessionToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await insertSession(sql, {
      id: token.id,
      secretHash: token.secretHash,
      userId: user.id,
      expiresAt,
      createdAt: now,
    });
    return {
      auth: {
        sessionId: token.id,
        userId: user.id,
        isAnonymous: user.isAnonymous,
        email: user.email,
        expiresAt,
      },
      token: token.token,
    };
  };

  return {
    async createAnonymous() {
      const userId = generateUserId();
      return deps.sql.begin(async (tx) => {
        await insertUser(tx, { id: userId, isAnonymous: true, createdAt: deps.now() });
        return issue(tx, { id: userId, isAnonymous: true, email: null });
      }) as Promise<IssuedSession>;
    },

    issue,

    revoke: (sessionId) => deleteSession(deps.sql, sessionId),

    async validateAndExtend(token) {
      const parts = parseSessionToken(token);
      if (!parts) return null;
      const row = await findSession(parts.id);
      if (!row || !secretMatches(parts.secret, row.secretHash)) return null;
      const now = deps.now().getTime();
      if (row.expiresAt.getTime() <= now) return null;
      // Sliding expiry: an active session is extended once less than half its lifetime is left,
      // so a daily player is never signed out and the table is written at most every ttl/2.
      let expiresAt = row.expiresAt;
      let extended = false;
      if (expiresAt.getTime() - now < ttlMs / 2) {
        expiresAt = new Date(now + ttlMs);
        await extendSession(deps.sql, row.id, expiresAt);
        extended = true;
      }
      return {
        auth: {
          sessionId: row.id,
          userId: row.userId,
          isAnonymous: row.isAnonymous,
          email: row.email,
          expiresAt,
        },
        extended,
      };
    },
  };
}
