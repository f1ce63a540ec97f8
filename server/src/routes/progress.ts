import type { IRouter, Response } from 'express';
import {
  ApiRoute,
  type ApiRouteSpec,
  ZChallengeCompletionRequest,
  ZChallengeIdParams,
  ZCompleteChallengeRequest,
  ZDateParams,
  ZGenerateChallengesRequest,
  ZUserDateParams,
  ZUserParams,
} from '@dozen/engine/contract';
import { requireAuth, requirePlayer, requireSignedIn, requireSignedInPlayer } from '../auth/middleware.js';
import type { Auth } from '../auth/sessions.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { bodyOrEmpty, parseBody, parseParams, parseQuery, validate, ZNoQuery } from '../http/validate.js';
import { createChallengeService, ownerOfChallengeId } from '../services/challenges.js';
import { createCommunityRates } from '../services/community.js';
import type { GameContext } from '../services/context.js';
import { createProgressService } from '../services/progress.js';
import { extraPointsRank } from '../services/rank.js';

/** What spec 001 §6 reserves for accounts, in the words of the sign-in gate. */
const CHALLENGES = 'Personalized challenges';
const PROFILE = 'The A.I. Profile';
const RANK = 'The leaderboard rank';

/**
 * Progress behind sign-in (spec 001 §7). Thin: parse strictly, check who asks (owner
 * only; the profile, challenges and rank need an account, history does not), call a service.
 */
export function progressRoutes(router: IRouter, context: GameContext, rateLimits: RateLimitSet): void {
  const community = createCommunityRates(context);
  const progress = createProgressService(context, community);
  const challenges = createChallengeService(context, community);

  /** The signed-in caller (routes that name no player act on the caller's own data). */
  function signedInCaller(res: Response, feature: string): Auth {
    const auth = requireAuth(res);
    requireSignedIn(auth, feature);
    return auth;
  }

  /** A GET of the named player's own data behind sign-in: `:userId` in the path, no query. */
  function onSignedInOwnerRead<P extends string>(
    route: ApiRouteSpec<P>,
    feature: string,
    read: (userId: string) => Promise<unknown>,
  ): void {
    onRoute(router, route, async (req, res) => {
      parseQuery(ZNoQuery, req);
      const { userId } = parseParams(ZUserParams, req);
      requireSignedInPlayer(res, userId, feature);
      res.json(await read(userId));
    });
  }

  onRoute(router, ApiRoute.playerHistory, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId } = parseParams(ZUserParams, req);
    requirePlayer(res, userId);
    res.json(await progress.history(userId));
  });

  onRoute(router, ApiRoute.playerHistoryDay, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId, date } = parseParams(ZUserDateParams, req);
    requirePlayer(res, userId);
    res.json(await progress.historyDay(userId, date));
  });

  onSignedInOwnerRead(ApiRoute.userProfile, PROFILE, (userId) => progress.profile(userId));

  onRoute(router, ApiRoute.personalizedChallenges, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { userId, date } = parseParams(ZUserDateParams, req);
    requireSignedInPlayer(res, userId, CHALLENGES);
    res.json(await challenges.personalized(userId, date));
  });

  onRoute(router, ApiRoute.challenges, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { date } = parseParams(ZDateParams, req);
    const auth = signedInCaller(res, CHALLENGES);
    res.json(await challenges.list(auth.userId, date));
  });

  onRoute(router, ApiRoute.generateChallenges, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { playerId, date } = parseBody(ZGenerateChallengesRequest, req);
    const auth = requireSignedInPlayer(res, playerId, CHALLENGES);
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await challenges.generate(playerId, date));
  });

  onRoute(router, ApiRoute.completeChallenge, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { challengeId } = parseParams(ZChallengeIdParams, req);
    // The id names its owner: another player's challenge is refused before any lookup.
    const auth = requireSignedInPlayer(res, ownerOfChallengeId(challengeId)!, CHALLENGES);
    // The spec's body (actualScore, actualWords, rating) is a claim: checked, not used.
    validate(ZCompleteChallengeRequest, bodyOrEmpty(req.body), 'body');
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await challenges.complete(auth.userId, challengeId));
  });

  onRoute(router, ApiRoute.challengeCompletion, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const request = parseBody(ZChallengeCompletionRequest, req);
    const auth = requireSignedInPlayer(res, request.playerId, CHALLENGES);
    await rateLimits.writesPerSession.consume(auth.sessionId);
    // Another player's challenge id in the body is as unknown as one that does not exist (404).
    res.json(await challenges.complete(auth.userId, request.challengeId, request.date));
  });

  onSignedInOwnerRead(ApiRoute.challengeStats, CHALLENGES, (userId) => challenges.stats(userId));

  onRoute(router, ApiRoute.challengePreview, async (req, res) => {
    parseQuery(ZNoQuery, req);
    const { date } = parseParams(ZDateParams, req);
    const auth = signedInCaller(res, CHALLENGES);
    res.json(await challenges.preview(auth.userId, date));
  });

  onSignedInOwnerRead(ApiRoute.extraPointsRank, RANK, (userId) =>
    extraPointsRank(context.sql, context.now, userId),
  );
}
