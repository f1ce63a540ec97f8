import type { IRouter, Response } from 'express';
import type { RouteAnswerBody } from '@dozen/engine/contract';
import { requireAuth, requirePlayer, requireSignedIn, requireSignedInPlayer } from '../auth/middleware.js';
import type { Auth } from '../auth/sessions.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
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
  type OwnerRead = 'userProfile' | 'challengeStats' | 'extraPointsRank';
  function onSignedInOwnerRead(
    route: OwnerRead,
    feature: string,
    read: (userId: string) => Promise<RouteAnswerBody<OwnerRead>>,
  ): void {
    onRoute(router, route, async (_req, res, { params }) => {
      requireSignedInPlayer(res, params.userId, feature);
      res.json(await read(params.userId));
    });
  }

  onRoute(router, 'playerHistory', async (_req, res, { params }) => {
    requirePlayer(res, params.userId);
    res.json(await progress.history(params.userId));
  });

  onRoute(router, 'playerHistoryDay', async (_req, res, { params }) => {
    requirePlayer(res, params.userId);
    res.json(await progress.historyDay(params.userId, params.date));
  });

  onSignedInOwnerRead('userProfile', PROFILE, (userId) => progress.profile(userId));

  onRoute(router, 'personalizedChallenges', async (_req, res, { params }) => {
    requireSignedInPlayer(res, params.userId, CHALLENGES);
    res.json(await challenges.personalized(params.userId, params.date));
  });

  onRoute(router, 'challenges', async (_req, res, { params }) => {
    const auth = signedInCaller(res, CHALLENGES);
    res.json(await challenges.list(auth.userId, params.date));
  });

  onRoute(router, 'generateChallenges', async (_req, res, input) => {
    const { playerId, date } = input.body();
    const auth = requireSignedInPlayer(res, playerId, CHALLENGES);
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await challenges.generate(playerId, date));
  });

  onRoute(router, 'completeChallenge', async (_req, res, input) => {
    const { challengeId } = input.params;
    // The id names its owner: another player's challenge is refused before any lookup.
    const auth = requireSignedInPlayer(res, ownerOfChallengeId(challengeId)!, CHALLENGES);
    // The spec's body (actualScore, actualWords, rating) is a claim: checked, not used.
    input.body();
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await challenges.complete(auth.userId, challengeId));
  });

  onRoute(router, 'challengeCompletion', async (_req, res, input) => {
    const request = input.body();
    const auth = requireSignedInPlayer(res, request.playerId, CHALLENGES);
    await rateLimits.writesPerSession.consume(auth.sessionId);
    // Another player's challenge id in the body is as unknown as one that does not exist (404).
    res.json(await challenges.complete(auth.userId, request.challengeId, request.date));
  });

  onSignedInOwnerRead('challengeStats', CHALLENGES, (userId) => challenges.stats(userId));

  onRoute(router, 'challengePreview', async (_req, res, { params }) => {
    const auth = signedInCaller(res, CHALLENGES);
    res.json(await challenges.preview(auth.userId, params.date));
  });

  onSignedInOwnerRead('extraPointsRank', RANK, (userId) => extraPointsRank(context.sql, context.now, userId));
}
