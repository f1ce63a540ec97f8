import { describe, expect, it } from 'vitest';
import {
  MAIN_TYPE_OF_PREVIEW,
  type Challenge,
  type ChallengeTargetMetrics,
  type ChallengeType,
  type PreviewChallengeType,
} from '../rules/challenges.js';
import { previewOf, previewTypeOf } from './preview.js';

describe('previewTypeOf', () => {
  it.each<[ChallengeType, ChallengeTargetMetrics, PreviewChallengeType]>([
    ['score_target', { targetScore: 20 }, 'minimum_points'],
    ['score_target', { exactScore: 20 }, 'exact_score'],
    ['word_discovery', { targetWordCount: 2 }, 'target_words'],
    ['exploration', { targetWordCount: 4 }, 'word_count'],
    ['exploration', { exactWordCount: 4 }, 'exact_word_count'],
    ['efficiency', { efficiencyScore: 7 }, 'efficiency_score'],
  ])('%s %j → %s', (challengeType, targetMetrics, type) => {
    expect(previewTypeOf({ challengeType, targetMetrics })).toBe(type);
    // …and the preview is checked by the rule of the type it came from.
    expect(MAIN_TYPE_OF_PREVIEW[type]).toBe(challengeType);
  });

  it('keeps the id, the state and the metrics', () => {
    const challenge: Challenge = {
      id: 'c-20261121-easy-u',
      title: 'Score 20+',
      description: 'Score at least 20 points in one game.',
      difficulty: 'easy',
      challengeType: 'score_target',
      date: '2026-11-21',
      isCompleted: true,
      performance: 'good',
      completedAt: '2026-11-21T17:00:00.000Z',
      rewards: { points: 10 },
      estimatedDuration: 3,
      targetMetrics: { targetScore: 20 },
    };
    expect(previewOf(challenge)).toEqual({
      id: 'c-20261121-easy-u',
      type: 'minimum_points',
      isCompleted: true,
      targetMetrics: { targetScore: 20 },
    });
  });
});
