import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { ApiError } from '../http/errors.js';
import { appendSetCookie, clearedSessionCookie, readSessionCookie, sessionCookie } from './cookie.js';
import type { Auth, SessionService } from './sessions.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The caller's session, set by `sessionMiddleware` (null: no valid session). */
    auth?: Auth | null;
  }
}

/**
 * The caller's session from the request's cookie, never creating anything: a valid session
 * (with its cookie re-sent when the expiry slid forward), or null with the cookie cleared when it
 * named no valid session.
 */
export async function resolveSession(
  sessions: SessionService,
  headers: IncomingHttpHeaders,
  res: ServerResponse,
  options: { secureCookies: boolean; maxStalenessMs: number },
): Promise<Auth | null> {
  const token = readSessionCookie(headers);
  if (token === null) return null;
  const validated = await sessions.validate(token, options.maxStalenessMs);
  if (!validated) {
    appendSetCookie(res, clearedSessionCookie(options.secureCookies));
    return null;
  }
  if (validated.extended)
    appendSetCookie(res, sessionCookie(token, validated.auth.expiresAt, options.secureCookies));
  return validated.auth;
}

/**
 * Puts the caller's session on `res.locals.auth` for the API routes. Every route asks the
 * database, so a revoked session stops at once (validate-word's fast path may reuse a lookup of
 * the last seconds: see http/fast-validate-word.ts).
 */
export function sessionMiddleware(sessions: SessionService, secureCookies: boolean): RequestHandler {
  return async (req, res, next) => {
    res.locals.auth = await resolveSession(sessions, req.headers, res, { secureCookies, maxStalenessMs: 0 });
    next();
  };
}

export function currentAuth(res: Response): Auth | null {
  return res.locals.auth ?? null;
}

/** The caller's session, or 401 UNAUTHENTICATED. */
export function requireAuth(res: Response): Auth {
  const auth = currentAuth(res);
  if (!auth)
    throw new ApiError(ErrorCode.UNAUTHENTICATED, 'You need a session: call POST /api/session first.');
  return auth;
}

/**
 * The caller's session when it is the named player's: 401 without a session, 403 for anyone
 * else's player id (the answer never says whether that player exists).
 */
export function requirePlayer(res: Response, playerId: string): Auth {
  const auth = requireAuth(res);
  if (auth.userId !== playerId) throw new ApiError(ErrorCode.FORBIDDEN, 'You can only act as yourself.');
  return auth;
}

/** Hints and continuous mode need an account (spec 000 §6). */
export function requireSignedIn(auth: Auth, feature: string): void {
  if (auth.isAnonymous)
    throw new ApiError(ErrorCode.SIGN_IN_REQUIRED, `${feature} is only available for users with accounts`);
}
