/**
 * Every REST route, declared once: its method and its Express pattern. The server registers the
 * pattern; the client builds its paths from the same declaration with `path(params)`, so the two
 * cannot drift apart. (No zod here: the client's entry bundle imports this module.)
 */

export type HttpMethod = 'GET' | 'POST';

/** The names of a pattern's `:name` segments: '/a/:x/:y' → 'x' | 'y'. */
export type RouteParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ApiRouteSpec<P extends string> {
  method: HttpMethod;
  /** The Express pattern, e.g. '/api/game-entry/:playerId/:date'. */
  pattern: P;
  /** The path with each `:name` replaced by its (URI-encoded) value. */
  path(
    ...params: [RouteParamNames<P>] extends [never] ? [] : [values: Record<RouteParamNames<P>, string>]
  ): string;
}

const PARAM = /:(\w+)/g;

function route<P extends string>(method: HttpMethod, pattern: P): ApiRouteSpec<P> {
  return {
    method,
    pattern,
    path: (...params: [Record<string, string>?]) => {
      const values = params[0];
      return values
        ? pattern.replace(PARAM, (_, name: string) => encodeURIComponent(values[name]!))
        : pattern;
    },
  };
}

export const ApiRoute = {
  health: route('GET', '/api/health'),
  ready: route('GET', '/api/ready'),
  /** The API reference (OpenAPI 3.1), generated from the contract (contract/openapi.ts). */
  openApi: route('GET', '/api/openapi.json'),
  session: route('POST', '/api/session'),
  me: route('GET', '/api/me'),
  dailyPool: route('GET', '/api/daily-pool'),
  stats: route('GET', '/api/stats'),
  topWordCount: route('GET', '/api/top-word-count/:date'),
  gameEntry: route('GET', '/api/game-entry/:playerId/:date'),
  validateWord: route('POST', '/api/validate-word'),
  submitGame: route('POST', '/api/submit-game'),
  incrementHint: route('POST', '/api/increment-hint/:userId/:date'),
  revealTargets: route('POST', '/api/reveal-targets'),
  revealTopWord: route('POST', '/api/reveal-top-word'),
  revealTargetWords: route('POST', '/api/reveal-target-words'),
  createVerificationCode: route('POST', '/api/create-verification-code'),
  verifyCode: route('POST', '/api/verify-code'),
  completeSignIn: route('POST', '/api/complete-sign-in'),
  signOut: route('POST', '/api/sign-out'),
  syncUserData: route('POST', '/api/sync-user-data'),
  recoverUserData: route('POST', '/api/recover-user-data'),
  manualDataRecovery: route('POST', '/api/manual-data-recovery'),
  userPreferences: route('GET', '/api/user-preferences/:userId'),
  saveUserPreferences: route('POST', '/api/user-preferences'),
  socialShareImage: route('GET', '/api/social-share-image'),
  playerHistory: route('GET', '/api/player-history/:userId'),
  playerHistoryDay: route('GET', '/api/player-history/:userId/:date'),
  userProfile: route('GET', '/api/user-profile/:userId'),
  personalizedChallenges: route('GET', '/api/personalized-challenges/:userId/:date'),
  challenges: route('GET', '/api/challenges/:date'),
  generateChallenges: route('POST', '/api/generate-challenges'),
  completeChallenge: route('POST', '/api/complete-challenge/:challengeId'),
  challengeCompletion: route('POST', '/api/challenge-completion'),
  challengeStats: route('GET', '/api/challenge-stats/:userId'),
  challengePreview: route('GET', '/api/challenge-preview/:date'),
  extraPointsRank: route('GET', '/api/extra-points-rank/:userId'),
  /** Analytics events (contract: analytics.ts); also takes the text/plain body of sendBeacon. */
  events: route('POST', '/api/events'),
  shareToken: route('POST', '/api/share-token'),
  /** Past puzzles (contract: archive.ts). */
  archiveMonth: route('GET', '/api/archive/months/:month'),
  archivePuzzle: route('GET', '/api/archive/days/:date'),
  archiveValidateWord: route('POST', '/api/archive/validate-word'),
  archiveSubmitGame: route('POST', '/api/archive/games'),
  archiveGame: route('GET', '/api/archive/games/:gameId'),
  /** Friends: private leagues and their boards (contract: friends.ts). */
  friends: route('GET', '/api/friends'),
  displayName: route('POST', '/api/friends/display-name'),
  createLeague: route('POST', '/api/friends/leagues'),
  league: route('GET', '/api/friends/leagues/:leagueId'),
  renameLeague: route('POST', '/api/friends/leagues/rename/:leagueId'),
  removeMember: route('POST', '/api/friends/leagues/remove-member/:leagueId'),
  rotateInvite: route('POST', '/api/friends/leagues/rotate-invite/:leagueId'),
  leaveLeague: route('POST', '/api/friends/leagues/leave/:leagueId'),
  deleteLeague: route('POST', '/api/friends/leagues/delete/:leagueId'),
  invite: route('GET', '/api/friends/invites/:token'),
  joinLeague: route('POST', '/api/friends/join/:token'),
  liveGame: route('POST', '/api/friends/live-game'),
} as const;

/** JSON bodies larger than this are refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;
