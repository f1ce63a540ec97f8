import {
  addDays,
  challengeEligibility,
  communityRatesOf,
  computeProfile,
  historyEntryOf,
  previewTypeOf,
  yourStats,
  type GameFacts,
  type PlayedDay,
} from '@dozen/engine';
import type {
  TChallengePreviewResponse,
  TPersonalizedChallenge,
  TPersonalizedChallengesResponse,
  TPlayerHistoryDayResponse,
  TPlayerHistoryResponse,
  TUserProfile,
} from '@dozen/engine/contract';
import { factsOf } from '../../../engine/src/progress/test-games.js';
import { DATE } from './fake-game-server.js';

/**
 * Test support (not a test): a signed-in player's three challenges on the fake server's day
 * (letters OIGJUBNTAINH; words IN 3, BANJO 11, HUG 6, IT 3), as the server answers them.
 */

export function personalizedChallenge(
  overrides: Partial<TPersonalizedChallenge> = {},
): TPersonalizedChallenge {
  return {
    id: `c-20261121-easy-player1`,
    title: 'Word Explorer',
    description: 'Find 2 words in one game',
    difficulty: 'easy',
    challengeType: 'exploration',
    date: DATE,
    isCompleted: false,
    performance: null,
    completedAt: null,
    rewards: { points: 10 },
    estimatedDuration: 3,
    targetMetrics: { targetWordCount: 2 },
    progress: 0,
    ...overrides,
  };
}

export const THREE_CHALLENGES: TPersonalizedChallenge[] = [
  personalizedChallenge(),
  personalizedChallenge({
    id: 'c-20261121-medium-player1',
    title: 'Score Builder',
    description: 'Score 20 points in one game',
    difficulty: 'medium',
    challengeType: 'score_target',
    rewards: { points: 25 },
    estimatedDuration: 5,
    targetMetrics: { targetScore: 20 },
    progress: 40,
  }),
  personalizedChallenge({
    id: 'c-20261121-hard-player1',
    title: 'Target Hunter',
    description: "Find 2 of today's target words in one game",
    difficulty: 'hard',
    challengeType: 'word_discovery',
    rewards: { points: 50 },
    estimatedDuration: 8,
    targetMetrics: { targetWordCount: 2 },
  }),
];

export function eligibleWith(challenges: TPersonalizedChallenge[]): TPersonalizedChallengesResponse {
  return {
    challenges,
    eligibilityInfo: {
      eligible: true,
      gamesPlayed: 6,
      gamesRequired: 5,
      remainingGames: 0,
      message: 'Personalized challenges are ready',
    },
  };
}

/** The answer to a player who has played only `gamesPlayed` games: no challenges, the engine's message. */
export function notEligible(gamesPlayed: number): TPersonalizedChallengesResponse {
  return { challenges: [], eligibilityInfo: challengeEligibility(gamesPlayed) };
}

/** The same challenges in the preview shape (GET /api/challenge-preview/{date}). */
export function previewOf(challenges: TPersonalizedChallenge[]): TChallengePreviewResponse {
  return {
    date: DATE,
    todayChallenges: challenges.map((c) => ({
      id: c.id,
      type: previewTypeOf(c),
      isCompleted: c.isCompleted,
      targetMetrics: c.targetMetrics,
      title: c.title,
      difficulty: c.difficulty,
      rewards: c.rewards,
    })),
    completedCount: challenges.filter((c) => c.isCompleted).length,
    totalCount: challenges.length,
    eligibility: { eligible: true, message: 'Personalized challenges are ready' },
  };
}

// ---- Your Stats and the A.I. Profile, computed by the engine's own model from known games, so
// the fixtures are answers the server could give (the contract parses them on the way in).

/** The engine tests' normal game (Target Score 40, Target Word score 16), on `date`. */
export function gameFacts(date: string, overrides: Partial<GameFacts> = {}): GameFacts {
  return factsOf({ date, ...overrides });
}

/** One game a day for `count` days up to yesterday; every third reaches the Target Score. */
export function playedGames(count: number): GameFacts[] {
  return Array.from({ length: count }, (_, i) =>
    gameFacts(addDays(DATE, i - count), i % 3 === 2 ? { finalScore: 40, points: 40, wordCount: 7 } : {}),
  );
}

export function historyResponse(games: GameFacts[]): TPlayerHistoryResponse {
  const days: PlayedDay[] = games.map((g) => ({
    date: g.date,
    playCount: 1,
    finalScore: g.finalScore,
    wordCount: g.wordCount,
    bestWordScore: g.bestWordScore,
    dayTargetScore: g.dayTargetScore,
    dayTargetWordScore: g.dayTargetWordScore,
    dayMostWords: 9,
  }));
  return {
    userId: 'player1',
    today: DATE,
    entries: days.map(historyEntryOf).reverse(),
    later: [],
    stats: yourStats({ today: DATE, days, games, gamesPlayed: games.length }),
  };
}

export function historyDayResponse(date: string, answersHidden: boolean): TPlayerHistoryDayResponse {
  const entry = historyEntryOf({
    date,
    playCount: 2,
    finalScore: 23,
    wordCount: 4,
    bestWordScore: 11,
    dayTargetScore: 30,
    dayTargetWordScore: 11,
    dayMostWords: 9,
  });
  return {
    entry,
    letters: 'OIGJUBNTAINH',
    words: [
      { word: 'banjo', score: 11, isTargetWord: true, isTopWord: true },
      { word: 'hug', score: 6, isTargetWord: false, isTopWord: false },
    ],
    topWord: answersHidden ? null : 'banjo',
    targetWords: answersHidden ? null : ['banjo', 'hung', 'io'],
    answersHidden,
    maxPossibleScore: 30,
    maxWordScore: 11,
  };
}

/** A profile over `games`, against a community whose long words are rare and word counts common. */
export function profileResponse(games: GameFacts[]): TUserProfile {
  const community = communityRatesOf(
    Array.from({ length: 100 }, (_, i) =>
      gameFacts('2026-10-01', { longestWord: i < 10 ? 7 : 4, wordCount: i < 80 ? 6 : 3 }),
    ),
  );
  return computeProfile({
    today: DATE,
    games,
    community,
    challengeStats: { totalChallengesCompleted: 1, totalRewardPoints: 10, rank: 2 },
  });
}
