import { describe, expect, it } from 'vitest';
import { generatePool } from '../pool.js';
import {
  challengeBaselineOf,
  challengeDayOf,
  challengeTypesFor,
  DEFAULT_BASELINE,
  generateChallenges,
  provesAchievable,
  type ChallengeBaseline,
} from './challenge-generation.js';
import { factsOf, gameSeries } from './test-games.js';
import { readDictionary } from '../../test/word-lists.js';

const dictionary = readDictionary();
// The pinned pool of 2026-11-21: DMATLUPEBEJT, Target Score 26 (jumped + battle), top word embattled (18).
const day = challengeDayOf(generatePool('2026-11-21', dictionary), dictionary);

const summary = (playerId: string, baseline: ChallengeBaseline) =>
  generateChallenges({ playerId, day, baseline }).map(({ challenge }) => [
    challenge.difficulty,
    challenge.challengeType,
    challenge.title,
    challenge.targetMetrics,
  ]);

/** The easy challenge of the day: word discovery takes no figure from the baseline, so every player gets it. */
const FIND_A_TARGET_WORD = [
  'easy',
  'word_discovery',
  'Find a Target Word',
  { targetWords: ['jumped', 'battle'], targetWordCount: 1 },
];

describe('generateChallenges on the pinned pool of 2026-11-21', () => {
  it('reads the day from the pool and the solver', () => {
    expect(day).toMatchObject({
      date: '2026-11-21',
      letters: 'DMATLUPEBEJT',
      targetWords: ['jumped', 'battle'],
      targetScore: 26,
      targetWordScore: 18,
    });
    expect(day.words).toHaveLength(369);
    expect(day.words[0]).toEqual({ word: 'embattled', score: 18 });
  });

  it.each<[string, string, ChallengeBaseline, unknown[]]>([
    [
      'a new player (the defaults)',
      'u_test',
      DEFAULT_BASELINE,
      [
        FIND_A_TARGET_WORD,
        ['medium', 'efficiency', '5+ Points per Word', { efficiencyScore: 5 }],
        ['hard', 'exploration', 'Find 4 Words', { targetWordCount: 4, minimumWordScore: 5 }],
      ],
    ],
    [
      'a strong player: higher targets, same types',
      'u_test',
      { games: 20, scorePercent: 90, wordsPerGame: 5, pointsPerWord: 8 },
      [
        FIND_A_TARGET_WORD,
        ['medium', 'efficiency', '8+ Points per Word', { efficiencyScore: 8 }],
        ['hard', 'exploration', 'Find 3 Words', { targetWordCount: 3, minimumWordScore: 8 }],
      ],
    ],
  ])('%s', (_name, playerId, baseline, expected) => {
    expect(summary(playerId, baseline)).toEqual(expected);
  });

  it('is deterministic per (player, date) and differs between players', () => {
    expect(generateChallenges({ playerId: 'u_test', day, baseline: DEFAULT_BASELINE })).toEqual(
      generateChallenges({ playerId: 'u_test', day, baseline: DEFAULT_BASELINE }),
    );
    const typesOf = (playerId: string) =>
      generateChallenges({ playerId, day, baseline: DEFAULT_BASELINE }).map((g) => g.challenge.challengeType);
    const players = ['u_a', 'u_b', 'u_c', 'u_d', 'u_e', 'u_f'];
    expect(new Set(players.map((p) => typesOf(p).join())).size).toBeGreaterThan(1);
    // The draw alone, as a test picks a player whose hard challenge is of a given type.
    for (const p of ['u_test', ...players]) expect(challengeTypesFor(p, day.date)).toEqual(typesOf(p));
  });

  it('offers one of each difficulty, three types, rewards and ids', () => {
    const generated = generateChallenges({ playerId: 'u_test', day, baseline: DEFAULT_BASELINE });
    expect(generated.map((g) => g.challenge.difficulty)).toEqual(['easy', 'medium', 'hard']);
    expect(new Set(generated.map((g) => g.challenge.challengeType)).size).toBe(3);
    expect(
      generated.map((g) => [g.challenge.id, g.challenge.rewards.points, g.challenge.estimatedDuration]),
    ).toEqual([
      ['c-20261121-easy-u_test', 10, 3],
      ['c-20261121-medium-u_test', 25, 5],
      ['c-20261121-hard-u_test', 50, 8],
    ]);
    for (const { challenge, witness } of generated) {
      expect(challenge).toMatchObject({
        date: '2026-11-21',
        isCompleted: false,
        performance: null,
        completedAt: null,
      });
      expect(provesAchievable(challenge, witness, day)).toBe(true);
    }
  });

  it('lowers a target that no game can reach until one can', () => {
    // Twelve words a game is more than these tiles hold: the hard exploration comes down to a
    // count a game can hold.
    const greedy = { games: 20, scorePercent: 100, wordsPerGame: 12, pointsPerWord: 40 };
    for (const playerId of ['u_a', 'u_b', 'u_c', 'u_d', 'u_e', 'u_f', 'u_g', 'u_h']) {
      for (const { challenge, witness } of generateChallenges({ playerId, day, baseline: greedy })) {
        expect(provesAchievable(challenge, witness, day)).toBe(true);
        const metrics = challenge.targetMetrics;
        if (challenge.challengeType === 'score_target') expect(metrics.targetScore).toBe(26);
        if (challenge.challengeType === 'efficiency') expect(metrics.efficiencyScore).toBe(18);
        if (challenge.challengeType === 'exploration') expect(metrics.targetWordCount).toBeLessThanOrEqual(6);
      }
    }
  });

  it('refuses a forged witness', () => {
    const { challenge } = generateChallenges({ playerId: 'u_test', day, baseline: DEFAULT_BASELINE })[0]!;
    const notAWord = { words: [{ word: 'jumpedx', score: 18 }], total: 18 };
    const clashing = {
      words: [
        { word: 'jumped', score: 15 },
        { word: 'dump', score: 10 },
      ],
      total: 25,
    };
    expect(provesAchievable(challenge, notAWord, day)).toBe(false);
    expect(provesAchievable(challenge, clashing, day)).toBe(false);
  });
});

describe('challengeBaselineOf', () => {
  it('answers the defaults without a normal game', () => {
    expect(challengeBaselineOf([])).toEqual(DEFAULT_BASELINE);
    expect(challengeBaselineOf([factsOf({ continuous: true })])).toEqual(DEFAULT_BASELINE);
  });

  it('averages the latest 20 normal games', () => {
    const games = gameSeries(25, '2026-11-20', (i) => ({ finalScore: i < 5 ? 0 : 30, wordCount: 5 }));
    expect(challengeBaselineOf(games)).toEqual({
      games: 20,
      scorePercent: 75,
      wordsPerGame: 5,
      pointsPerWord: 6,
    });
  });
});
