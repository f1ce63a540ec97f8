import type { RequestHandler, Response } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { ApiError } from '../http/errors.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie.js';
import type { Auth, SessionService } from './sessions.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The caller's session, set by `sessionMiddleware` (null: no valid session). */
    auth?: Auth | null;
  }
}

/**
 * Reads the session cookie on API requests: a valid session is put on `res.locals.auth` (and its
 * cookie re-sent when the expiry slid forward); an invalid one is cleared. Never creates anything.
 *
 * `hotPaths` may answer from this process's lookup of the last `hotStalenessMs` instead of the
 * database: validate-word is called for every word typed, and a session revoked on another
 * instance at worst validates words for a few more seconds. Every other route asks the database.
 */
export function sessionMiddleware(
  sessions: SessionService,
  secureCookies: boolean,
  hot: { paths: ReadonlySet<string>; stalenessMs: number } = { paths: new Set(), stalenessMs: 0 },
): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionCookie(req);
    res.locals.auth = null;
    if (token === null) {
      next();
      return;
    }
    const validated = await sessions.validate(token, hot.paths.has(req.path) ? hot.stalenessMs : 0);
    if (!validated) {
      clearSessionCookie(res, secureCookies);
    } else {
      res.locals.auth = validated.auth;
      if (validated.extended) setSessionCookie(res, token, validated.auth.expiresAt, secureCookies);
    }
    next();
  };
}

export function currentAuth(res: Response): Auth | null {
  return res.locals.auth ?? null;
}

/** The caller's session, or 401 UNAUTHENTICATED. */
export function requireAuth(res: Response): Auth {
  const auth = currentAuth(res);
  if (!auth) throw new ApiError(ErrorCode.UNAUTHENTICATED, 'You need a session: call POST /api/session first.');
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
  if (auth.isAnonymous) throw new ApiError(ErrorCode.SIGN_IN_REQUIRED, `${feature} is only available for users with accounts`);
}

