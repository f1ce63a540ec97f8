import {
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_REWARD_POINTS,
  CHALLENGE_TYPES,
  addDays,
  challengeBaselineOf,
  challengeDayOf,
  challengeEligibility,
  generateChallenges,
  parseChallengeId,
  previewOf,
  weekOf,
  type EligibilityInfo,
} from '@dozen/engine';
import {
  ErrorCode,
  type TChallengeCompletionResponse,
  type TChallengePreviewResponse,
  type TChallengeStatsResponse,
  type TGenerateChallengesResponse,
  type TPersonalizedChallenge,
  type TPersonalizedChallengesResponse,
} from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import {
  findAllChallengesOf,
  findChallenge,
  findChallengesOf,
  insertChallengesIfAbsent,
  type ChallengeRow,
} from '../storage/challenges.js';
import { findEntry } from '../storage/game-entries.js';
import { countGamesOf, readPlaysOfDate } from '../storage/games.js';
import { completeFromStoredGames } from './challenge-completion.js';
import { challengeOf, personalizedView } from './challenge-views.js';
import type { CommunityRatesService } from './community.js';
import { playablePool, startedPool, type GameContext } from './context.js';
import { unlockedFor } from './daily-pool.js';
import { hasStarted, isDayOver, today } from './day-policy.js';
import { profileOn, readWindowGames } from './progress.js';

/**
 * Personalised challenges (spec 001 §3, §5, §7): eligibility, deterministic generation stored once
 * per (player, date), the player's views of them, verified completion, stats and the preview.
 * Callers have checked that the player is signed in and is the caller.
 */
export interface ChallengeService {
  eligibility(userId: string): Promise<EligibilityInfo>;
  list(userId: string, date: string): Promise<TPersonalizedChallenge[]>;
  personalized(userId: string, date: string): Promise<TPersonalizedChallengesResponse>;
  generate(userId: string, date: string): Promise<TGenerateChallengesResponse>;
  complete(userId: string, challengeId: string, date?: string): Promise<TChallengeCompletionResponse>;
  stats(userId: string): Promise<TChallengeStatsResponse>;
  preview(userId: string, date: string): Promise<TChallengePreviewResponse>;
}

export function createChallengeService(
  context: GameContext,
  community: CommunityRatesService,
): ChallengeService {
  const { sql } = context;

  async function eligibility(userId: string): Promise<EligibilityInfo> {
    return challengeEligibility(await countGamesOf(sql, userId));
  }

  /** A started date (a future one is 404, as everywhere). */
  function requireStarted(date: string): void {
    if (!hasStarted(date, context.now))
      throw new DomainError(ErrorCode.NOT_FOUND, 'That puzzle has not started yet.');
  }

  /** The rows as the player sees them: progress from their games, today's target words hidden. */
  async function views(
    userId: string,
    date: string,
    rows: readonly ChallengeRow[],
  ): Promise<TPersonalizedChallenge[]> {
    if (rows.length === 0) return [];
    const since = rows.reduce(
      (earliest, row) => (row.createdAt < earliest ? row.createdAt : earliest),
      rows[0]!.createdAt,
    );
    const dayOver = isDayOver(date, context.now);
    const [plays, entry] = await Promise.all([
      readPlaysOfDate(sql, userId, date, since),
      dayOver ? null : findEntry(sql, userId, date),
    ]);
    const hideTargetWords = !unlockedFor(entry, dayOver).targetWords;
    return rows.map((row) => personalizedView(row, plays, hideTargetWords));
  }

  async function list(userId: string, date: string): Promise<TPersonalizedChallenge[]> {
    requireStarted(date);
    return views(userId, date, await findChallengesOf(sql, userId, date));
  }

  return {
    eligibility,
    list,

    async personalized(userId, date) {
      const [challenges, eligibilityInfo] = await Promise.all([list(userId, date), eligibility(userId)]);
      return { challenges, eligibilityInfo };
    },

    async generate(userId, date) {
      const pool = await playablePool(context, date, 'Challenges can only be generated for');
      const eligibilityInfo = await eligibility(userId);
      if (!eligibilityInfo.eligible) throw new DomainError(ErrorCode.NOT_ELIGIBLE, eligibilityInfo.message);
      let rows = await findChallengesOf(sql, userId, date);
      let generated = false;
      if (rows.length === 0) {
        // Targets from the games before the date only: the same three whenever (and wherever) this runs.
        const before = await readWindowGames(sql, userId, addDays(date, -1));
        const challenges = generateChallenges({
          playerId: userId,
          day: challengeDayOf(pool, context.dictionary),
          baseline: challengeBaselineOf(before),
        }).map(({ challenge }) => challenge);
        generated = (await insertChallengesIfAbsent(sql, userId, challenges, context.now())) > 0;
        rows = await findChallengesOf(sql, userId, date);
      }
      const [challenges, userProfile] = await Promise.all([
        views(userId, date, rows),
        profileOn(sql, community, userId, today(context.now)),
      ]);
      return { challenges, userProfile, eligibilityInfo, generated };
    },

    async complete(userId, challengeId, date) {
      const row = await findChallenge(sql, challengeId);
      // The route checked the id names the caller; a row of another player cannot be reached.
      if (!row || row.playerId !== userId || (date !== undefined && row.date !== date)) {
        throw new DomainError(ErrorCode.NOT_FOUND, 'No such challenge.');
      }
      const { row: done, alreadyCompleted } = await completeFromStoredGames(sql, row, context.now());
      const [challenge] = await views(userId, done.date, [done]);
      return {
        success: true,
        challenge: challenge!,
        alreadyCompleted,
        rewardPoints: done.rewardPoints,
        performance: done.performance!,
        completedByGameId: done.completedByGame,
        message: alreadyCompleted
          ? 'Challenge already completed.'
          : `Challenge Complete! ${done.title}: +${done.rewardPoints} points`,
      };
    },

    async stats(userId) {
      const rows = await findAllChallengesOf(sql, userId);
      const tally = () => ({ offered: 0, completed: 0, points: 0 });
      const byDifficulty = Object.fromEntries(
        CHALLENGE_DIFFICULTIES.map((d) => [d, tally()]),
      ) as TChallengeStatsResponse['byDifficulty'];
      const byType = Object.fromEntries(
        CHALLENGE_TYPES.map((t) => [t, tally()]),
      ) as TChallengeStatsResponse['byType'];
      const performance = { excellent: 0, good: 0, fair: 0, poor: 0 };
      const week = weekOf(today(context.now));
      const thisWeek = { ...week, completed: 0, points: 0 };
      let completed = 0;
      let points = 0;
      for (const row of rows) {
        const done = row.completedAt !== null;
        for (const group of [byDifficulty[row.difficulty], byType[row.challengeType]]) {
          group.offered += 1;
          if (done) {
            group.completed += 1;
            group.points += row.rewardPoints;
          }
        }
        if (!done) continue;
        completed += 1;
        points += row.rewardPoints;
        if (row.performance) performance[row.performance] += 1;
        if (row.date >= week.start && row.date <= week.end) {
          thisWeek.completed += 1;
          thisWeek.points += row.rewardPoints;
        }
      }
      return {
        userId,
        totalChallengesOffered: rows.length,
        totalChallengesCompleted: completed,
        completionPercent: rows.length === 0 ? 0 : Math.round((100 * completed) / rows.length),
        totalRewardPoints: points,
        byDifficulty,
        byType,
        performance,
        thisWeek,
        rewardPointsPerDifficulty: { ...CHALLENGE_REWARD_POINTS },
      };
    },

    async preview(userId, date) {
      await startedPool(context, date);
      const [rows, info] = await Promise.all([findChallengesOf(sql, userId, date), eligibility(userId)]);
      const shown = await views(userId, date, rows);
      const todayChallenges = rows.map((row, i) => {
        const { id, type, isCompleted } = previewOf(challengeOf(row));
        return {
          id,
          type,
          isCompleted,
          targetMetrics: shown[i]!.targetMetrics,
          title: row.title,
          difficulty: row.difficulty,
          rewards: { points: row.rewardPoints },
        };
      });
      return {
        date,
        todayChallenges,
        completedCount: todayChallenges.filter((c) => c.isCompleted).length,
        totalCount: todayChallenges.length,
        eligibility: { eligible: info.eligible, message: info.message },
      };
    },
  };
}

/** The owner a challenge id names (null when it is not a challenge id). */
export function ownerOfChallengeId(challengeId: string): string | null {
  return parseChallengeId(challengeId)?.playerId ?? null;
}
