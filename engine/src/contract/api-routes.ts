import type { z } from 'zod';
import * as accounts from './accounts.js';
import * as analytics from './analytics.js';
import * as archive from './archive.js';
import * as common from './common.js';
import * as friends from './friends.js';
import * as game from './game.js';
import * as progress from './progress.js';
import * as session from './session.js';
import * as shareImage from './share-image.js';
import type { ApiRoute } from './paths.js';
import {
  FRIENDS_ERRORS,
  GAME_RULE_ERRORS,
  OWNER_ERRORS,
  PNG_ANSWER,
  SIGNED_IN_OWNER_ERRORS,
  type MediaAnswer,
  type RouteSchemas,
} from './route-schemas.js';
import { ErrorCode } from './errors.js';

const E = ErrorCode;

/**
 * Every REST route's input and answers, keyed by its name in `ApiRoute` (paths.ts holds the method
 * and pattern, without zod, for the client's entry bundle). The server parses each route's params,
 * query and body with these schemas (server/src/http/route.ts) and the API reference is generated
 * from them (openapi.ts), so neither can drift from the other. A route added to `ApiRoute` without
 * an entry here fails the typecheck.
 */

export const ApiRouteSchemas = {
  health: {
    summary: 'Liveness: the process answers.',
    tag: 'meta',
    probe: true,
    answers: { 200: common.ZHealthResponse },
  },
  ready: {
    summary: 'Readiness: PostgreSQL and the presence store (Redis, when configured) answer.',
    tag: 'meta',
    probe: true,
    answers: { 200: common.ZReadyResponse, 503: common.ZNotReadyResponse },
  },
  openApi: {
    summary: 'This API reference (OpenAPI 3.1), generated from the contract.',
    tag: 'meta',
    answers: { 200: common.ZOpenApiDocument, 304: null },
  },
  session: {
    summary: 'The caller’s identity; a new anonymous player and its session cookie when it has none (201).',
    tag: 'session',
    body: session.ZSessionRequest,
    bodyOptional: true,
    answers: { 200: session.ZSessionResponse, 201: session.ZSessionResponse },
    errors: [E.IDENTITY_CHANGED, E.RATE_LIMITED],
  },
  me: {
    summary: 'The caller’s identity (401 without a session; never creates one).',
    tag: 'session',
    answers: { 200: session.ZSessionResponse },
    errors: [E.UNAUTHENTICATED],
  },
  dailyPool: {
    summary: 'A day’s pool (default today), with only the answers this player has unlocked.',
    tag: 'game',
    query: game.ZDailyPoolQuery,
    answers: { 200: game.ZDailyPoolResponse },
    errors: [E.NOT_FOUND],
  },
  stats: {
    summary: 'A day’s live counts (default today).',
    tag: 'game',
    query: game.ZStatsQuery,
    answers: { 200: game.ZStatsResponse },
    errors: [E.NOT_FOUND],
  },
  topWordCount: {
    summary: 'The most unique words any player found on a day.',
    tag: 'game',
    params: common.ZDateParams,
    answers: { 200: game.ZTopWordCountResponse },
    errors: [E.NOT_FOUND],
  },
  gameEntry: {
    summary: 'The caller’s entry of a day (owner only).',
    tag: 'game',
    params: common.ZPlayerDateParams,
    query: game.ZGameEntryQuery,
    answers: { 200: game.ZGameEntryResponse },
    errors: [...OWNER_ERRORS, E.NOT_FOUND],
  },
  validateWord: {
    summary: 'Checks a word against the day’s letters and the dictionary (called for every word).',
    tag: 'game',
    body: game.ZValidateWordRequest,
    answers: { 200: game.ZValidateWordResponse },
    errors: [E.LETTER_NOT_IN_POOL, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  submitGame: {
    summary: 'Stores a finished game (idempotent by gameId) and answers its achievements.',
    tag: 'game',
    body: game.ZSubmitGameRequest,
    answers: { 200: game.ZSubmitGameResponse },
    errors: [
      ...SIGNED_IN_OWNER_ERRORS,
      ...GAME_RULE_ERRORS,
      E.BAD_GAME_DATE,
      E.NOT_FOUND,
      E.GAME_ID_CONFLICT,
      E.RATE_LIMITED,
    ],
  },
  incrementHint: {
    summary: 'Unlocks the caller’s next hint of a day (accounts only).',
    tag: 'game',
    params: common.ZUserDateParams,
    body: game.ZIncrementHintRequest,
    answers: { 200: game.ZIncrementHintResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.HINTS_EXHAUSTED, E.RATE_LIMITED],
  },
  revealTargets: {
    summary: 'Reveals today’s top word and target words to the caller.',
    tag: 'game',
    body: game.ZRevealRequest,
    answers: { 200: game.ZRevealTargetsResponse },
    errors: [...OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  revealTopWord: {
    summary: 'Reveals today’s top word to the caller.',
    tag: 'game',
    body: game.ZRevealRequest,
    answers: { 200: game.ZRevealTopWordResponse },
    errors: [...OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  revealTargetWords: {
    summary: 'Reveals today’s target words to the caller.',
    tag: 'game',
    body: game.ZRevealRequest,
    answers: { 200: game.ZRevealTargetWordsResponse },
    errors: [...OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  createVerificationCode: {
    summary: 'E-mails a sign-in code and link (the same answer whether or not the account exists).',
    tag: 'accounts',
    body: accounts.ZCreateVerificationCodeRequest,
    answers: { 200: accounts.ZCreateVerificationCodeResponse },
    errors: [E.FORBIDDEN, E.RATE_LIMITED],
  },
  verifyCode: {
    summary: 'Signs in with an e-mailed code: a new session cookie for the account.',
    tag: 'accounts',
    body: accounts.ZVerifyCodeRequest,
    answers: { 200: accounts.ZSignInResponse },
    errors: [E.INVALID_CODE, E.RATE_LIMITED],
  },
  completeSignIn: {
    summary: 'Signs this browser in with a link’s token, and answers a code for the device that asked.',
    tag: 'accounts',
    body: accounts.ZCompleteSignInRequest,
    answers: { 200: accounts.ZCompleteSignInResponse },
    errors: [E.INVALID_LINK, E.LINK_EXPIRED, E.RATE_LIMITED],
  },
  signOut: {
    summary: 'Ends the session and sets a fresh anonymous identity (201).',
    tag: 'accounts',
    body: common.ZEmptyBody,
    bodyOptional: true,
    answers: { 201: accounts.ZSignOutResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.RATE_LIMITED],
  },
  syncUserData: {
    summary: 'Merges an anonymous identity this browser held into the caller’s account.',
    tag: 'accounts',
    body: accounts.ZSyncUserDataRequest,
    answers: { 200: accounts.ZSyncUserDataResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.RATE_LIMITED],
  },
  recoverUserData: {
    summary: 'Moves the data of every identity the caller proved to hold into the account.',
    tag: 'accounts',
    body: accounts.ZRecoverUserDataRequest,
    answers: { 200: accounts.ZRecoveryResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.RATE_LIMITED],
  },
  manualDataRecovery: {
    summary: 'Moves one held identity’s data into the caller’s account.',
    tag: 'accounts',
    body: accounts.ZManualDataRecoveryRequest,
    answers: { 200: accounts.ZRecoveryResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.RATE_LIMITED],
  },
  userPreferences: {
    summary: 'The caller’s stored preferences (owner only).',
    tag: 'accounts',
    params: progress.ZUserParams,
    answers: { 200: accounts.ZUserPreferences },
    errors: [...OWNER_ERRORS],
  },
  saveUserPreferences: {
    summary: 'Saves the preferences that changed; answers the whole stored set.',
    tag: 'accounts',
    body: accounts.ZSaveUserPreferencesRequest,
    answers: { 200: accounts.ZUserPreferences },
    errors: [...OWNER_ERRORS, E.RATE_LIMITED],
  },
  socialShareImage: {
    summary: 'A day’s or a shared score’s 1200×630 PNG card (ETag; a stamped URL is immutable).',
    tag: 'share',
    query: shareImage.ZShareImageQuery,
    answers: { 200: PNG_ANSWER, 304: null },
    errors: [E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED],
  },
  playerHistory: {
    summary: 'The caller’s history, streaks and Your Stats (owner only).',
    tag: 'progress',
    params: progress.ZUserParams,
    answers: { 200: progress.ZPlayerHistoryResponse },
    errors: [...OWNER_ERRORS],
  },
  playerHistoryDay: {
    summary: 'One day of the caller’s history in detail (owner only).',
    tag: 'progress',
    params: common.ZUserDateParams,
    answers: { 200: progress.ZPlayerHistoryDayResponse },
    errors: [...OWNER_ERRORS, E.NOT_FOUND],
  },
  userProfile: {
    summary: 'The A.I. Profile (signed-in owner).',
    tag: 'progress',
    params: progress.ZUserParams,
    answers: { 200: progress.ZUserProfile },
    errors: [...SIGNED_IN_OWNER_ERRORS],
  },
  personalizedChallenges: {
    summary: 'The caller’s challenges of a day, with eligibility (signed-in owner).',
    tag: 'progress',
    params: common.ZUserDateParams,
    answers: { 200: progress.ZPersonalizedChallengesResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.NOT_FOUND],
  },
  challenges: {
    summary: 'The caller’s challenges of a day, as a bare list.',
    tag: 'progress',
    params: common.ZDateParams,
    answers: { 200: progress.ZChallengesResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.NOT_FOUND],
  },
  generateChallenges: {
    summary: 'Generates the caller’s challenges of a day (deterministic, idempotent).',
    tag: 'progress',
    body: progress.ZGenerateChallengesRequest,
    answers: { 200: progress.ZGenerateChallengesResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.NOT_ELIGIBLE, E.RATE_LIMITED],
  },
  completeChallenge: {
    summary: 'Completes a challenge, verified from the stored games of its day (the body is not trusted).',
    tag: 'progress',
    params: progress.ZChallengeIdParams,
    body: progress.ZCompleteChallengeRequest,
    bodyOptional: true,
    answers: { 200: progress.ZChallengeCompletionResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.NOT_FOUND, E.CHALLENGE_NOT_COMPLETE, E.RATE_LIMITED],
  },
  challengeCompletion: {
    summary: 'The same verified completion, the challenge named in the body.',
    tag: 'progress',
    body: progress.ZChallengeCompletionRequest,
    answers: { 200: progress.ZChallengeCompletionResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.NOT_FOUND, E.CHALLENGE_NOT_COMPLETE, E.RATE_LIMITED],
  },
  challengeStats: {
    summary: 'The caller’s challenge totals (signed-in owner).',
    tag: 'progress',
    params: progress.ZUserParams,
    answers: { 200: progress.ZChallengeStatsResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS],
  },
  challengePreview: {
    summary: 'What the game screen shows of the caller’s challenges of a day.',
    tag: 'progress',
    params: common.ZDateParams,
    answers: { 200: progress.ZChallengePreviewResponse },
    errors: [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED, E.NOT_FOUND],
  },
  extraPointsRank: {
    summary: 'The caller’s challenge points and rank, this week and all time (signed-in owner).',
    tag: 'progress',
    params: progress.ZUserParams,
    answers: { 200: progress.ZExtraPointsRankResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS],
  },
  events: {
    summary: 'Stores a batch of the client’s analytics events (re-sent events are not stored twice).',
    tag: 'analytics',
    body: analytics.ZEventBatchRequest,
    beacon: true,
    answers: { 200: analytics.ZEventBatchResponse },
    errors: [E.UNAUTHENTICATED, E.BAD_GAME_DATE, E.RATE_LIMITED],
  },
  shareToken: {
    summary: 'A signed link to the caller’s own stored score of a day (or of one stored game).',
    tag: 'share',
    body: shareImage.ZShareTokenRequest,
    answers: { 200: shareImage.ZShareTokenResponse },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
  archiveMonth: {
    summary: 'A month of past puzzles with the caller’s results.',
    tag: 'archive',
    params: archive.ZArchiveMonthParams,
    answers: { 200: archive.ZArchiveMonthResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND],
  },
  archivePuzzle: {
    summary: 'A past day’s puzzle, with every answer, to play.',
    tag: 'archive',
    params: common.ZDateParams,
    answers: { 200: archive.ZArchivePuzzleResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND],
  },
  archiveValidateWord: {
    summary: 'Checks a word of an archive game.',
    tag: 'archive',
    body: archive.ZArchiveValidateWordRequest,
    answers: { 200: game.ZValidateWordResponse },
    errors: [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND, E.RATE_LIMITED],
  },
  archiveSubmitGame: {
    summary: 'Stores an archive game (idempotent by gameId), apart from the day’s race.',
    tag: 'archive',
    body: archive.ZArchiveSubmitRequest,
    answers: { 200: archive.ZArchiveGame },
    errors: [
      ...SIGNED_IN_OWNER_ERRORS,
      ...GAME_RULE_ERRORS,
      E.DAY_NOT_OVER,
      E.NOT_FOUND,
      E.GAME_ID_CONFLICT,
      E.RATE_LIMITED,
    ],
  },
  archiveGame: {
    summary: 'One of the caller’s stored archive games.',
    tag: 'archive',
    params: archive.ZArchiveGameParams,
    answers: { 200: archive.ZArchiveGame },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
  friends: {
    summary: 'The caller’s display name and leagues, each with today’s place.',
    tag: 'friends',
    answers: { 200: friends.ZFriendsResponse },
    errors: [...FRIENDS_ERRORS],
  },
  displayName: {
    summary: 'Sets the caller’s display name, the only thing other members see of them.',
    tag: 'friends',
    body: friends.ZDisplayNameRequest,
    answers: { 200: friends.ZDisplayNameResponse },
    errors: [...FRIENDS_ERRORS, E.NAME_REFUSED, E.RATE_LIMITED],
  },
  createLeague: {
    summary: 'A new league owned by the caller, with its invite link (201).',
    tag: 'friends',
    body: friends.ZCreateLeagueRequest,
    answers: { 201: friends.ZLeagueSummary },
    errors: [...FRIENDS_ERRORS, E.NAME_REFUSED, E.DISPLAY_NAME_REQUIRED, E.LEAGUE_LIMIT, E.RATE_LIMITED],
  },
  league: {
    summary:
      'A league’s boards: today (live), yesterday with its winner, the week’s standings (members only).',
    tag: 'friends',
    params: friends.ZLeagueParams,
    answers: { 200: friends.ZLeagueBoardResponse },
    errors: [...FRIENDS_ERRORS, E.NOT_FOUND],
  },
  renameLeague: {
    summary: 'Renames a league (owner only).',
    tag: 'friends',
    params: friends.ZLeagueParams,
    body: friends.ZRenameLeagueRequest,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...FRIENDS_ERRORS, E.FORBIDDEN, E.NOT_FOUND, E.NAME_REFUSED, E.RATE_LIMITED],
  },
  removeMember: {
    summary: 'Removes a member from a league (owner only); their sockets leave its room at once.',
    tag: 'friends',
    params: friends.ZLeagueParams,
    body: friends.ZRemoveMemberRequest,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...FRIENDS_ERRORS, E.FORBIDDEN, E.NOT_FOUND, E.CANNOT_REMOVE_SELF, E.RATE_LIMITED],
  },
  rotateInvite: {
    summary: 'A new invite link for a league (owner only); the old one stops at once.',
    tag: 'friends',
    params: friends.ZLeagueParams,
    body: common.ZEmptyBody,
    bodyOptional: true,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...FRIENDS_ERRORS, E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED],
  },
  leaveLeague: {
    summary: 'The caller leaves a league (an owner hands it to the next member).',
    tag: 'friends',
    params: friends.ZLeagueParams,
    body: common.ZEmptyBody,
    bodyOptional: true,
    answers: { 200: friends.ZLeagueGoneResponse },
    errors: [...FRIENDS_ERRORS, E.NOT_FOUND, E.RATE_LIMITED],
  },
  deleteLeague: {
    summary: 'Deletes a league (owner only).',
    tag: 'friends',
    params: friends.ZLeagueParams,
    body: common.ZEmptyBody,
    bodyOptional: true,
    answers: { 200: friends.ZLeagueGoneResponse },
    errors: [...FRIENDS_ERRORS, E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED],
  },
  invite: {
    summary:
      'What an invite link opens (any session, a guest’s too); one 404 for every link that does not work.',
    tag: 'friends',
    params: friends.ZInviteParams,
    answers: { 200: friends.ZInvitePreview },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND, E.RATE_LIMITED],
  },
  joinLeague: {
    summary: 'Joins the league of an invite link (a member already: the same answer).',
    tag: 'friends',
    params: friends.ZInviteParams,
    body: common.ZEmptyBody,
    bodyOptional: true,
    answers: { 200: friends.ZLeagueSummary },
    errors: [
      ...FRIENDS_ERRORS,
      E.NOT_FOUND,
      E.DISPLAY_NAME_REQUIRED,
      E.LEAGUE_FULL,
      E.LEAGUE_LIMIT,
      E.RATE_LIMITED,
    ],
  },
  liveGame: {
    summary: 'Today’s game as it stands, checked and scored, to the boards of the caller’s leagues.',
    tag: 'friends',
    body: friends.ZLiveGameRequest,
    answers: { 200: friends.ZLiveGameResponse },
    errors: [...FRIENDS_ERRORS, ...GAME_RULE_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
} as const satisfies { readonly [N in ApiRouteName]: RouteSchemas };

export type ApiRouteName = keyof typeof ApiRoute;

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
