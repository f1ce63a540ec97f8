import type { TUserPreferences } from './accounts.js';

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

export const DEFAULT_USER_PREFERENCES: TUserPreferences = {
  contextualSuggestionsDisabled: false,
  continuousModeModalSeen: false,
  theme: 'system',
};
