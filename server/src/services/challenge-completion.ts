import { verifyChallenge, type ChallengeGame, type PerformanceRating } from '@dozen/engine';
import { ErrorCode, type TCompletedChallengeSummary } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import { findChallenge, markChallengeCompleted, type ChallengeRow } from '../storage/challenges.js';
import type { Queryable } from '../storage/database.js';
import { readPlaysOfDate } from '../storage/games.js';
import { completedSummary } from './challenge-views.js';

/**
 * Challenges are completed by the server alone, from stored games: a normal game of the
 * challenge's date, stored after the challenge was offered (a challenge is for the games to come),
 * that meets it by spec 001 §5's rules (engine: verifyChallenge). Nothing a client claims is read.
 */

/**
 * The player's open challenges of the date that a game being submitted meets: each with its
 * performance to record (in the game's own statement, which writes nothing unless every one of
 * them is still open) and its summary for the answer's 'Challenge Complete!' toast.
 */
export function challengesMetBy(
  open: readonly ChallengeRow[],
  game: { gameId: string; play: ChallengeGame; now: Date },
): Array<{ id: string; performance: PerformanceRating; summary: TCompletedChallengeSummary }> {
  const met = [];
  for (const row of open) {
    const verdict = verifyChallenge(row, [game.play]);
    if (!verdict.complete) continue;
    const performance = verdict.performance!;
    met.push({
      id: row.id,
      performance,
      summary: completedSummary({
        ...row,
        completedAt: game.now,
        performance,
        completedByGame: game.gameId,
      }),
    });
  }
  return met;
}

/**
 * The completion call: verifies the challenge against the stored games and records it once. A
 * second call (or one after submit-game already recorded it) answers the recorded completion;
 * no qualifying game is 409 CHALLENGE_NOT_COMPLETE, whatever the request said.
 */
export async function completeFromStoredGames(
  sql: Queryable,
  row: ChallengeRow,
  now: Date,
): Promise<{ row: ChallengeRow; alreadyCompleted: boolean }> {
  if (row.completedAt !== null) return { row, alreadyCompleted: true };
  const plays = await readPlaysOfDate(sql, row.playerId, row.date, row.createdAt);
  const verdict = verifyChallenge(row, plays);
  if (!verdict.complete || verdict.gameIndex === null) {
    throw new DomainError(
      ErrorCode.CHALLENGE_NOT_COMPLETE,
      'No game stored since this challenge was offered meets it yet: it completes when such a game is submitted.',
    );
  }
  const marked = await markChallengeCompleted(sql, row.id, {
    completedAt: now,
    performance: verdict.performance!,
    gameId: plays[verdict.gameIndex]!.gameId,
  });
  const stored = await findChallenge(sql, row.id);
  if (!stored) throw new Error(`challenge ${row.id} vanished`);
  return { row: stored, alreadyCompleted: !marked };
}
