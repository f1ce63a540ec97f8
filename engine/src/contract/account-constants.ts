/**
 * The account values both sides use, without zod (like paths.ts): the client's lazily loaded
 * accounts code imports them without pulling the schemas in. Re-exported by accounts.ts.
 */

/** How long a code and a link last, and how soon another code may be asked for the same e-mail. */
export const VERIFICATION_CODE_TTL_SECONDS = 5 * 60;
export const SIGN_IN_LINK_TTL_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 60;
/** Wrong codes after which the code is deleted (even the right one is refused then). */
export const MAX_CODE_ATTEMPTS = 5;

/** The themes a player may choose (accounts.ts's ZThemeChoice); 'system' follows the device. */
export const THEME_CHOICES = ['system', 'light', 'dark', 'contrast'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A player's preferences before any choice (accounts.ts checks that they fit ZUserPreferences). */
export const DEFAULT_USER_PREFERENCES: {
  contextualSuggestionsDisabled: boolean;
  continuousModeModalSeen: boolean;
  theme: ThemeChoice;
} = {
  contextualSuggestionsDisabled: false,
  continuousModeModalSeen: false,
  theme: 'system',
};
