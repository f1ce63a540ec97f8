import type { z } from 'zod';
import * as common from '../common.js';
import * as progress from '../progress.js';
import { OWNER_ERRORS, SIGNED_IN_ERRORS, SIGNED_IN_OWNER_ERRORS, type AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** Both ways of completing a challenge verify it from the same stored games, so fail alike. */
const COMPLETION_ERRORS = [
  ...SIGNED_IN_OWNER_ERRORS,
  E.NOT_FOUND,
  E.CHALLENGE_NOT_COMPLETE,
  E.RATE_LIMITED,
] as const;

/** A read of the signed-in caller’s own figures by their player id: only what it answers differs. */
function signedInOwnerRead<Answer extends z.ZodType>(summary: string, answer: Answer) {
  return {
    summary,
    params: progress.ZUserParams,
    answers: { 200: answer },
    errors: [...SIGNED_IN_OWNER_ERRORS],
  } as const;
}

/** A player’s progress: history, profile, challenges and their points. Part of `ApiRouteSchemas` (api-routes.ts). */
export const progressRoutes = {
  playerHistory: {
    summary: 'The caller’s history, streaks and Your Stats (owner only).',
    params: progress.ZUserParams,
    answers: { 200: progress.ZPlayerHistoryResponse },
    errors: [...OWNER_ERRORS],
  },
  playerHistoryDay: {
    summary: 'One day of the caller’s history in detail (owner only).',
    params: common.ZUserDateParams,
    answers: { 200: progress.ZPlayerHistoryDayResponse },
    errors: [...OWNER_ERRORS, E.NOT_FOUND],
  },
  userProfile: signedInOwnerRead('The A.I. Profile (signed-in owner).', progress.ZUserProfile),
  personalizedChallenges: {
    summary: 'The caller’s challenges of a day, with eligibility (signed-in owner).',
    params: common.ZUserDateParams,
    answers: { 200: progress.ZPersonalizedChallengesResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.NOT_FOUND],
  },
  challenges: {
    summary: 'The caller’s challenges of a day, as a bare list.',
    params: common.ZDateParams,
    answers: { 200: progress.ZChallengesResponse },
    errors: [...SIGNED_IN_ERRORS, E.NOT_FOUND],
  },
  generateChallenges: {
    summary: 'Generates the caller’s challenges of a day (deterministic, idempotent).',
    body: progress.ZGenerateChallengesRequest,
    answers: { 200: progress.ZGenerateChallengesResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.NOT_ELIGIBLE, E.RATE_LIMITED],
  },
  completeChallenge: {
    summary: 'Completes a challenge, verified from the stored games of its day (the body is not trusted).',
    params: progress.ZChallengeIdParams,
    body: progress.ZCompleteChallengeRequest,
    bodyOptional: true,
    answers: { 200: progress.ZChallengeCompletionResponse },
    errors: [...COMPLETION_ERRORS],
  },
  challengeCompletion: {
    summary: 'The same verified completion, the challenge named in the body.',
    body: progress.ZChallengeCompletionRequest,
    answers: { 200: progress.ZChallengeCompletionResponse },
    errors: [...COMPLETION_ERRORS],
  },
  challengeStats: signedInOwnerRead(
    'The caller’s challenge totals (signed-in owner).',
    progress.ZChallengeStatsResponse,
  ),
  challengePreview: {
    summary: 'What the game screen shows of the caller’s challenges of a day.',
    params: common.ZDateParams,
    answers: { 200: progress.ZChallengePreviewResponse },
    errors: [...SIGNED_IN_ERRORS, E.NOT_FOUND],
  },
  extraPointsRank: signedInOwnerRead(
    'The caller’s challenge points and rank, this week and all time (signed-in owner).',
    progress.ZExtraPointsRankResponse,
  ),
} as const satisfies AreaRoutes;
