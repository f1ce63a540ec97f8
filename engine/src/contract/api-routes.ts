import type { z } from 'zod';
import {
  ZCompleteSignInRequest,
  ZCompleteSignInResponse,
  ZCreateVerificationCodeRequest,
  ZCreateVerificationCodeResponse,
  ZManualDataRecoveryRequest,
  ZRecoverUserDataRequest,
  ZRecoveryResponse,
  ZSaveUserPreferencesRequest,
  ZSignInResponse,
  ZSignOutResponse,
  ZSyncUserDataRequest,
  ZSyncUserDataResponse,
  ZUserPreferences,
  ZVerifyCodeRequest,
} from './accounts.js';
import { ZEventBatchRequest, ZEventBatchResponse } from './analytics.js';
import {
  ZArchiveGame,
  ZArchiveGameParams,
  ZArchiveMonthParams,
  ZArchiveMonthResponse,
  ZArchivePuzzleResponse,
  ZArchiveSubmitRequest,
  ZArchiveValidateWordRequest,
} from './archive.js';
import {
  ZDateParams,
  ZEmptyBody,
  ZHealthResponse,
  ZNotReadyResponse,
  ZOpenApiDocument,
  ZPlayerDateParams,
  ZReadyResponse,
  ZUserDateParams,
} from './common.js';
import { ErrorCode } from './errors.js';
import {
  ZDailyPoolQuery,
  ZDailyPoolResponse,
  ZGameEntryQuery,
  ZGameEntryResponse,
  ZIncrementHintRequest,
  ZIncrementHintResponse,
  ZRevealRequest,
  ZRevealTargetWordsResponse,
  ZRevealTargetsResponse,
  ZRevealTopWordResponse,
  ZStatsQuery,
  ZStatsResponse,
  ZSubmitGameRequest,
  ZSubmitGameResponse,
  ZTopWordCountResponse,
  ZValidateWordRequest,
  ZValidateWordResponse,
} from './game.js';
import type { ApiRoute, HttpMethod } from './paths.js';
import {
  ZChallengeCompletionRequest,
  ZChallengeCompletionResponse,
  ZChallengeIdParams,
  ZChallengePreviewResponse,
  ZChallengeStatsResponse,
  ZChallengesResponse,
  ZCompleteChallengeRequest,
  ZExtraPointsRankResponse,
  ZGenerateChallengesRequest,
  ZGenerateChallengesResponse,
  ZPersonalizedChallengesResponse,
  ZPlayerHistoryDayResponse,
  ZPlayerHistoryResponse,
  ZUserParams,
  ZUserProfile,
} from './progress.js';
import { ZSessionRequest, ZSessionResponse } from './session.js';
import { ZShareImageQuery, ZShareTokenRequest, ZShareTokenResponse } from './share-image.js';

/**
 * Every REST route's input and answers, keyed by its name in `ApiRoute` (paths.ts holds the method
 * and pattern, without zod, for the client's entry bundle). The server parses each route's params,
 * query and body with these schemas (server/src/http/route.ts) and the API reference is generated
 * from them (openapi.ts), so neither can drift from the other. A route added to `ApiRoute` without
 * an entry here fails the typecheck.
 */

/** An answer that is not JSON. */
export interface MediaAnswer {
  mediaType: 'image/png';
}
export const PNG_ANSWER: MediaAnswer = { mediaType: 'image/png' };

/** What a route answers with a status: a JSON schema, another media type, or no body (304). */
export type RouteAnswer = z.ZodType | MediaAnswer | null;

/** Groups of routes in the API reference. */
export type ApiTag =
  'game' | 'session' | 'accounts' | 'progress' | 'archive' | 'share' | 'analytics' | 'meta';

export interface RouteSchemas {
  /** One line for the API reference. */
  summary: string;
  tag: ApiTag;
  /** The pattern's `:name` segments (strict). */
  params?: z.ZodType;
  /** The query string (strict); without one, a route refuses any query parameter. */
  query?: z.ZodType;
  /** A POST's JSON body (strict). */
  body?: z.ZodType;
  /** The body may be left out, and then reads as `{}`. */
  bodyOptional?: true;
  /**
   * The body may also come as text/plain JSON: what `navigator.sendBeacon` sends as a page is
   * hidden (http/security.ts says why that is safe).
   */
  beacon?: true;
  /**
   * A liveness or readiness probe: answered before the API's request layer (no same-origin check,
   * no body, no session), so none of its errors apply.
   */
  probe?: true;
  /** The answers by status; each status's schema is what a client parses. */
  answers: { readonly [status: number]: RouteAnswer };
  /** The errors of the route itself, beyond the request layer's (`requestLayerErrors`). */
  errors?: readonly ErrorCode[];
}

const E = ErrorCode;
/** A session is needed (401), and it must be the named player's (403). */
const OWNER = [E.UNAUTHENTICATED, E.FORBIDDEN] as const;
/** … and the player must have an account (403 SIGN_IN_REQUIRED). */
const SIGNED_IN_OWNER = [...OWNER, E.SIGN_IN_REQUIRED] as const;
/** The rules a submitted game's words and scores are judged by (422). */
const GAME_RULES = [
  E.NOT_LETTERS,
  E.TOO_SHORT,
  E.LETTER_NOT_IN_POOL,
  E.NOT_A_WORD,
  E.TILE_REUSED,
  E.DUPLICATE_WORD,
  E.WORD_SCORE_MISMATCH,
  E.FINAL_SCORE_MISMATCH,
] as const;

export const ApiRouteSchemas = {
  health: {
    summary: 'Liveness: the process answers.',
    tag: 'meta',
    probe: true,
    answers: { 200: ZHealthResponse },
  },
  ready: {
    summary: 'Readiness: PostgreSQL and the presence store (Redis, when configured) answer.',
    tag: 'meta',
    probe: true,
    answers: { 200: ZReadyResponse, 503: ZNotReadyResponse },
  },
  openApi: {
    summary: 'This API reference (OpenAPI 3.1), generated from the contract.',
    tag: 'meta',
    answers: { 200: ZOpenApiDocument, 304: null },
  },
  session: {
    summary: 'The caller’s identity; a new anonymous player and its session cookie when it has none (201).',
    tag: 'session',
    body: ZSessionRequest,
    bodyOptional: true,
    answers: { 200: ZSessionResponse, 201: ZSessionResponse },
    errors: [E.IDENTITY_CHANGED, E.RATE_LIMITED],
  },
  me: {
    summary: 'The caller’s identity (401 without a session; never creates one).',
    tag: 'session',
    answers: { 200: ZSessionResponse },
    errors: [E.UNAUTHENTICATED],
  },
  dailyPool: {
    summary: 'A day’s pool (default today), with only the answers this player has unlocked.',
    tag: 'game',
    query: ZDailyPoolQuery,
    answers: { 200: ZDailyPoolResponse },
    errors: [E.NOT_FOUND],
  },
  stats: {
    summary: 'A day’s live counts (default today).',
    tag: 'game',
    query: ZStatsQuery,
    answers: { 200: ZStatsResponse },
    errors: [E.NOT_FOUND],
  },
  topWordCount: {
    summary: 'The most unique words any player found on a day.',
    tag: 'game',
    params: ZDateParams,
    answers: { 200: ZTopWordCountResponse },
    errors: [E.NOT_FOUND],
  },
  gameEntry: {
    summary: 'The caller’s entry of a day (owner only).',
    tag: 'game',
    params: ZPlayerDateParams,
    query: ZGameEntryQuery,
    answers: { 200: ZGameEntryResponse },
    errors: [...OWNER, E.NOT_FOUND],
  },
  validateWord: {
    summary: 'Checks a word against the day’s letters and the dictionary (called for every word).',
    tag: 'game',
    body: ZValidateWordRequest,
    answers: { 200: ZValidateWordResponse },
    errors: [E.LETTER_NOT_IN_POOL, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  submitGame: {
    summary: 'Stores a finished game (idempotent by gameId) and answers its achievements.',
    tag: 'game',
    body: ZSubmitGameRequest,
    answers: { 200: ZSubmitGameResponse },
    errors: [
      ...SIGNED_IN_OWNER,
      ...GAME_RULES,
      E.BAD_GAME_DATE,
      E.NOT_FOUND,
      E.GAME_ID_CONFLICT,
      E.RATE_LIMITED,
    ],
  },
  incrementHint: {
    summary: 'Unlocks the caller’s next hint of a day (accounts only).',
    tag: 'game',
    params: ZUserDateParams,
    body: ZIncrementHintRequest,
    answers: { 200: ZIncrementHintResponse },
    errors: [...SIGNED_IN_OWNER, E.BAD_GAME_DATE, E.NOT_FOUND, E.HINTS_EXHAUSTED, E.RATE_LIMITED],
  },
  revealTargets: {
    summary: 'Reveals today’s top word and target words to the caller.',
    tag: 'game',
    body: ZRevealRequest,
    answers: { 200: ZRevealTargetsResponse },
    errors: [...OWNER, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  revealTopWord: {
    summary: 'Reveals today’s top word to the caller.',
    tag: 'game',
    body: ZRevealRequest,
    answers: { 200: ZRevealTopWordResponse },
    errors: [...OWNER, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  revealTargetWords: {
    summary: 'Reveals today’s target words to the caller.',
    tag: 'game',
    body: ZRevealRequest,
    answers: { 200: ZRevealTargetWordsResponse },
    errors: [...OWNER, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  createVerificationCode: {
    summary: 'E-mails a sign-in code and link (the same answer whether or not the account exists).',
    tag: 'accounts',
    body: ZCreateVerificationCodeRequest,
    answers: { 200: ZCreateVerificationCodeResponse },
    errors: [E.FORBIDDEN, E.RATE_LIMITED],
  },
  verifyCode: {
    summary: 'Signs in with an e-mailed code: a new session cookie for the account.',
    tag: 'accounts',
    body: ZVerifyCodeRequest,
    answers: { 200: ZSignInResponse },
    errors: [E.INVALID_CODE, E.RATE_LIMITED],
  },
  completeSignIn: {
    summary: 'Signs this browser in with a link’s token, and answers a code for the device that asked.',
    tag: 'accounts',
    body: ZCompleteSignInRequest,
    answers: { 200: ZCompleteSignInResponse },
    errors: [E.INVALID_LINK, E.LINK_EXPIRED, E.RATE_LIMITED],
  },
  signOut: {
    summary: 'Ends the session and sets a fresh anonymous identity (201).',
    tag: 'accounts',
    body: ZEmptyBody,
    bodyOptional: true,
    answers: { 201: ZSignOutResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.RATE_LIMITED],
  },
  syncUserData: {
    summary: 'Merges an anonymous identity this browser held into the caller’s account.',
    tag: 'accounts',
    body: ZSyncUserDataRequest,
    answers: { 200: ZSyncUserDataResponse },
    errors: [...SIGNED_IN_OWNER, E.RATE_LIMITED],
  },
  recoverUserData: {
    summary: 'Moves the data of every identity the caller proved to hold into the account.',
    tag: 'accounts',
    body: ZRecoverUserDataRequest,
    answers: { 200: ZRecoveryResponse },
    errors: [...SIGNED_IN_OWNER, E.RATE_LIMITED],
  },
  manualDataRecovery: {
    summary: 'Moves one held identity’s data into the caller’s account.',
    tag: 'accounts',
    body: ZManualDataRecoveryRequest,
    answers: { 200: ZRecoveryResponse },
    errors: [...SIGNED_IN_OWNER, E.RATE_LIMITED],
  },
  userPreferences: {
    summary: 'The caller’s stored preferences (owner only).',
    tag: 'accounts',
    params: ZUserParams,
    answers: { 200: ZUserPreferences },
    errors: [...OWNER],
  },
  saveUserPreferences: {
    summary: 'Saves the preferences that changed; answers the whole stored set.',
    tag: 'accounts',
    body: ZSaveUserPreferencesRequest,
    answers: { 200: ZUserPreferences },
    errors: [...OWNER, E.RATE_LIMITED],
  },
  socialShareImage: {
    summary: 'A day’s or a shared score’s 1200×630 PNG card (ETag; a stamped URL is immutable).',
    tag: 'share',
    query: ZShareImageQuery,
    answers: { 200: PNG_ANSWER, 304: null },
    errors: [E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED],
  },
  playerHistory: {
    summary: 'The caller’s history, streaks and Your Stats (owner only).',
    tag: 'progress',
    params: ZUserParams,
    answers: { 200: ZPlayerHistoryResponse },
    errors: [...OWNER],
  },
  playerHistoryDay: {
    summary: 'One day of the caller’s history in detail (owner only).',
    tag: 'progress',
    params: ZUserDateParams,
    answers: { 200: ZPlayerHistoryDayResponse },
    errors: [...OWNER, E.NOT_FOUND],
  },
  userProfile: {
    summary: 'The A.I. Profile (signed-in owner).',
    tag: 'progress',
    params: ZUserParams,
    answers: { 200: ZUserProfile },
    errors: [...SIGNED_IN_OWNER],
  },
  personalizedChallenges: {
    summary: 'The caller’s challenges of a day, with eligibility (signed-in owner).',
    tag: 'progress',
    params: ZUserDateParams,
    answers: { 200: ZPersonalizedChallengesResponse },
    errors: [...SIGNED_IN_OWNER, E.NOT_FOUND],
  },
  challenges: {
    summary: 'The caller’s challenges of a day, as a bare list.',
    tag: 'progress',
    params: ZDateParams,
    answers: { 200: ZChallengesResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.NOT_FOUND],
  },
  generateChallenges: {
    summary: 'Generates the caller’s challenges of a day (deterministic, idempotent).',
    tag: 'progress',
    body: ZGenerateChallengesRequest,
    answers: { 200: ZGenerateChallengesResponse },
    errors: [...SIGNED_IN_OWNER, E.BAD_GAME_DATE, E.NOT_FOUND, E.NOT_ELIGIBLE, E.RATE_LIMITED],
  },
  completeChallenge: {
    summary: 'Completes a challenge, verified from the stored games of its day (the body is not trusted).',
    tag: 'progress',
    params: ZChallengeIdParams,
    body: ZCompleteChallengeRequest,
    bodyOptional: true,
    answers: { 200: ZChallengeCompletionResponse },
    errors: [...SIGNED_IN_OWNER, E.NOT_FOUND, E.CHALLENGE_NOT_COMPLETE, E.RATE_LIMITED],
  },
  challengeCompletion: {
    summary: 'The same verified completion, the challenge named in the body.',
    tag: 'progress',
    body: ZChallengeCompletionRequest,
    answers: { 200: ZChallengeCompletionResponse },
    errors: [...SIGNED_IN_OWNER, E.NOT_FOUND, E.CHALLENGE_NOT_COMPLETE, E.RATE_LIMITED],
  },
  challengeStats: {
    summary: 'The caller’s challenge totals (signed-in owner).',
    tag: 'progress',
    params: ZUserParams,
    answers: { 200: ZChallengeStatsResponse },
    errors: [...SIGNED_IN_OWNER],
  },
  challengePreview: {
    summary: 'What the game screen shows of the caller’s challenges of a day.',
    tag: 'progress',
    params: ZDateParams,
    answers: { 200: ZChallengePreviewResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.NOT_FOUND],
  },
  extraPointsRank: {
    summary: 'The caller’s challenge points and rank, this week and all time (signed-in owner).',
    tag: 'progress',
    params: ZUserParams,
    answers: { 200: ZExtraPointsRankResponse },
    errors: [...SIGNED_IN_OWNER],
  },
  events: {
    summary: 'Stores a batch of the client’s analytics events (re-sent events are not stored twice).',
    tag: 'analytics',
    body: ZEventBatchRequest,
    beacon: true,
    answers: { 200: ZEventBatchResponse },
    errors: [E.UNAUTHENTICATED, E.BAD_GAME_DATE, E.RATE_LIMITED],
  },
  shareToken: {
    summary: 'A signed link to the caller’s own stored score of a day (or of one stored game).',
    tag: 'share',
    body: ZShareTokenRequest,
    answers: { 200: ZShareTokenResponse },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
  archiveMonth: {
    summary: 'A month of past puzzles with the caller’s results.',
    tag: 'archive',
    params: ZArchiveMonthParams,
    answers: { 200: ZArchiveMonthResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND],
  },
  archivePuzzle: {
    summary: 'A past day’s puzzle, with every answer, to play.',
    tag: 'archive',
    params: ZDateParams,
    answers: { 200: ZArchivePuzzleResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND],
  },
  archiveValidateWord: {
    summary: 'Checks a word of an archive game.',
    tag: 'archive',
    body: ZArchiveValidateWordRequest,
    answers: { 200: ZValidateWordResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND, E.RATE_LIMITED],
  },
  archiveSubmitGame: {
    summary: 'Stores an archive game (idempotent by gameId), apart from the day’s race.',
    tag: 'archive',
    body: ZArchiveSubmitRequest,
    answers: { 200: ZArchiveGame },
    errors: [
      ...SIGNED_IN_OWNER,
      ...GAME_RULES,
      E.DAY_NOT_OVER,
      E.NOT_FOUND,
      E.GAME_ID_CONFLICT,
      E.RATE_LIMITED,
    ],
  },
  archiveGame: {
    summary: 'One of the caller’s stored archive games.',
    tag: 'archive',
    params: ZArchiveGameParams,
    answers: { 200: ZArchiveGame },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
} as const satisfies { readonly [N in ApiRouteName]: RouteSchemas };

export type ApiRouteName = keyof typeof ApiRoute;

/**
 * What the API's request layer (server/src/http/api-request.ts) and its error middleware may answer
 * on any route that is not a probe: a query or path refused by its strict schema, the same-origin
 * check and the body's refusals on a POST, PostgreSQL out of reach while the session is read, and
 * a bug. Probes can only fail on their query, or on a bug.
 */
export function requestLayerErrors(method: HttpMethod, schemas: RouteSchemas): ErrorCode[] {
  if (schemas.probe) return [E.VALIDATION_FAILED, E.INTERNAL];
  const always = [E.VALIDATION_FAILED, E.SERVICE_UNAVAILABLE, E.INTERNAL];
  if (method === 'GET') return always;
  return [...always, E.CROSS_SITE_REQUEST, E.MALFORMED_JSON, E.PAYLOAD_TOO_LARGE, E.UNSUPPORTED_MEDIA_TYPE];
}

type Schemas = typeof ApiRouteSchemas;
type Parsed<N extends ApiRouteName, K extends 'params' | 'query' | 'body'> = Schemas[N] extends {
  [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : Record<string, never>;

/** A route's parsed path parameters, query and body (`{}` where it takes none). */
export type RouteParams<N extends ApiRouteName> = Parsed<N, 'params'>;
export type RouteQuery<N extends ApiRouteName> = Parsed<N, 'query'>;
export type RouteBody<N extends ApiRouteName> = Parsed<N, 'body'>;

type AnswerBody<A> = A extends z.ZodType ? z.input<A> : A extends MediaAnswer ? Uint8Array : never;
/** Every body a route may answer with (its JSON answers' input types; bytes for a PNG). */
export type RouteAnswerBody<N extends ApiRouteName> = {
  [S in keyof Schemas[N]['answers']]: AnswerBody<Schemas[N]['answers'][S]>;
}[keyof Schemas[N]['answers']];
