import {
  ApiRoute,
  ZChallengePreviewResponse,
  ZChallengeStatsResponse,
  ZExtraPointsRankResponse,
  ZGenerateChallengesResponse,
  ZPersonalizedChallengesResponse,
  ZPlayerHistoryDayResponse,
  ZPlayerHistoryResponse,
  ZUserProfile,
  type TChallengePreviewResponse,
  type TChallengeStatsResponse,
  type TExtraPointsRankResponse,
  type TGenerateChallengesResponse,
  type TPersonalizedChallengesResponse,
  type TPlayerHistoryDayResponse,
  type TPlayerHistoryResponse,
  type TUserProfile,
} from '@dozen/engine/contract';
import { postJson, requestJson } from './http.js';

/**
 * The progress calls of spec 001 §7 (history, profile, challenges, rank), beside http.ts and through
 * its one `requestJson`. A module of its own, loaded only by what shows progress (the stats and
 * challenge views, the game screen), so that neither these calls nor their schemas reach the
 * first page's bundle.
 */

export function getPlayerHistory(userId: string, signal?: AbortSignal): Promise<TPlayerHistoryResponse> {
  return requestJson(ApiRoute.playerHistory.path({ userId }), {
    schema: () => ZPlayerHistoryResponse,
    signal,
  });
}

export function getPlayerHistoryDay(
  userId: string,
  date: string,
  signal?: AbortSignal,
): Promise<TPlayerHistoryDayResponse> {
  return requestJson(ApiRoute.playerHistoryDay.path({ userId, date }), {
    schema: () => ZPlayerHistoryDayResponse,
    signal,
  });
}

export function getUserProfile(userId: string, signal?: AbortSignal): Promise<TUserProfile> {
  return requestJson(ApiRoute.userProfile.path({ userId }), { schema: () => ZUserProfile, signal });
}

export function getChallengeStats(userId: string, signal?: AbortSignal): Promise<TChallengeStatsResponse> {
  return requestJson(ApiRoute.challengeStats.path({ userId }), {
    schema: () => ZChallengeStatsResponse,
    signal,
  });
}

export function getExtraPointsRank(userId: string, signal?: AbortSignal): Promise<TExtraPointsRankResponse> {
  return requestJson(ApiRoute.extraPointsRank.path({ userId }), {
    schema: () => ZExtraPointsRankResponse,
    signal,
  });
}

/** Spec 001 §8: a failed challenge call reads as "not eligible": 0 of 5 played, 5 remaining. */
export const GAMES_FOR_CHALLENGES = 5;
export const NOT_ELIGIBLE: TPersonalizedChallengesResponse = {
  challenges: [],
  eligibilityInfo: {
    eligible: false,
    gamesPlayed: 0,
    gamesRequired: GAMES_FOR_CHALLENGES,
    remainingGames: GAMES_FOR_CHALLENGES,
    message: `Play ${GAMES_FOR_CHALLENGES} more games so AI can personalize your challenges`,
  },
};

const aborted = (signal: AbortSignal | undefined) => signal?.aborted === true;

/**
 * GET /api/personalized-challenges/{userId}/{date}. Any failure (non-ok, not JSON, no answer) is
 * "not eligible" (spec 001 §8), so the button and the list never show an error of their own.
 */
export async function getPersonalizedChallenges(
  userId: string,
  date: string,
  signal?: AbortSignal,
): Promise<TPersonalizedChallengesResponse> {
  try {
    return await requestJson(ApiRoute.personalizedChallenges.path({ userId, date }), {
      schema: () => ZPersonalizedChallengesResponse,
      signal,
    });
  } catch (error) {
    if (aborted(signal)) throw error;
    console.warn('Failed to fetch personalized challenges', error);
    return NOT_ELIGIBLE;
  }
}

/** The challenge preview when it cannot be loaded (spec 001 §8): 0 of 0. */
export function emptyPreview(date: string): TChallengePreviewResponse {
  return { date, todayChallenges: [], completedCount: 0, totalCount: 0 };
}

/** GET /api/challenge-preview/{date}; a failure empties the preview (spec 001 §7, §8). */
export async function getChallengePreview(
  date: string,
  signal?: AbortSignal,
): Promise<TChallengePreviewResponse> {
  try {
    return await requestJson(ApiRoute.challengePreview.path({ date }), {
      schema: () => ZChallengePreviewResponse,
      signal,
    });
  } catch (error) {
    if (aborted(signal)) throw error;
    return emptyPreview(date);
  }
}

/** POST /api/generate-challenges: deterministic and idempotent per (player, date) on the server. */
export function generateChallenges(playerId: string, date: string): Promise<TGenerateChallengesResponse> {
  return postJson(ApiRoute.generateChallenges.path(), { playerId, date }, () => ZGenerateChallengesResponse);
}
