import { queryOptions } from '@tanstack/react-query';
import {
  getChallengePreview,
  getChallengeStats,
  getExtraPointsRank,
  getPersonalizedChallenges,
  getPlayerHistory,
  getPlayerHistoryDay,
  getUserProfile,
} from './progress-http.js';

/**
 * The progress queries (spec 001 §7, §9: player history 2 minutes, profile 5 minutes, personalised
 * challenges 5 minutes), beside query.ts and with its defaults. Only lazily loaded views (the game
 * screen, the stats and challenge modals) import this, so none of it is in the first page's bundle.
 */

const MINUTE = 60_000;

/** All under 'progress', so one stored game (or reveal) refreshes every view of it at once. */
export const progressKeys = {
  all: () => ['progress'] as const,
  playerHistory: (userId: string) => ['progress', 'player-history', userId] as const,
  playerHistoryDay: (userId: string, date: string) => ['progress', 'player-history', userId, date] as const,
  userProfile: (userId: string) => ['progress', 'user-profile', userId] as const,
  challengeStats: (userId: string) => ['progress', 'challenge-stats', userId] as const,
  extraPointsRank: (userId: string) => ['progress', 'extra-points-rank', userId] as const,
  personalizedChallenges: (userId: string, date: string) =>
    ['progress', 'personalized-challenges', userId, date] as const,
  challengePreview: (date: string) => ['progress', 'challenge-preview', date] as const,
};

/**
 * A progress view's query, for the same arguments as its key: the GET is handed them and the
 * query's abort signal, and an answer stays fresh `staleTime`.
 */
function progressQuery<Args extends unknown[], Key extends readonly unknown[], T>(
  keyOf: (...args: Args) => Key,
  get: (...args: [...Args, AbortSignal]) => Promise<T>,
  staleTime: number,
) {
  return (...args: Args) =>
    queryOptions({ queryKey: keyOf(...args), queryFn: ({ signal }) => get(...args, signal), staleTime });
}

/** Your Stats and the history list: fresh 2 minutes. */
export const playerHistoryQuery = progressQuery(progressKeys.playerHistory, getPlayerHistory, 2 * MINUTE);

/** One day in detail (a past day's answers never change; today's may unlock with a reveal). */
export const playerHistoryDayQuery = progressQuery(
  progressKeys.playerHistoryDay,
  getPlayerHistoryDay,
  2 * MINUTE,
);

/** The A.I. Profile: fresh 5 minutes. */
export const userProfileQuery = progressQuery(progressKeys.userProfile, getUserProfile, 5 * MINUTE);

/** Challenge stats and the rank: as fresh as the profile they sit beside. */
export const challengeStatsQuery = progressQuery(progressKeys.challengeStats, getChallengeStats, 5 * MINUTE);

export const extraPointsRankQuery = progressQuery(
  progressKeys.extraPointsRank,
  getExtraPointsRank,
  5 * MINUTE,
);

/** The day's challenges and eligibility: fresh 5 minutes; a failure reads as "not eligible". */
export const personalizedChallengesQuery = progressQuery(
  progressKeys.personalizedChallenges,
  getPersonalizedChallenges,
  5 * MINUTE,
);

/** The preview each word is checked against: the default freshness (2 minutes); a failure is empty. */
export function challengePreviewQuery(date: string) {
  return queryOptions({
    queryKey: progressKeys.challengePreview(date),
    queryFn: ({ signal }) => getChallengePreview(date, signal),
  });
}
