import type { Challenge, ChallengeDifficulty, ChallengeType, PerformanceRating } from '@dozen/engine';
import type { Queryable, TransactionSql } from './database.js';

type Json = Parameters<TransactionSql['json']>[0];

/** A stored challenge (table challenges, migration 004). */
export interface ChallengeRow {
  id: string;
  playerId: string;
  date: string;
  difficulty: ChallengeDifficulty;
  challengeType: ChallengeType;
  title: string;
  description: string;
  rewardPoints: number;
  estimatedDuration: number;
  targetMetrics: Challenge['targetMetrics'];
  createdAt: Date;
  completedAt: Date | null;
  performance: PerformanceRating | null;
  completedByGame: string | null;
}

const COLUMNS = `
  id, player_id as "playerId", date, difficulty, challenge_type as "challengeType", title, description,
  reward_points as "rewardPoints", estimated_duration as "estimatedDuration",
  target_metrics as "targetMetrics", created_at as "createdAt", completed_at as "completedAt",
  performance, completed_by_game as "completedByGame"`;

const DIFFICULTY_ORDER = `array_position(array['easy', 'medium', 'hard'], difficulty)`;

/**
 * Stores a player's generated challenges unless that (player, date) already has them: the first
 * generation wins and is frozen. One statement: a racing twin waits on the first row's key, then
 * finds all of them stored. Returns how many rows this call inserted (0 or all).
 */
export async function insertChallengesIfAbsent(
  sql: Queryable,
  playerId: string,
  challenges: readonly Challenge[],
  createdAt: Date,
): Promise<number> {
  if (challenges.length === 0) return 0;
  const rows = challenges.map((c) => ({
    id: c.id,
    player_id: playerId,
    date: c.date,
    difficulty: c.difficulty,
    challenge_type: c.challengeType,
    title: c.title,
    description: c.description,
    reward_points: c.rewards.points,
    estimated_duration: c.estimatedDuration,
    target_metrics: sql.json(c.targetMetrics as Json),
    created_at: createdAt,
  }));
  const result = await sql`insert into challenges ${sql(rows)} on conflict do nothing`;
  return result.count;
}

/** The player's challenges of a date, easy to hard. */
export async function findChallengesOf(
  sql: Queryable,
  playerId: string,
  date: string,
): Promise<ChallengeRow[]> {
  return sql<ChallengeRow[]>`
    select ${sql.unsafe(COLUMNS)} from challenges
    where player_id = ${playerId} and date = ${date}::date
    order by ${sql.unsafe(DIFFICULTY_ORDER)}`;
}

export async function findChallenge(sql: Queryable, id: string): Promise<ChallengeRow | null> {
  const [row] = await sql<ChallengeRow[]>`select ${sql.unsafe(COLUMNS)} from challenges where id = ${id}`;
  return row ?? null;
}

/**
 * For each (player, date, asOf), the player's open challenges of the date offered before `asOf`
 * (a game stored at that instant), easy to hard; one statement for all. Read, not locked: the
 * statement that completes them checks they are still open (storage/submission.ts).
 */
export async function findOpenChallengesOfEach(
  sql: Queryable,
  keys: ReadonlyArray<{ playerId: string; date: string; asOf: Date }>,
): Promise<ChallengeRow[][]> {
  if (keys.length === 0) return [];
  const input = JSON.stringify(
    keys.map((key, i) => ({ i, player_id: key.playerId, date: key.date, as_of: key.asOf })),
  );
  const rows = await sql<(ChallengeRow & { i: number })[]>`
    select k.i, c.*
    from jsonb_to_recordset(${input}::text::jsonb) as k(i int, player_id text, date date, as_of timestamptz)
    cross join lateral (
      select ${sql.unsafe(COLUMNS)} from challenges
      where player_id = k.player_id and date = k.date and completed_at is null and created_at < k.as_of
    ) c
    order by k.i, ${sql.unsafe(DIFFICULTY_ORDER)}`;
  const each: ChallengeRow[][] = keys.map(() => []);
  for (const { i, ...row } of rows) each[i]!.push(row);
  return each;
}

/** Records a verified completion once; false when it was already recorded. */
export async function markChallengeCompleted(
  sql: Queryable,
  id: string,
  completion: { completedAt: Date; performance: PerformanceRating; gameId: string },
): Promise<boolean> {
  const result = await sql`
    update challenges
    set completed_at = ${completion.completedAt}, performance = ${completion.performance},
        completed_by_game = ${completion.gameId}
    where id = ${id} and completed_at is null`;
  return result.count === 1;
}

/** Every challenge of the player (for their stats): at most three a day. */
export async function findAllChallengesOf(sql: Queryable, playerId: string): Promise<ChallengeRow[]> {
  return sql<ChallengeRow[]>`
    select ${sql.unsafe(COLUMNS)} from challenges where player_id = ${playerId} order by date, ${sql.unsafe(DIFFICULTY_ORDER)}`;
}

/**
 * The counts a standing is made of: the player's reward points from completed challenges (dated
 * `from` to `to` when given), and how many players with points have more, or as many or fewer.
 */
export async function readRankCounts(
  sql: Queryable,
  playerId: string,
  period: { from: string; to: string } | null,
): Promise<{ points: number; playersAbove: number; playersAtOrBelow: number }> {
  const inPeriod = period ? sql`and date between ${period.from}::date and ${period.to}::date` : sql``;
  const [row] = await sql<{ points: number; playersAbove: number; playersAtOrBelow: number }[]>`
    with totals as (
      select player_id, sum(reward_points)::int as points
      from challenges
      where completed_at is not null ${inPeriod}
      group by player_id
    ), mine as (
      select coalesce((select points from totals where player_id = ${playerId}), 0) as points
    )
    select mine.points,
      (select count(*) from totals where totals.points > mine.points)::int as "playersAbove",
      (select count(*) from totals where totals.points <= mine.points)::int as "playersAtOrBelow"
    from mine`;
  return row ?? { points: 0, playersAbove: 0, playersAtOrBelow: 0 };
}

/** The player's completed challenges and their reward points, all time. */
export async function readChallengeTotals(
  sql: Queryable,
  playerId: string,
): Promise<{ completed: number; points: number }> {
  const [row] = await sql<{ completed: number; points: number }[]>`
    select count(*)::int as completed, coalesce(sum(reward_points), 0)::int as points
    from challenges where player_id = ${playerId} and completed_at is not null`;
  return row ?? { completed: 0, points: 0 };
}
