import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { TChallenge, ZPreviewChallengeType, ZTargetMetrics } from '../contract/accounts.js';
import { scoreWord } from '../letters.js';
import { verifyChallenge } from '../progress/completion.js';
import { previewOf } from '../progress/preview.js';
import {
  challengeProgress,
  evaluateChallenge,
  findCompletedPreviewChallenge,
  isChallengeComplete,
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

/**
 * One rule for "this game meets this challenge": the server completes with it (verifyChallenge)
 * and the game says "Challenge Reached!" with it (findCompletedPreviewChallenge over the preview
 * variant the server sends). Every row is asked of all three, which must give the known answer.
 */
describe('the server and the preview apply the same rule', () => {
  const scored = (words: readonly string[]) => words.map((word) => ({ word, score: scoreWord(word) }));
  // IN, IT, TO, AN: 3 points each. BANJO 11, BOTH 8, JOT 7, HUG 6.
  const hardExploration: ChallengeTargetMetrics = { targetWordCount: 4, minimumWordScore: 5 };
  it.each<[string, ChallengeType, ChallengeTargetMetrics, string[], boolean]>([
    // name, type, metrics, the game's words, met
    ['hard exploration, four cheap words', 'exploration', hardExploration, ['IN', 'IT', 'TO', 'AN'], false],
    [
      'hard exploration, four qualifying words',
      'exploration',
      hardExploration,
      ['BANJO', 'HUG', 'JOT', 'BOTH'],
      true,
    ],
    [
      'hard exploration, three qualifying and a cheap one',
      'exploration',
      hardExploration,
      ['BANJO', 'HUG', 'JOT', 'IN'],
      false,
    ],
    [
      'hard exploration, a repeated word counts once',
      'exploration',
      hardExploration,
      ['BANJO', 'HUG', 'JOT', 'jot'],
      false,
    ],
    [
      'exploration without a minimum, four cheap words',
      'exploration',
      { targetWordCount: 4 },
      ['IN', 'IT', 'TO', 'AN'],
      true,
    ],
    [
      'exact word count of qualifying words, met',
      'exploration',
      { exactWordCount: 2, minimumWordScore: 5 },
      ['BANJO', 'HUG', 'IN'],
      true,
    ],
    [
      'exact word count of qualifying words, overshot',
      'exploration',
      { exactWordCount: 2, minimumWordScore: 5 },
      ['BANJO', 'HUG', 'JOT'],
      false,
    ],
    ['score reached', 'score_target', { targetScore: 20 }, ['BANJO', 'HUG', 'IN'], true],
    ['score short', 'score_target', { targetScore: 20 }, ['BANJO', 'HUG'], false],
    ['exact score met', 'score_target', { exactScore: 17 }, ['BANJO', 'HUG'], true],
    ['exact score overshot', 'score_target', { exactScore: 17 }, ['BANJO', 'HUG', 'IN'], false],
    [
      'exact score with a target score short',
      'score_target',
      { targetScore: 20, exactScore: 17 },
      ['BANJO', 'HUG'],
      false,
    ],
    [
      'target words found',
      'word_discovery',
      { targetWords: ['banjo', 'hug'], targetWordCount: 2 },
      ['BANJO', 'HUG'],
      true,
    ],
    [
      'target words short',
      'word_discovery',
      { targetWords: ['banjo', 'hug'], targetWordCount: 2 },
      ['BANJO', 'IN'],
      false,
    ],
    [
      'a target word under the minimum word score',
      'word_discovery',
      { targetWords: ['banjo', 'in'], targetWordCount: 2, minimumWordScore: 5 },
      ['BANJO', 'IN'],
      false,
    ],
    // The completion list's default of 1, not the preview list's "all of them".
    [
      'target words without a count: one is enough',
      'word_discovery',
      { targetWords: ['banjo', 'hug'] },
      ['BANJO'],
      true,
    ],
    ['efficiency reached', 'efficiency', { efficiencyScore: 7 }, ['BANJO', 'IN'], true],
    ['efficiency short', 'efficiency', { efficiencyScore: 7 }, ['BANJO', 'IN', 'IT'], false],
    ['efficiency needs a word', 'efficiency', { efficiencyScore: 0 }, [], false],
  ])('%s', (_name, challengeType, targetMetrics, spelled, met) => {
    const words = scored(spelled);
    const game: ChallengeGame = { finalScore: words.reduce((sum, w) => sum + w.score, 0), words };
    const challenge: Challenge = {
      id: 'c-20261121-hard-u_a',
      title: 'A challenge',
      description: '',
      difficulty: 'hard',
      challengeType,
      date: '2026-11-21',
      isCompleted: false,
      performance: null,
      completedAt: null,
      rewards: { points: 50 },
      estimatedDuration: 8,
      targetMetrics,
    };
    expect(isChallengeComplete(challenge, game)).toBe(met);
    expect(verifyChallenge(challenge, [game]).complete).toBe(met);
    const reached = findCompletedPreviewChallenge(words, game.finalScore, [previewOf(challenge)]);
    expect(reached?.id ?? null).toBe(met ? challenge.id : null);
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
