import { verifyChallenge, type Challenge } from '@dozen/engine';
import type { TCompletedChallengeSummary, TPersonalizedChallenge } from '@dozen/engine/contract';
import type { ChallengeRow } from '../storage/challenges.js';
import type { StoredPlay } from '../storage/games.js';

/** The engine's challenge of a stored row. */
export function challengeOf(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    challengeType: row.challengeType,
    date: row.date,
    isCompleted: row.completedAt !== null,
    performance: row.performance,
    completedAt: row.completedAt?.toISOString() ?? null,
    rewards: { points: row.rewardPoints },
    estimatedDuration: row.estimatedDuration,
    targetMetrics: row.targetMetrics,
  };
}

/**
 * A challenge as its player sees it: with the progress of their best game since it was offered,
 * and without the day's target words while those are still hidden from them (the description
 * names none; a word_discovery challenge keeps its count).
 */
export function personalizedView(
  row: ChallengeRow,
  plays: readonly StoredPlay[],
  hideTargetWords: boolean,
): TPersonalizedChallenge {
  const challenge = challengeOf(row);
  const since = plays.filter((play) => play.createdAt > row.createdAt);
  const progress = challenge.isCompleted ? 100 : verifyChallenge(challenge, since).progress;
  if (hideTargetWords && challenge.targetMetrics.targetWords !== undefined) {
    const { targetWords: _hidden, ...shown } = challenge.targetMetrics;
    return { ...challenge, targetMetrics: shown, progress };
  }
  return { ...challenge, progress };
}

/** What the 'Challenge Complete!' toast needs of a challenge just completed. */
export function completedSummary(row: ChallengeRow): TCompletedChallengeSummary {
  return {
    id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    rewards: { points: row.rewardPoints },
    performance: row.performance!,
  };
}
