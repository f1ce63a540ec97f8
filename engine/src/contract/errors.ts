import { z } from 'zod';

/**
 * Every error code the API can answer with, and its HTTP status. One object, so the server's
 * error middleware and the client's error handling can never disagree.
 */
export const ErrorCode = {
  // A word or game that breaks the rules of the day (422).
  NOT_LETTERS: 'NOT_LETTERS',
  TOO_SHORT: 'TOO_SHORT',
  LETTER_NOT_IN_POOL: 'LETTER_NOT_IN_POOL',
  NOT_A_WORD: 'NOT_A_WORD',
  TILE_REUSED: 'TILE_REUSED',
  DUPLICATE_WORD: 'DUPLICATE_WORD',
  WORD_SCORE_MISMATCH: 'WORD_SCORE_MISMATCH',
  FINAL_SCORE_MISMATCH: 'FINAL_SCORE_MISMATCH',
  BAD_GAME_DATE: 'BAD_GAME_DATE',
  /** The archive opens a day only once it is over for everyone: today and later are refused. */
  DAY_NOT_OVER: 'DAY_NOT_OVER',
  // Malformed requests.
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // Who may do what.
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  SIGN_IN_REQUIRED: 'SIGN_IN_REQUIRED',
  /** A sign-in code that is wrong, used, expired or locked after too many tries. */
  INVALID_CODE: 'INVALID_CODE',
  /** A sign-in link that is unknown or already used. */
  INVALID_LINK: 'INVALID_LINK',
  LINK_EXPIRED: 'LINK_EXPIRED',
  /**
   * POST /api/session from a browser that signed in after this request left it: no second
   * identity is made and no cookie is sent, so the sign-in's cookie stays. Ask GET /api/me.
   */
  IDENTITY_CHANGED: 'IDENTITY_CHANGED',
  // State conflicts.
  NOT_FOUND: 'NOT_FOUND',
  HINTS_EXHAUSTED: 'HINTS_EXHAUSTED',
  GAME_ID_CONFLICT: 'GAME_ID_CONFLICT',
  /** Personalised challenges need 5 stored games (spec 001 §5). */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /** No stored game of the challenge's date meets it (a completion call is never taken on trust). */
  CHALLENGE_NOT_COMPLETE: 'CHALLENGE_NOT_COMPLETE',
  /** Friends: a league or a display name refused by the naming rules (engine/src/friends/names.ts). */
  NAME_REFUSED: 'NAME_REFUSED',
  /** Friends: creating or joining a league needs a display name first. */
  DISPLAY_NAME_REQUIRED: 'DISPLAY_NAME_REQUIRED',
  /** Friends: the league holds LEAGUE_MEMBER_LIMIT members. */
  LEAGUE_FULL: 'LEAGUE_FULL',
  /** Friends: the player belongs to LEAGUES_PER_PLAYER_LIMIT leagues. */
  LEAGUE_LIMIT: 'LEAGUE_LIMIT',
  /** Friends: the owner asked to remove themselves (leaving is its own call). */
  CANNOT_REMOVE_SELF: 'CANNOT_REMOVE_SELF',
  // Limits and failures.
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  NOT_LETTERS: 422,
  TOO_SHORT: 422,
  LETTER_NOT_IN_POOL: 422,
  NOT_A_WORD: 422,
  TILE_REUSED: 422,
  DUPLICATE_WORD: 422,
  WORD_SCORE_MISMATCH: 422,
  FINAL_SCORE_MISMATCH: 422,
  BAD_GAME_DATE: 422,
  DAY_NOT_OVER: 422,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  SIGN_IN_REQUIRED: 403,
  INVALID_CODE: 401,
  INVALID_LINK: 401,
  LINK_EXPIRED: 401,
  IDENTITY_CHANGED: 409,
  NOT_FOUND: 404,
  HINTS_EXHAUSTED: 409,
  GAME_ID_CONFLICT: 409,
  NOT_ELIGIBLE: 409,
  CHALLENGE_NOT_COMPLETE: 409,
  NAME_REFUSED: 422,
  DISPLAY_NAME_REQUIRED: 409,
  LEAGUE_FULL: 409,
  LEAGUE_LIMIT: 409,
  CANNOT_REMOVE_SELF: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The word-rule codes a word check can fail with (engine/src/rules/word.ts). */
export const WordErrorCode = {
  NOT_LETTERS: ErrorCode.NOT_LETTERS,
  TOO_SHORT: ErrorCode.TOO_SHORT,
  LETTER_NOT_IN_POOL: ErrorCode.LETTER_NOT_IN_POOL,
  NOT_A_WORD: ErrorCode.NOT_A_WORD,
} as const;
export type WordErrorCode = (typeof WordErrorCode)[keyof typeof WordErrorCode];

const errorCodes = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];
export const ZErrorCode = z.enum(errorCodes);

/** The body of every non-2xx answer: `{ error: { code, message } }`. */
export const ZErrorResponse = z.strictObject({
  error: z.strictObject({
    code: ZErrorCode,
    message: z.string(),
    /** Which fields failed, for VALIDATION_FAILED; never contains secrets or answers. */
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
