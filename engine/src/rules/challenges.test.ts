import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { TChallenge, ZPreviewChallengeType, ZTargetMetrics } from '../contract/accounts.js';
import {
  challengeProgress,
  evaluateChallenge,
  findCompletedPreviewChallenge,
  isChallengeComplete,
  previewChallengeSatisfied,
  type Challenge,
  type ChallengeGame,
  type ChallengeTargetMetrics,
  type ChallengeType,
  type PreviewChallenge,
  type PreviewChallengeType,
} from './challenges.js';

const game: ChallengeGame = {
  finalScore: 30,
  words: [
    { word: 'quartz', score: 14 },
    { word: 'fin', score: 6 },
    { word: 'ode', score: 5 },
    { word: 'Ode', score: 5 }, // the same word again: counted once
    { word: 'be', score: 4 },
    { word: 'at', score: 1 },
  ],
};
// Five distinct words, 30 points: 6 points a word.

describe('evaluateChallenge (main variant)', () => {
  it.each<[string, ChallengeType, ChallengeTargetMetrics, ChallengeGame, boolean, number, number]>([
    // name, type, metrics, game, complete, progress, ratio
    ['score reached exactly', 'score_target', { targetScore: 30 }, game, true, 100, 1],
    ['score above target', 'score_target', { targetScore: 20 }, game, true, 100, 1.5],
    ['score short', 'score_target', { targetScore: 40 }, game, false, 75, 0.75],
    ['score target missing counts as 0', 'score_target', {}, game, true, 100, 1],
    [
      'score with an exact score met',
      'score_target',
      { targetScore: 20, exactScore: 30 },
      game,
      true,
      100,
      1.5,
    ],
    [
      'score with an exact score overshot',
      'score_target',
      { targetScore: 20, exactScore: 25 },
      game,
      false,
      83,
      1.5,
    ],
    ['score with an exact score short', 'score_target', { exactScore: 40 }, game, false, 75, 1],
    [
      'target words found',
      'word_discovery',
      { targetWords: ['QUARTZ', 'fin', 'zoo'], targetWordCount: 2 },
      game,
      true,
      100,
      1,
    ],
    [
      'target words short',
      'word_discovery',
      { targetWords: ['quartz', 'zoo', 'zap'], targetWordCount: 2 },
      game,
      false,
      50,
      0.5,
    ],
    [
      'target word count defaults to 1',
      'word_discovery',
      { targetWords: ['zoo', 'ode'] },
      game,
      true,
      100,
      1,
    ],
    ['no target words found, default 1', 'word_discovery', { targetWords: ['zoo'] }, game, false, 0, 0],
    ['no target words at all', 'word_discovery', {}, game, false, 0, 0],
    [
      'target words under a minimum word score',
      'word_discovery',
      { targetWords: ['quartz', 'be'], targetWordCount: 2, minimumWordScore: 5 },
      game,
      false,
      50,
      0.5,
    ],
    ['exploration reached', 'exploration', { targetWordCount: 5 }, game, true, 100, 1],
    ['exploration counts duplicates once', 'exploration', { targetWordCount: 6 }, game, false, 83, 5 / 6],
    [
      'exploration with a minimum word score',
      'exploration',
      { targetWordCount: 3, minimumWordScore: 5 },
      game,
      true,
      100,
      1,
    ],
    [
      'exploration with a minimum word score, short',
      'exploration',
      { targetWordCount: 4, minimumWordScore: 5 },
      game,
      false,
      75,
      0.75,
    ],
    [
      'exploration with an exact word count met',
      'exploration',
      { targetWordCount: 2, exactWordCount: 5 },
      game,
      true,
      100,
      2.5,
    ],
    [
      'exploration with an exact word count overshot',
      'exploration',
      { exactWordCount: 4 },
      game,
      false,
      80,
      1,
    ],
    [
      'exploration exact count of minimum-score words',
      'exploration',
      { exactWordCount: 3, minimumWordScore: 5 },
      game,
      true,
      100,
      1,
    ],
    ['efficiency reached', 'efficiency', { efficiencyScore: 6 }, game, true, 100, 1],
    ['efficiency short', 'efficiency', { efficiencyScore: 8 }, game, false, 75, 0.75],
    [
      'efficiency needs a word',
      'efficiency',
      { efficiencyScore: 0 },
      { finalScore: 0, words: [] },
      false,
      0,
      0,
    ],
  ])('%s', (_name, challengeType, targetMetrics, played, complete, progress, ratio) => {
    const result = evaluateChallenge({ challengeType, targetMetrics }, played);
    expect(result.complete).toBe(complete);
    expect(result.progress).toBe(progress);
    expect(result.ratio).toBeCloseTo(ratio, 10);
    expect(isChallengeComplete({ challengeType, targetMetrics }, played)).toBe(complete);
    expect(challengeProgress({ challengeType, targetMetrics }, played)).toBe(progress);
  });

  it('uses a plain string word’s length as its score for a minimum word score', () => {
    const plain: ChallengeGame = { finalScore: 20, words: ['quartz', 'fin', 'at', 'zoo'] };
    expect(
      evaluateChallenge(
        { challengeType: 'exploration', targetMetrics: { targetWordCount: 3, minimumWordScore: 3 } },
        plain,
      ),
    ).toEqual({ complete: true, progress: 100, ratio: 1 });
    expect(
      evaluateChallenge(
        { challengeType: 'exploration', targetMetrics: { targetWordCount: 2, minimumWordScore: 4 } },
        plain,
      ),
    ).toEqual({ complete: false, progress: 50, ratio: 0.5 });
  });

  it('never shows 100% for an unmet challenge', () => {
    const almost: ChallengeGame = { finalScore: 999, words: [{ word: 'a', score: 999 }] };
    expect(
      challengeProgress({ challengeType: 'score_target', targetMetrics: { targetScore: 1000 } }, almost),
    ).toBe(99);
  });
});

const preview = (
  type: PreviewChallengeType,
  targetMetrics: ChallengeTargetMetrics,
  isCompleted = false,
  id: string = type,
): PreviewChallenge => ({
  id,
  type,
  isCompleted,
  targetMetrics,
});
const found = ['quartz', 'Fin', 'ode', 'ODE', 'be']; // four distinct words

describe('previewChallengeSatisfied', () => {
  it.each<[PreviewChallengeType, ChallengeTargetMetrics, number, boolean]>([
    ['minimum_points', { targetScore: 30 }, 30, true],
    ['minimum_points', { targetScore: 30 }, 29, false],
    ['minimum_points', {}, 0, true], // a missing threshold counts as 0
    ['exact_score', { exactScore: 30 }, 30, true],
    ['exact_score', { exactScore: 30 }, 31, false],
    ['exact_score', {}, 0, true],
    ['exact_score', {}, 1, false],
    ['word_count', { targetWordCount: 4 }, 0, true],
    ['word_count', { targetWordCount: 5 }, 0, false], // ODE and ode are one word
    ['exact_word_count', { exactWordCount: 4 }, 0, true],
    ['exact_word_count', { exactWordCount: 3 }, 0, false],
    ['exact_word_count', {}, 0, false],
    ['target_words', { targetWords: ['FIN', 'zoo'], targetWordCount: 1 }, 0, true],
    ['target_words', { targetWords: ['fin', 'zoo'], targetWordCount: 2 }, 0, false],
    ['target_words', { targetWords: ['fin', 'Quartz'] }, 0, true], // no count: all of them
    ['target_words', { targetWords: ['fin', 'zoo'] }, 0, false],
    ['target_words', { targetWords: ['ode', 'ODE'] }, 0, true], // duplicate targets are one target
    ['efficiency_score', { efficiencyScore: 7 }, 28, true],
    ['efficiency_score', { efficiencyScore: 7 }, 27, false],
  ])('%s %j with score %d → %s', (type, metrics, score, expected) => {
    expect(previewChallengeSatisfied(preview(type, metrics), found, score)).toBe(expected);
  });

  it('needs at least one word for efficiency_score, even with a threshold of 0', () => {
    expect(previewChallengeSatisfied(preview('efficiency_score', {}), [], 0)).toBe(false);
    expect(previewChallengeSatisfied(preview('efficiency_score', {}), ['at'], 0)).toBe(true);
  });
});

describe('findCompletedPreviewChallenge', () => {
  const challenges = [
    preview('minimum_points', { targetScore: 10 }, true, 'done-already'),
    preview('word_count', { targetWordCount: 10 }, false, 'too-many-words'),
    preview('exact_score', { exactScore: 30 }, false, 'first-satisfied'),
    preview('minimum_points', { targetScore: 5 }, false, 'also-satisfied'),
  ];

  it.each([
    [30, 'first-satisfied'],
    [12, 'also-satisfied'],
    [3, null],
  ])('with score %d → %s', (score, id) => {
    expect(findCompletedPreviewChallenge(found, score, challenges)?.id ?? null).toBe(id);
  });

  it('returns null when there are no active challenges', () => {
    expect(findCompletedPreviewChallenge(found, 30, [])).toBeNull();
    expect(findCompletedPreviewChallenge(found, 30, [challenges[0]!])).toBeNull();
  });
});

describe('types', () => {
  it('match the contract schemas', () => {
    expectTypeOf<Challenge>().toEqualTypeOf<TChallenge>();
    expectTypeOf<ChallengeTargetMetrics>().toEqualTypeOf<z.infer<typeof ZTargetMetrics>>();
    expectTypeOf<PreviewChallengeType>().toEqualTypeOf<z.infer<typeof ZPreviewChallengeType>>();
  });
});
