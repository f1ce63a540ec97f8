import type { Request, Response } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import { appendSetCookie, readSessionCookie, sessionCookie } from './cookie.js';
import type { Auth, SessionService, ValidatedSession } from './sessions.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The caller's session, set by `sessionReader` (null: no valid session). */
    auth?: Auth | null;
  }
}

/**
 * Puts the caller's session on `res.locals.auth` for the API routes, never creating anything: a
 * valid session (its cookie re-sent when the expiry slid forward), or null. Sessions come from a
 * short-lived cache that every revocation reaches at once, on every instance (auth/session-cache.ts).
 *
 * A cookie that names no valid session is left as it is, not cleared: the request may have left
 * the browser before a sign-in replaced that cookie, and clearing it in the answer would sign the
 * browser out of the new session (cookies are last-writer-wins). The next POST /api/session
 * replaces it.
 */
export function sessionReader(
  sessions: SessionService,
  secureCookies: boolean,
): (req: Request, res: Response) => Promise<void> | undefined {
  function accept(res: Response, token: string, validated: ValidatedSession | null): void {
    if (!validated) return;
    if (validated.extended)
      appendSetCookie(res, sessionCookie(token, validated.auth.expiresAt, secureCookies));
    res.locals.auth = validated.auth;
  }
  // Undefined when it is done at once (no cookie, or the session was in memory): no promise to wait on.
  return (req, res) => {
    res.locals.auth = null;
    const token = readSessionCookie(req.headers);
    if (token === null) return undefined;
    const validated = sessions.validateAndExtend(token);
    if (validated instanceof Promise) return validated.then((answer) => accept(res, token, answer));
    accept(res, token, validated);
    return undefined;
  };
}

export function currentAuth(res: Response): Auth | null {
  return res.locals.auth ?? null;
}

/** The caller's session, or 401 UNAUTHENTICATED. */
export function requireAuth(res: Response): Auth {
  const auth = currentAuth(res);
  if (!auth)
    throw new DomainError(ErrorCode.UNAUTHENTICATED, 'You need a session: call POST /api/session first.');
  return auth;
}

/**
 * The caller's session when it is the named player's: 401 without a session, 403 for anyone
 * else's player id (the answer never says whether that player exists).
 */
export function requirePlayer(res: Response, playerId: string): Auth {
  const auth = requireAuth(res);
  if (auth.userId !== playerId) throw new DomainError(ErrorCode.FORBIDDEN, 'You can only act as yourself.');
  return auth;
}

/** Hints and continuous mode need an account (spec 000 §6). */
export function requireSignedIn(auth: Auth, feature: string): void {
  if (auth.isAnonymous)
    throw new DomainError(ErrorCode.SIGN_IN_REQUIRED, `${feature} is only available for users with accounts`);
}

/** The named player's session with an account: `requirePlayer`'s 401 and 403, then SIGN_IN_REQUIRED. */
export function requireSignedInPlayer(res: Response, playerId: string, feature: string): Auth {
  const auth = requirePlayer(res, playerId);
  requireSignedIn(auth, feature);
  return auth;
}
