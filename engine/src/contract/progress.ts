import { z } from 'zod';
import { ZArchivePlayedDay } from './archive-result.js';
import { AREA_STATUSES, PLAY_PATTERNS, PROFILE_AREAS, SKILL_LEVELS } from '../progress/vocabulary.js';
import {
  ZChallenge,
  ZChallengeDifficulty,
  ZChallengeType,
  ZPreviewChallengeType,
  ZTargetMetrics,
} from './accounts.js';
import { targetsReachedShape, ZPoolLetters, ZPuzzleDate, ZUserId, ZWordInput } from './common.js';

/**
 * Progress behind sign-in (spec 001 §3, §7): history and streaks, Your Stats, the A.I.
 * Profile, personalised challenges and the leaderboard rank. Shapes the spec marks "not shown" are
 * ours and documented here and in docs/api.md's reference. The engine computes them (engine/src/progress); a
 * test keeps its types equal to these schemas.
 */

const count = () => z.number().int().min(0);
const percent = () => z.number().int().min(0).max(100);

export const ZUserParams = z.strictObject({ userId: ZUserId });

// ---- GET /api/player-history/{userId} (owner; anonymous players too)

export const ZStreak = z.strictObject({
  /** Consecutive days ending today, or ending yesterday while today has none yet. */
  current: count(),
  best: count(),
  /** Today already counts. */
  extendedToday: z.boolean(),
});
export const ZStreaks = z.strictObject({
  played: ZStreak,
  targetReached: ZStreak,
  /** The 365-day look-back window (New York dates). */
  from: ZPuzzleDate,
  to: ZPuzzleDate,
});

/** Spec 001 §3 "Player history entry": date, playCount and the three flags, with the day's numbers. */
export const ZHistoryEntry = z.strictObject({
  date: ZPuzzleDate,
  dateLabel: z.string(),
  playCount: count(),
  /** The day's best normal score. */
  finalScore: count(),
  /** Distinct words that day, all games together. */
  wordCount: count(),
  bestWordScore: count(),
  /** The day's Target Score as a number (`targetScore` is the spec's reached-flag). */
  dayTargetScore: count(),
  scorePercent: percent(),
  ...targetsReachedShape,
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** One of the last 30 days: numbers for the chart, `text` for its table and for screen readers. */
export const ZSeriesDay = z.strictObject({
  date: ZPuzzleDate,
  label: z.string(),
  played: z.boolean(),
  games: count(),
  finalScore: count().nullable(),
  dayTargetScore: count().nullable(),
  scorePercent: percent().nullable(),
  wordCount: count().nullable(),
  targetReached: z.boolean(),
  text: z.string(),
});

/** The Your Stats modal. */
export const ZYourStats = z.strictObject({
  gamesPlayed: count(),
  daysPlayed: count(),
  streaks: ZStreaks,
  averageScorePercent: percent(),
  averageWordsPerGame: z.number().min(0),
  last30Days: z.array(ZSeriesDay).length(30),
  last30DaysSummary: z.string(),
  training: z.strictObject({
    /** Below 5 games: show 'Training Our AI Model'. */
    active: z.boolean(),
    message: z.string(),
    gamesRequired: count(),
    remainingGames: count(),
  }),
});
export type TYourStats = z.infer<typeof ZYourStats>;

export const ZPlayerHistoryResponse = z.strictObject({
  userId: ZUserId,
  /** The New York date the answer was computed on. */
  today: ZPuzzleDate,
  /** Days played in the look-back window, newest first. */
  entries: z.array(ZHistoryEntry),
  /**
   * Days played from the archive, newest play first, apart from `entries`: they count
   * for no streak, stat or rank. A day can be in both (played on the day, and again later). At most
   * 365 (the latest plays).
   */
  later: z.array(ZArchivePlayedDay),
  stats: ZYourStats,
});
export type TPlayerHistoryResponse = z.infer<typeof ZPlayerHistoryResponse>;

// ---- GET /api/player-history/{userId}/{date}: a past day in detail

export const ZHistoryDayWord = z.strictObject({
  word: z.string(),
  score: count(),
  isTargetWord: z.boolean(),
  isTopWord: z.boolean(),
});
export const ZPlayerHistoryDayResponse = z.strictObject({
  entry: ZHistoryEntry,
  letters: ZPoolLetters,
  /** The player's words of the day (all games), best first. */
  words: z.array(ZHistoryDayWord),
  /** The day's answers: null while they are still hidden (today, not revealed). */
  topWord: z.string().nullable(),
  targetWords: z.array(z.string()).nullable(),
  answersHidden: z.boolean(),
  maxPossibleScore: count(),
  maxWordScore: count(),
});
export type TPlayerHistoryDayResponse = z.infer<typeof ZPlayerHistoryDayResponse>;

// ---- GET /api/user-profile/{userId} (signed-in owner)

export const ZProfileArea = z.enum(PROFILE_AREAS);
export const ZAreaAssessment = z.strictObject({
  area: ZProfileArea,
  /** long_words → 'Long Words'. */
  label: z.string(),
  /** strong / improve only with enough games behind it; else not_enough_games, with the reason. */
  status: z.enum(AREA_STATUSES),
  games: count(),
  hits: count(),
  ratePercent: percent().nullable(),
  communityPercent: percent().nullable(),
  /** '7+ letter words in 9 of your last 12 games, community 31%'. */
  evidence: z.string(),
});
export const ZChallengeStatsSummary = z.strictObject({
  totalChallengesCompleted: count(),
  totalRewardPoints: count(),
  rank: z.number().int().min(1).nullable(),
});
export const ZUserProfile = z.strictObject({
  averageScore: z.number().min(0),
  averageScorePercent: percent(),
  averageWordsPerGame: z.number().min(0),
  gamesPerDay: z.number().min(0),
  playPattern: z.enum(PLAY_PATTERNS),
  skillLevel: z.enum(SKILL_LEVELS),
  strongAreas: z.array(ZAreaAssessment),
  improvementAreas: z.array(ZAreaAssessment),
  areas: z.array(ZAreaAssessment),
  challengeStats: ZChallengeStatsSummary,
  gamesPlayed: count(),
  gamesAnalysed: count(),
  message: z.string(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

// ---- Personalised challenges (spec 001 §3, §5, §7)

/** c-YYYYMMDD-difficulty-playerId: names its owner (engine/src/progress/challenge-ids.ts). */
export const ZChallengeId = z
  .string()
  .regex(/^c-\d{8}-(easy|medium|hard)-[A-Za-z0-9_-]{1,64}$/, 'Expected a challenge id');
export const ZChallengeIdParams = z.strictObject({ challengeId: ZChallengeId });

export const ZEligibilityInfo = z.strictObject({
  eligible: z.boolean(),
  gamesPlayed: count(),
  gamesRequired: count(),
  remainingGames: count(),
  message: z.string(),
});
export type TEligibilityInfo = z.infer<typeof ZEligibilityInfo>;

/**
 * A challenge as its player sees it: the spec's fields, plus the progress of their best game of the
 * day (capped percentage). A word_discovery challenge's targetWords are left out while the day's
 * target words are still hidden from this player (today, not revealed).
 */
export const ZPersonalizedChallenge = ZChallenge.extend({ progress: percent() });
export type TPersonalizedChallenge = z.infer<typeof ZPersonalizedChallenge>;

// GET /api/personalized-challenges/{userId}/{date}
export const ZPersonalizedChallengesResponse = z.strictObject({
  challenges: z.array(ZPersonalizedChallenge),
  eligibilityInfo: ZEligibilityInfo,
});
export type TPersonalizedChallengesResponse = z.infer<typeof ZPersonalizedChallengesResponse>;

// GET /api/challenges/{date}: the caller's challenges of the date, a bare list (spec 001 §7).
export const ZChallengesResponse = z.array(ZPersonalizedChallenge);

// POST /api/generate-challenges: deterministic and idempotent per (player, date).
export const ZGenerateChallengesRequest = z.strictObject({ playerId: ZUserId, date: ZPuzzleDate });
export const ZGenerateChallengesResponse = z.strictObject({
  challenges: z.array(ZPersonalizedChallenge),
  userProfile: ZUserProfile,
  eligibilityInfo: ZEligibilityInfo,
  /** True when this call stored them; false when they already existed (same challenges). */
  generated: z.boolean(),
});
export type TGenerateChallengesResponse = z.infer<typeof ZGenerateChallengesResponse>;

export const ZPerformanceRating = z.enum(['excellent', 'good', 'fair', 'poor']);

/**
 * POST /api/complete-challenge/{challengeId}: the spec's body is accepted and checked for shape,
 * but the numbers are a client's claim and are ignored: completion is verified from the stored
 * games of the challenge's date. The spec's actualTime is not taken: the rating would average it
 * in (faster rates higher), and neither the client's claim nor anything the server can measure of
 * a game's time is trustworthy (engine/src/progress/completion.ts says why), so it is refused as
 * an unknown key rather than accepted and silently ignored.
 */
export const ZCompleteChallengeRequest = z.strictObject({
  actualScore: z.number().int().min(0).max(10_000).optional(),
  actualWords: z.union([count().max(400), z.array(ZWordInput).max(400)]).optional(),
  rating: ZPerformanceRating.optional(),
});

// POST /api/challenge-completion: the same verified, idempotent completion, named in the body.
export const ZChallengeCompletionRequest = z.strictObject({
  playerId: ZUserId,
  date: ZPuzzleDate,
  challengeId: ZChallengeId,
  /** Claims, checked for shape and ignored (the stored challenge says what it is). */
  challengeType: ZChallengeType.optional(),
  description: z.string().max(500).optional(),
  bonusPoints: z.number().int().min(0).max(10_000).optional(),
});

/** The answer of both completion calls (spec: "response not shown"). */
export const ZChallengeCompletionResponse = z.strictObject({
  success: z.literal(true),
  challenge: ZPersonalizedChallenge,
  /** It was already complete before this call (a retry, or detected when the game was stored). */
  alreadyCompleted: z.boolean(),
  rewardPoints: count(),
  performance: ZPerformanceRating,
  /** The stored game that met it. */
  completedByGameId: z.string().nullable(),
  message: z.string(),
});
export type TChallengeCompletionResponse = z.infer<typeof ZChallengeCompletionResponse>;

/** A challenge a stored game just completed: what the 'Challenge Complete!' toast shows. */
export const ZCompletedChallengeSummary = z.strictObject({
  id: ZChallengeId,
  title: z.string(),
  difficulty: ZChallengeDifficulty,
  rewards: z.strictObject({ points: count() }),
  performance: ZPerformanceRating,
});
export type TCompletedChallengeSummary = z.infer<typeof ZCompletedChallengeSummary>;

// GET /api/challenge-stats/{userId} (spec: "response not shown")
const ZOfferedCompleted = z.strictObject({ offered: count(), completed: count(), points: count() });
export const ZChallengeStatsResponse = z.strictObject({
  userId: ZUserId,
  totalChallengesOffered: count(),
  totalChallengesCompleted: count(),
  completionPercent: percent(),
  totalRewardPoints: count(),
  byDifficulty: z.strictObject({
    easy: ZOfferedCompleted,
    medium: ZOfferedCompleted,
    hard: ZOfferedCompleted,
  }),
  byType: z.strictObject({
    score_target: ZOfferedCompleted,
    word_discovery: ZOfferedCompleted,
    exploration: ZOfferedCompleted,
    efficiency: ZOfferedCompleted,
  }),
  performance: z.strictObject({ excellent: count(), good: count(), fair: count(), poor: count() }),
  thisWeek: z.strictObject({ start: ZPuzzleDate, end: ZPuzzleDate, completed: count(), points: count() }),
  /** What each difficulty is worth. */
  rewardPointsPerDifficulty: z.strictObject({ easy: count(), medium: count(), hard: count() }),
});
export type TChallengeStatsResponse = z.infer<typeof ZChallengeStatsResponse>;

// GET /api/challenge-preview/{date} (the spec's "challenge-preview lookup by game date", path ours)
export const ZPreviewChallengeView = z.strictObject({
  id: ZChallengeId,
  type: ZPreviewChallengeType,
  isCompleted: z.boolean(),
  targetMetrics: ZTargetMetrics,
  title: z.string(),
  difficulty: ZChallengeDifficulty,
  rewards: z.strictObject({ points: count() }),
});
export const ZChallengePreviewResponse = z.strictObject({
  date: ZPuzzleDate,
  todayChallenges: z.array(ZPreviewChallengeView),
  completedCount: count(),
  totalCount: count(),
  eligibility: z.strictObject({ eligible: z.boolean(), message: z.string() }).optional(),
});
export type TChallengePreviewResponse = z.infer<typeof ZChallengePreviewResponse>;

// ---- GET /api/extra-points-rank/{userId} (spec: "response shape not shown")

export const ZStanding = z.strictObject({
  points: count(),
  /** Competition rank (ties share it); null without points. */
  rank: z.number().int().min(1).nullable(),
  /** Share of ranked players with as many points or fewer; null without points. */
  percentile: percent().nullable(),
  /** Players with reward points in the period. */
  rankedPlayers: count(),
});
export type TStanding = z.infer<typeof ZStanding>;
export const ZExtraPointsRankResponse = z.strictObject({
  userId: ZUserId,
  /** This New York week, Monday to Sunday, by the challenges' puzzle dates. */
  week: ZStanding.extend({ start: ZPuzzleDate, end: ZPuzzleDate }),
  allTime: ZStanding,
});
export type TExtraPointsRankResponse = z.infer<typeof ZExtraPointsRankResponse>;
