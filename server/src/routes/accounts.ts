import type { IRouter, Response } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { appendSetCookie, sessionCookie } from '../auth/cookie.js';
import {
  currentAuth,
  requireAuth,
  requirePlayer,
  requireSignedIn,
  requireSignedInPlayer,
} from '../auth/middleware.js';
import type { RecoveryService } from '../auth/recovery.js';
import type { Auth, IssuedSession, SessionService } from '../auth/sessions.js';
import type { SignInService } from '../auth/sign-in.js';
import { DomainError } from '../domain-error.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import type { Logger } from '../logger.js';
import { readPreferences, savePreferences } from '../services/preferences.js';
import type { Sql } from '../storage/database.js';

export interface AccountRouteDeps {
  sql: Sql;
  sessions: SessionService;
  signIn: SignInService;
  recovery: RecoveryService;
  rateLimits: RateLimitSet;
  secureCookies: boolean;
  logger: Logger;
  now: () => Date;
}

/**
 * The account calls of spec 001 §7: e-mail sign-in (code, link), sign-out, sync and recovery,
 * preferences. Thin: parse strictly, check who asks and the limits, call the service, answer.
 * Per-user calls are owner only (requirePlayer); recovery and sync need a signed-in caller.
 */
export function accountRoutes(router: IRouter, deps: AccountRouteDeps): void {
  const { rateLimits } = deps;
  const ip = clientIp;

  function setSession(res: Response, session: IssuedSession): void {
    appendSetCookie(res, sessionCookie(session.token, session.auth.expiresAt, deps.secureCookies));
  }

  /** Writes are limited per session, like the game's. */
  async function writeAllowed(sessionId: string): Promise<void> {
    await rateLimits.writesPerSession.consume(sessionId);
  }

  /** Sync and recovery: the named player's own session, signed in, within the write limit. */
  async function signedInPlayerWrite(res: Response, playerId: string, feature: string): Promise<Auth> {
    const auth = requireSignedInPlayer(res, playerId, feature);
    await writeAllowed(auth.sessionId);
    return auth;
  }

  onRoute(router, 'createVerificationCode', async (req, res, input) => {
    await rateLimits.signInEmailsPerIp.consume(ip(req));
    const { email, originalUserId } = input.body();
    const caller = currentAuth(res);
    if (originalUserId !== undefined && originalUserId !== caller?.userId)
      throw new DomainError(ErrorCode.FORBIDDEN, 'originalUserId must be your own user id.');
    // The address's buckets: the hourly one is only spent by a send the per-minute one allowed.
    const address = deps.signIn.addressKey(email);
    await rateLimits.signInEmailsPerAddressPerMinute.consume(address);
    await rateLimits.signInEmailsPerAddressPerHour.consume(address);
    res.json(await deps.signIn.requestCode(email, caller));
  });

  onRoute(router, 'verifyCode', async (req, res, input) => {
    await rateLimits.signInAttemptsPerIp.consume(ip(req));
    const { email, code, device } = input.body();
    const { response, session } = await deps.signIn.verifyCode(email, code, currentAuth(res), device);
    setSession(res, session);
    res.json(response);
  });

  onRoute(router, 'completeSignIn', async (req, res, input) => {
    await rateLimits.signInAttemptsPerIp.consume(ip(req));
    const { token, device } = input.body();
    const { response, session } = await deps.signIn.completeWithLink(token, currentAuth(res), device);
    setSession(res, session);
    res.json(response);
  });

  onRoute(router, 'signOut', async (req, res, input) => {
    input.body();
    const auth = requireAuth(res);
    // An anonymous identity has nothing to sign out of; ending its session would strand its data.
    requireSignedIn(auth, 'Signing out');
    await rateLimits.sessionsPerIp.consume(ip(req));
    await deps.sessions.revoke(auth.sessionId);
    const fresh = await deps.sessions.createAnonymous();
    setSession(res, fresh);
    res.status(201).json({ userId: fresh.auth.userId, isAnonymous: true });
  });

  onRoute(router, 'syncUserData', async (req, res, input) => {
    const { anonymousUserId, authenticatedUserId } = input.body();
    const auth = await signedInPlayerWrite(res, authenticatedUserId, 'Syncing data');
    const merged = await deps.recovery.syncFrom(auth.userId, anonymousUserId);
    res.json({ merged, userId: auth.userId });
  });

  onRoute(router, 'recoverUserData', async (req, res, input) => {
    const { userId } = input.body();
    const auth = await signedInPlayerWrite(res, userId, 'Data recovery');
    res.json(await deps.recovery.recoverAll(auth.userId));
  });

  onRoute(router, 'manualDataRecovery', async (req, res, input) => {
    const { targetUserId, sourceUserId } = input.body();
    const auth = await signedInPlayerWrite(res, targetUserId, 'Data recovery');
    res.json(await deps.recovery.recoverFrom(auth.userId, sourceUserId));
  });

  onRoute(router, 'userPreferences', async (req, res, input) => {
    const { userId } = input.params;
    const auth = requirePlayer(res, userId);
    res.json(await readPreferences(deps.sql, auth.userId, deps.logger));
  });

  onRoute(router, 'saveUserPreferences', async (req, res, input) => {
    const { userId, preferences } = input.body();
    const auth = requirePlayer(res, userId);
    await writeAllowed(auth.sessionId);
    res.json(await savePreferences(deps.sql, auth.userId, preferences, deps.now(), deps.logger));
  });
}
