import { describe, expect, it } from 'vitest';
import type { ChallengeGame } from '../rules/challenges.js';
import { verifyChallenge } from './completion.js';

const game = (finalScore: number, ...words: [string, number][]): ChallengeGame => ({
  finalScore,
  words: words.map(([word, score]) => ({ word, score })),
});
const small = game(10, ['cat', 6], ['at', 3], ['a', 1]);
const big = game(30, ['quartz', 14], ['fin', 6], ['ode', 5], ['be', 4], ['t', 1]);

describe('verifyChallenge: one stored game at a time', () => {
  it.each<
    [
      string,
      Parameters<typeof verifyChallenge>[0],
      ChallengeGame[],
      boolean,
      number,
      string | null,
      number | null,
    ]
  >([
    // name, challenge, games, complete, progress, performance, gameIndex
    [
      'no game',
      { challengeType: 'score_target', targetMetrics: { targetScore: 20 } },
      [],
      false,
      0,
      null,
      null,
    ],
    [
      'short in every game',
      { challengeType: 'score_target', targetMetrics: { targetScore: 40 } },
      [small, big],
      false,
      75,
      null,
      null,
    ],
    [
      'met by the second game',
      { challengeType: 'score_target', targetMetrics: { targetScore: 20 } },
      [small, big],
      true,
      100,
      'excellent',
      1,
    ],
    [
      'met by both: the better ratio rates it',
      { challengeType: 'score_target', targetMetrics: { targetScore: 10 } },
      [small, big],
      true,
      100,
      'excellent',
      1,
    ],
    [
      'exactly met: fair',
      { challengeType: 'score_target', targetMetrics: { targetScore: 30 } },
      [big],
      true,
      100,
      'fair',
      0,
    ],
    // Words of two games never add up: 3 + 5 words are not 8 in one game.
    [
      'words are not pooled across games',
      { challengeType: 'exploration', targetMetrics: { targetWordCount: 8 } },
      [small, big],
      false,
      62,
      null,
      null,
    ],
    [
      '1.2 × the target: good',
      { challengeType: 'exploration', targetMetrics: { targetWordCount: 4 } },
      [big],
      true,
      100,
      'good',
      0,
    ],
    [
      'efficiency of the game, not of the day',
      { challengeType: 'efficiency', targetMetrics: { efficiencyScore: 6 } },
      [small, big],
      true,
      100,
      'fair',
      1,
    ],
  ])('%s', (_name, challenge, games, complete, progress, performance, gameIndex) => {
    expect(verifyChallenge(challenge, games)).toMatchObject({ complete, progress, performance, gameIndex });
  });
});
