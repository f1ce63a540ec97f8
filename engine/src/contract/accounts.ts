import { z } from 'zod';
import { ZInstant, ZPuzzleDate, ZUserId } from './common.js';
import { ZDeviceId } from './session.js';
import { DEFAULT_USER_PREFERENCES, THEME_CHOICES } from './account-constants.js';

/**
 * The account calls of spec 001 §7: sign-in by e-mailed code or link, sign-out, merge and
 * recovery, preferences. The challenge schemas mirror the engine's challenge rules
 * (rules/challenges.ts), which a test keeps equal to them.
 */

// ---- Sign-in by e-mail (spec 001 §4; the identity provider is our own server).

/**
 * An e-mail as a player types it: trimmed and lower-cased, then at most 254 characters on one line
 * and an address. The same address always names the same account.
 */
export const ZEmail = z
  .string()
  .max(1024)
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .max(254)
      .regex(/^[^\r\n]*$/, 'An e-mail address is one line')
      .pipe(z.email('Please enter a valid email address.')),
  );

/** Six digits from a CSPRNG: the code of the e-mail, or the fresh one the link page shows. */
export const ZVerificationCode = z.string().regex(/^\d{6}$/, 'Expected 6 digits');

// The sign-in limits and the default preferences are plain values, kept apart from the schemas
// so the client can use them without loading zod (account-constants.ts).
export {
  DEFAULT_USER_PREFERENCES,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_SECONDS,
  SIGN_IN_LINK_TTL_SECONDS,
  THEME_CHOICES,
  VERIFICATION_CODE_TTL_SECONDS,
  type ThemeChoice,
} from './account-constants.js';

// POST /api/create-verification-code: sends the e-mail (a code and a link). The answer is the
// same whether or not an account exists for the address.
export const ZCreateVerificationCodeRequest = z.strictObject({
  email: ZEmail,
  /** The spec's field: when given, it must be the caller's own user id. */
  originalUserId: ZUserId.optional(),
});
export type TCreateVerificationCodeRequest = z.infer<typeof ZCreateVerificationCodeRequest>;
export const ZCreateVerificationCodeResponse = z.strictObject({
  /** Opaque id of this pending sign-in (never the code). */
  codeId: z.string(),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().min(0),
});
export type TCreateVerificationCodeResponse = z.infer<typeof ZCreateVerificationCodeResponse>;

/**
 * A completed sign-in: the response sets a NEW session cookie for the account. `originalUserId` is
 * the anonymous identity of this browser that was merged into the account (null when none was).
 */
export const ZSignInResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  userId: ZUserId,
  isAnonymous: z.literal(false),
  email: z.string(),
  isExistingAccount: z.boolean(),
  originalUserId: ZUserId.nullable(),
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

// POST /api/verify-code: a wrong, used or expired code answers 401 INVALID_CODE,
// 'Invalid or expired code'.
export const ZVerifyCodeRequest = z.strictObject({
  email: ZEmail,
  code: ZVerificationCode,
  device: ZDeviceId.optional(),
});
export type TVerifyCodeRequest = z.infer<typeof ZVerifyCodeRequest>;

// POST /api/complete-sign-in: the /auth-complete page's own POST (a GET of the page consumes
// nothing). Signs in THIS browser and answers a fresh code that the device that asked can type in.
export const ZSignInLinkToken = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'Expected a sign-in token');
export const ZCompleteSignInRequest = z.strictObject({
  token: ZSignInLinkToken,
  device: ZDeviceId.optional(),
});
export type TCompleteSignInRequest = z.infer<typeof ZCompleteSignInRequest>;
export const ZCompleteSignInResponse = ZSignInResponse.extend({
  code: ZVerificationCode,
  codeExpiresAt: ZInstant,
});
export type TCompleteSignInResponse = z.infer<typeof ZCompleteSignInResponse>;

// POST /api/sign-out (empty body): deletes this session; answers (and sets) a fresh, empty
// anonymous identity.
export const ZSignOutResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.literal(true) });
export type TSignOutResponse = z.infer<typeof ZSignOutResponse>;

// POST /api/sync-user-data: merges an anonymous identity this browser held into the caller's account.
export const ZSyncUserDataRequest = z.strictObject({
  anonymousUserId: ZUserId,
  authenticatedUserId: ZUserId,
});
export const ZSyncUserDataResponse = z.strictObject({ merged: z.boolean(), userId: ZUserId });

// POST /api/recover-user-data, /api/manual-data-recovery: data moves only from identities the
// caller has proven to hold (recorded server-side at sign-in); any other source is 403.
export const ZRecoverUserDataRequest = z.strictObject({ userId: ZUserId });
export const ZManualDataRecoveryRequest = z.strictObject({
  targetUserId: ZUserId,
  sourceUserId: ZUserId,
});
export const ZRecoveryResponse = z.strictObject({ recovered: z.boolean(), message: z.string() });
export type TRecoveryResponse = z.infer<typeof ZRecoveryResponse>;

// GET /api/user-preferences/{userId}, POST /api/user-preferences (owner only).
export const ZThemeChoice = z.enum(THEME_CHOICES);
export const ZUserPreferences = z.strictObject({
  contextualSuggestionsDisabled: z.boolean(),
  continuousModeModalSeen: z.boolean(),
  theme: ZThemeChoice,
});
export type TUserPreferences = z.infer<typeof ZUserPreferences>;
// The zod-free defaults are a set of preferences as the schema has them (checked by the compiler).
DEFAULT_USER_PREFERENCES satisfies TUserPreferences;
export const ZSaveUserPreferencesRequest = z.strictObject({
  userId: ZUserId,
  /** Only the preferences that changed; the answer is the whole stored set. */
  preferences: ZUserPreferences.partial(),
});

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
