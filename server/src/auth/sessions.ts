import type { Queryable, Sql } from '../storage/database.js';
import { createHash } from 'node:crypto';
import type { Revocation, SessionRevocations } from '../presence/index.js';
import {
  deleteSession,
  deviceSignedInSince,
  extendSession,
  insertSession,
  type SessionWithUser,
} from '../storage/sessions.js';
import { createSessionCache, type CachedSession } from './session-cache.js';
import { createSessionLookup } from './session-lookup.js';
import { insertUser } from '../storage/users.js';
import {
  generateSessionToken,
  generateUserId,
  parseSessionToken,
  sameSecret,
  secretMatches,
} from './token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after a sign-in an identity call from the same device that carries no session of it
 * counts as one that left the browser before the sign-in did: longer than a request can take on
 * the client (its 30 s timeout, plus the wait for the calls ahead of it), short enough that a
 * browser whose cookies were really cleared is back to a plain answer soon after (the client also
 * asks again without its device id: api/session.ts).
 */
export const IDENTITY_RACE_WINDOW_MS = 2 * 60 * 1000;

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
  /** A new anonymous user (the "device identity") and its session, issued to `device` when known. */
  createAnonymous(device?: string): Promise<IssuedSession>;
  /**
   * A new session (fresh id and secret) for an existing user, written through `sql`: inside the
   * sign-in's transaction, so it exists only if the sign-in commits.
   */
  issue(
    sql: Queryable,
    user: { id: string; isAnonymous: boolean; email: string | null },
    device?: string,
  ): Promise<IssuedSession>;
  /**
   * The device signed in (an account session issued to it) in the last IDENTITY_RACE_WINDOW_MS,
   * and `callerSessionId` is not that session: the call left the browser before the sign-in.
   */
  signedInMeanwhile(device: string, callerSessionId: string | null): Promise<boolean>;
  /** Ends a session (signing out): the next request with its cookie has no session, on every instance. */
  revoke(sessionId: string): Promise<void>;
  /**
   * Sessions a committed transaction deleted or changed (a sign-in replaced the caller's session,
   * a merge deleted a user): every instance's session cache drops them.
   */
  revoked(revocation: Revocation): Promise<void>;
  /**
   * The session a cookie token names, or null (unknown, wrong secret, expired: all alike). The row
   * comes from a short-lived cache (auth/session-cache.ts) or Postgres; a revoked session is
   * dropped from every instance's cache as it is revoked, so it stops working at once everywhere.
   * Sliding expiry writes: a session with less than half its lifetime left is extended (hence the
   * name). An expired session is refused, not deleted: the hourly sweep removes it. Answered at
   * once, without a promise, when memory holds the session and nothing needs writing: the hottest
   * routes ask many times a second.
   */
  validateAndExtend(token: string): ValidatedSession | null | Promise<ValidatedSession | null>;
  /**
   * The session a cookie token names, or null, never extending it: for a socket, whose handshake
   * cannot set the cookie again (an expiry slid forward there would leave the browser's cookie
   * ending before the session, and no later answer would send the new one).
   */
  peek(token: string): Auth | null | Promise<Auth | null>;
}

export function createSessionService(deps: {
  sql: Sql;
  now: () => Date;
  ttlDays: number;
  /** The presence's revocations: this service publishes them, its cache hears every instance's. */
  revocations: SessionRevocations;
}): SessionService {
  const ttlMs = deps.ttlDays * DAY_MS;
  const cache = createSessionCache(createSessionLookup(deps.sql), deps.revocations);

  const issue: SessionService['issue'] = async (sql, user, device) => {
    const now = deps.now();
    const token = generateSessionToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await insertSession(sql, {
      id: token.id,
      secretHash: token.secretHash,
      userId: user.id,
      expiresAt,
      createdAt: now,
      deviceHash: device === undefined ? null : deviceHash(device),
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
    async createAnonymous(device) {
      const userId = generateUserId();
      return deps.sql.begin(async (tx) => {
        await insertUser(tx, { id: userId, isAnonymous: true, createdAt: deps.now() });
        return issue(tx, { id: userId, isAnonymous: true, email: null }, device);
      }) as Promise<IssuedSession>;
    },

    issue,

    signedInMeanwhile(device, callerSessionId) {
      const now = deps.now();
      const since = new Date(now.getTime() - IDENTITY_RACE_WINDOW_MS);
      return deviceSignedInSince(deps.sql, deviceHash(device), since, now, callerSessionId);
    },

    async revoke(sessionId) {
      // Gone from Postgres first: a lookup after the announcement can only miss it.
      await deleteSession(deps.sql, sessionId);
      await deps.revocations.publish({ sessionId });
    },

    revoked: (revocation) => deps.revocations.publish(revocation),

    validateAndExtend(token) {
      const parts = parseSessionToken(token);
      if (!parts) return null;
      const cached = cache.peek(parts.id);
      if (cached) {
        const answer = check(cached, parts.secret);
        if (answer !== EXTEND) return answer;
      }
      return cache.find(parts.id).then(async (entry) => {
        if (!entry) return null;
        const answer = check(entry, parts.secret);
        if (answer !== EXTEND) return answer;
        // Sliding expiry: an active session is extended once less than half its lifetime is left,
        // so a daily player is never signed out and the table is written at most every ttl/2.
        const expiresAt = new Date(deps.now().getTime() + ttlMs);
        await extendSession(deps.sql, entry.row.id, expiresAt);
        cache.extended(entry.row.id, expiresAt);
        return { auth: authOf(entry.row, expiresAt), extended: true };
      });
    },

    peek(token) {
      const parts = parseSessionToken(token);
      if (!parts) return null;
      const cached = cache.peek(parts.id);
      if (cached) return current(cached, parts.secret);
      return cache.find(parts.id).then((entry) => current(entry, parts.secret));
    },
  };

  /** The session as it stands, valid until it expires: a socket's view (see `peek`). */
  function current(entry: CachedSession | null, secret: string): Auth | null {
    if (!entry || !proves(entry, secret)) return null;
    return entry.row.expiresAt.getTime() > deps.now().getTime()
      ? authOf(entry.row, entry.row.expiresAt)
      : null;
  }

  /** The answer for a request's secret against a session, or EXTEND when the expiry must slide first. */
  function check(entry: CachedSession, secret: string): ValidatedSession | null | typeof EXTEND {
    if (!proves(entry, secret)) return null;
    const { row } = entry;
    const now = deps.now().getTime();
    if (row.expiresAt.getTime() <= now) return null;
    if (row.expiresAt.getTime() - now < ttlMs / 2) return EXTEND;
    // Made once per cached entry: the hottest routes read a session many times a second.
    return (entry.answer ??= { auth: authOf(row, row.expiresAt), extended: false }) as ValidatedSession;
  }
}

const EXTEND = Symbol('the expiry slides first');

/** The request's secret is this session's: checked against the stored hash once per cache entry. */
function proves(entry: CachedSession, secret: string): boolean {
  if (entry.provenSecret !== undefined) return sameSecret(secret, entry.provenSecret);
  if (!secretMatches(secret, entry.row.secretHash)) return false;
  entry.provenSecret = secret;
  return true;
}

function authOf(row: SessionWithUser, expiresAt: Date): Auth {
  return Object.freeze({
    sessionId: row.id,
    userId: row.userId,
    isAnonymous: row.isAnonymous,
    email: row.email,
    expiresAt,
  });
}

/** Only a hash of the device id is stored: the table never holds what a client sent. */
function deviceHash(device: string): string {
  return createHash('sha256').update(device).digest('hex');
}
