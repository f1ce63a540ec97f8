/**
 * The preview variant of a challenge (spec 001 §3, §5): the shape the client checks after every
 * word with `findCompletedPreviewChallenge`. Each main type maps to the preview type with the same
 * measure; exact targets, when a challenge has them, take precedence.
 */
import type { Challenge, PreviewChallenge, PreviewChallengeType } from '../rules/challenges.js';

export function previewTypeOf(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
): PreviewChallengeType {
  const metrics = challenge.targetMetrics;
  switch (challenge.challengeType) {
    case 'score_target':
      return metrics.exactScore !== undefined ? 'exact_score' : 'minimum_points';
    case 'word_discovery':
      return 'target_words';
    case 'exploration':
      return metrics.exactWordCount !== undefined ? 'exact_word_count' : 'word_count';
    case 'efficiency':
      return 'efficiency_score';
  }
}

export function previewOf(challenge: Challenge): PreviewChallenge {
  return {
    id: challenge.id,
    type: previewTypeOf(challenge),
    isCompleted: challenge.isCompleted,
    targetMetrics: challenge.targetMetrics,
  };
}
