import type { IRouter, Response } from 'express';
import { z } from 'zod';
import {
  ApiRoute,
  ErrorCode,
  ZCompleteSignInRequest,
  ZCreateVerificationCodeRequest,
  ZEmptyBody,
  ZManualDataRecoveryRequest,
  ZRecoverUserDataRequest,
  ZSaveUserPreferencesRequest,
  ZSyncUserDataRequest,
  type ZSyncUserDataResponse,
  ZUserId,
  ZVerifyCodeRequest,
  type TSignOutResponse,
} from '@dozen/engine/contract';
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
import { bodyOrEmpty, parseBody, parseParams, parseQuery, validate, ZNoQuery } from '../http/validate.js';
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

const ZUserParams = z.strictObject({ userId: ZUserId });

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

  onRoute(router, ApiRoute.createVerificationCode, async (req, res) => {
    parseQuery(ZNoQuery, req);
    await rateLimits.signInEmailsPerIp.consume(ip(req));
    const { email, originalUserId } = parseBody(ZCreateVerificationCodeRequest, req);
    const caller = currentAuth(res);
    if (originalUserId !== undefined && originalUserId !== caller?.userId)
      throw new DomainError(ErrorCode.FORBIDDEN, 'originalUserId must be your own user id.');
    // The address's buckets: the hourly one is only spent by a send the per-minute one allowed.
    const address = deps.signIn.addressKey(email);
    await rateLimits.signInEmailsPerAddressPerMinute.consume(address);
    await rateLimits.signInEmailsPerAddressPerHour.consume(address);
    res.json(await deps.signIn.requestCode(email, caller));
  });

  onRoute(router, ApiRoute.verifyCode, async (req, res) => {
    parseQuery(ZNoQuery, req);
    await rateLimits.signInAttemptsPerIp.consume(ip(req));
    const { email, code, device } = parseBody(ZVerifyCodeRequest, req);
    const { response, session } = await deps.signIn.verifyCode(email, code, currentAuth(res), device);
    setSession(res, session);
    res.json(response);
  });

  onRoute(router, ApiRoute.completeSignIn, async (req, res) => {
    parseQuery(ZNoQuery, req);
    await rateLimits.signInAttemptsPerIp.consume(ip(req));
    const { token, device } = parseBody(ZCompleteSignInRequest, req);
    const { response, session } = await deps.signIn.completeWithLink(token, currentAuth(res), device);
    setSession(res, session);
    res.json(response);
  });

  onRoute(router, ApiRoute.signOut, async (req, res) => {
    parseQuery(ZNoQuery, req);
    validate(ZEmptyBody, bodyOrEmpty(req.body), 'body');
    const auth = requireAuth(res);
    // An anonymous identity has nothing to sign out of; ending its session would strand its data.
    requireSignedIn(auth, 'Signing out');
    await rateLimits.sessionsPerIp.consume(ip(req));
    await deps.sessions.revoke(auth.sessionId);
    const fresh = await deps.sessions.createAnonymous();
    setSession(res, fresh);
    const body: TSignOutResponse = { userId: fresh.auth.userId, isAnonymous: true };
    res.status(201).json(body);
  });

  onRoute(router, ApiRoute.syncUserData, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { anonymousUserId, authenticatedUserId } = parseBody(ZSyncUserDataRequest, req);
    const auth = await signedInPlayerWrite(res, authenticatedUserId, 'Syncing data');
    const merged = await deps.recovery.syncFrom(auth.userId, anonymousUserId);
    const body: z.infer<typeof ZSyncUserDataResponse> = { merged, userId: auth.userId };
    res.json(body);
  });

  onRoute(router, ApiRoute.recoverUserData, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId } = parseBody(ZRecoverUserDataRequest, req);
    const auth = await signedInPlayerWrite(res, userId, 'Data recovery');
    res.json(await deps.recovery.recoverAll(auth.userId));
  });

  onRoute(router, ApiRoute.manualDataRecovery, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { targetUserId, sourceUserId } = parseBody(ZManualDataRecoveryRequest, req);
    const auth = await signedInPlayerWrite(res, targetUserId, 'Data recovery');
    res.json(await deps.recovery.recoverFrom(auth.userId, sourceUserId));
  });

  onRoute(router, ApiRoute.userPreferences, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId } = parseParams(ZUserParams, req);
    const auth = requirePlayer(res, userId);
    res.json(await readPreferences(deps.sql, auth.userId, deps.logger));
  });

  onRoute(router, ApiRoute.saveUserPreferences, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId, preferences } = parseBody(ZSaveUserPreferencesRequest, req);
    const auth = requirePlayer(res, userId);
    await writeAllowed(auth.sessionId);
    res.json(await savePreferences(deps.sql, auth.userId, preferences, deps.now(), deps.logger));
  });
}
