import { z } from 'zod';
import { ZPuzzleDate, ZUserId } from './common.js';

/**
 * The account and data calls of spec 001 §7. The original's identity provider is replaced by our
 * own server: a verified e-mail code or link ends in a server session, so the "custom token" call
 * becomes `complete-sign-in`. These schemas are the contract the accounts work builds on.
 */

export const ZEmail = z.email().max(254);

// POST /api/sync-user-data
export const ZSyncUserDataRequest = z.strictObject({
  anonymousUserId: ZUserId,
  authenticatedUserId: ZUserId,
});
export const ZSyncUserDataResponse = z.strictObject({ merged: z.boolean(), userId: ZUserId });

// POST /api/send-sign-in-link (the e-mail-link flow; the answer never says whether an account exists)
export const ZSendSignInLinkRequest = z.strictObject({ email: ZEmail, originalUserId: ZUserId });
export const ZSendSignInLinkResponse = z.strictObject({ sent: z.literal(true) });

// POST /api/create-verification-code
export const ZCreateVerificationCodeRequest = z.strictObject({ email: ZEmail, originalUserId: ZUserId });
export const ZCreateVerificationCodeResponse = z.strictObject({ codeId: z.string() });

// POST /api/verify-code
export const ZVerifyCodeRequest = z.strictObject({ email: ZEmail, code: z.string().regex(/^\d{6}$/) });
export const ZVerifyCodeResponse = z.strictObject({
  success: z.boolean(),
  message: z.string(),
  originalUserId: ZUserId.nullable(),
  isExistingAccount: z.boolean(),
});

// POST /api/complete-sign-in (replaces create-firebase-token: the server issues the session itself)
export const ZCompleteSignInRequest = z.strictObject({
  email: ZEmail,
  originalUserId: ZUserId,
  isExistingAccount: z.boolean(),
  token: z.string().min(16).max(256),
});
export const ZCompleteSignInResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.literal(false) });

// POST /api/sign-out
export const ZSignOutResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.literal(true) });

// POST /api/recover-user-data, /api/manual-data-recovery
export const ZRecoverUserDataRequest = z.strictObject({ userId: ZUserId });
export const ZManualDataRecoveryRequest = z.strictObject({ targetUserId: ZUserId, sourceUserId: ZUserId });
export const ZRecoveryResponse = z.strictObject({ recovered: z.boolean(), message: z.string() });

// GET /api/player-history/{userId}
export const ZPlayerHistoryEntry = z.strictObject({
  date: ZPuzzleDate,
  playCount: z.number().int().min(0),
  targetScore: z.boolean(),
  targetWord: z.boolean(),
  mostWords: z.boolean(),
});
export const ZPlayerHistoryResponse = z.array(ZPlayerHistoryEntry);

// GET /api/user-profile/{userId}
export const ZUserProfile = z.strictObject({
  averageScore: z.number(),
  averageWordsPerGame: z.number(),
  gamesPerDay: z.number(),
  playPattern: z.string().default('casual'),
  skillLevel: z.string().default('beginner'),
  strongAreas: z.array(z.string()),
  improvementAreas: z.array(z.string()),
  challengeStats: z.strictObject({
    totalChallengesCompleted: z.number().int().min(0),
    totalRewardPoints: z.number().int().min(0),
    rank: z.number().int().min(1).nullable(),
  }),
});

// GET /api/extra-points-rank/{userId}
export const ZExtraPointsRankResponse = z.strictObject({
  rank: z.number().int().min(1).nullable(),
  totalRewardPoints: z.number().int().min(0),
  totalPlayers: z.number().int().min(0),
});

// Challenges
export const ZChallengeDifficulty = z.enum(['easy', 'medium', 'hard']);
export const ZChallengeType = z.enum(['score_target', 'word_discovery', 'exploration', 'efficiency']);
export const ZPreviewChallengeType = z.enum([
  'minimum_points',
  'exact_score',
  'word_count',
  'exact_word_count',
  'target_words',
  'efficiency_score',
]);
export const ZTargetMetrics = z.strictObject({
  targetScore: z.number().optional(),
  targetWordCount: z.number().int().optional(),
  minimumWordScore: z.number().optional(),
  exactScore: z.number().optional(),
  exactWordCount: z.number().int().optional(),
  targetWords: z.array(z.string()).optional(),
  efficiencyScore: z.number().optional(),
});
export const ZChallenge = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: ZChallengeDifficulty,
  challengeType: ZChallengeType,
  date: ZPuzzleDate,
  isCompleted: z.boolean(),
  performance: z.enum(['excellent', 'good', 'fair', 'poor']).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  rewards: z.strictObject({ points: z.number().int().min(0) }),
  estimatedDuration: z.number().int().min(0),
  targetMetrics: ZTargetMetrics,
});
export type TChallenge = z.infer<typeof ZChallenge>;
export const ZEligibilityInfo = z.strictObject({
  eligible: z.boolean(),
  gamesPlayed: z.number().int().min(0),
  gamesRequired: z.literal(5),
  remainingGames: z.number().int().min(0),
  message: z.string(),
});
export const ZPersonalizedChallengesResponse = z.strictObject({
  challenges: z.array(ZChallenge),
  eligibilityInfo: ZEligibilityInfo,
});
export const ZChallengesResponse = z.array(ZChallenge);
export const ZGenerateChallengesRequest = z.strictObject({ playerId: ZUserId, date: ZPuzzleDate });
export const ZGenerateChallengesResponse = z.strictObject({
  challenges: z.array(ZChallenge),
  userProfile: ZUserProfile,
});
export const ZCompleteChallengeRequest = z.strictObject({
  actualScore: z.number().int().min(0),
  actualTime: z.number().min(0).nullable(),
  actualWords: z.number().int().min(0),
  rating: z.enum(['excellent', 'good', 'fair', 'poor']),
});
export const ZChallengeCompletionRequest = z.strictObject({
  playerId: ZUserId,
  date: ZPuzzleDate,
  challengeId: z.string(),
  challengeType: z.union([ZChallengeType, ZPreviewChallengeType]),
  description: z.string().max(500),
  bonusPoints: z.number().int().min(0),
});
export const ZChallengeStatsResponse = z.strictObject({
  totalChallengesCompleted: z.number().int().min(0),
  totalRewardPoints: z.number().int().min(0),
  byDifficulty: z.record(ZChallengeDifficulty, z.number().int().min(0)),
});

// GET /api/user-preferences/{userId}; POST /api/user-preferences
export const ZUserPreferences = z.strictObject({
  contextualSuggestionsDisabled: z.boolean(),
  continuousModeModalSeen: z.boolean(),
});
export const ZSaveUserPreferencesRequest = z.strictObject({
  userId: ZUserId,
  preferences: ZUserPreferences.partial(),
});

// GET /api/social-share-image?type=&format=png&v=
export const ZSocialShareImageQuery = z.strictObject({
  type: z.enum(['daily', 'top-word', 'target-score', 'all-targets']),
  format: z.literal('png'),
  v: z.string().max(32).optional(),
});
