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

/** Your Stats and the history list: fresh 2 minutes. */
export function playerHistoryQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.playerHistory(userId),
    queryFn: ({ signal }) => getPlayerHistory(userId, signal),
    staleTime: 2 * MINUTE,
  });
}

/** One day in detail (a past day's answers never change; today's may unlock with a reveal). */
export function playerHistoryDayQuery(userId: string, date: string) {
  return queryOptions({
    queryKey: progressKeys.playerHistoryDay(userId, date),
    queryFn: ({ signal }) => getPlayerHistoryDay(userId, date, signal),
    staleTime: 2 * MINUTE,
  });
}

/** The A.I. Profile: fresh 5 minutes. */
export function userProfileQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.userProfile(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
    staleTime: 5 * MINUTE,
  });
}

/** Challenge stats and the rank: as fresh as the profile they sit beside. */
export function challengeStatsQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.challengeStats(userId),
    queryFn: ({ signal }) => getChallengeStats(userId, signal),
    staleTime: 5 * MINUTE,
  });
}

export function extraPointsRankQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.extraPointsRank(userId),
    queryFn: ({ signal }) => getExtraPointsRank(userId, signal),
    staleTime: 5 * MINUTE,
  });
}

/** The day's challenges and eligibility: fresh 5 minutes; a failure reads as "not eligible". */
export function personalizedChallengesQuery(userId: string, date: string) {
  return queryOptions({
    queryKey: progressKeys.personalizedChallenges(userId, date),
    queryFn: ({ signal }) => getPersonalizedChallenges(userId, date, signal),
    staleTime: 5 * MINUTE,
  });
}

/** The preview each word is checked against: the default freshness (2 minutes); a failure is empty. */
export function challengePreviewQuery(date: string) {
  return queryOptions({
    queryKey: progressKeys.challengePreview(date),
    queryFn: ({ signal }) => getChallengePreview(date, signal),
  });
}
