import { standingFromCounts, weekOf } from '@dozen/engine';
import type { TExtraPointsRankResponse } from '@dozen/engine/contract';
import type { Sql } from '../storage/database.js';
import { readRankCounts } from '../storage/challenges.js';
import { today } from './day-policy.js';

/**
 * The leaderboard rank by reward points (GET /api/extra-points-rank): this New York week (Monday to
 * Sunday, by the challenges' puzzle dates) and all time. Points come only from completions the
 * server recorded from stored games; ties share a rank (engine: standingFromCounts).
 */
export async function extraPointsRank(
  sql: Sql,
  now: () => Date,
  userId: string,
): Promise<TExtraPointsRankResponse> {
  const week = weekOf(today(now));
  const [thisWeek, allTime] = await Promise.all([
    readRankCounts(sql, userId, { from: week.start, to: week.end }),
    readRankCounts(sql, userId, null),
  ]);
  return {
    userId,
    week: { ...standingFromCounts(thisWeek), start: week.start, end: week.end },
    allTime: standingFromCounts(allTime),
  };
}
