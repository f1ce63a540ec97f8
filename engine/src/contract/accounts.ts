import { z } from 'zod';
import { ZPuzzleDate, ZUserId } from './common.js';

/**
 * The account calls of spec 001 §7. Only what something uses today lives here; the accounts work
 * adds each schema together with the route that parses it. The challenge schemas mirror the
 * engine's challenge rules (rules/challenges.ts), which a test keeps equal to them.
 */

// POST /api/sign-out
export const ZSignOutResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.literal(true) });

// Challenges (spec 001 §5)
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
