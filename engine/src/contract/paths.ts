/** The REST paths, shared by the server's router and the client's api/http.ts. */
export const ApiPath = {
  health: '/api/health',
  ready: '/api/ready',
  session: '/api/session',
  me: '/api/me',
  dailyPool: '/api/daily-pool',
  stats: '/api/stats',
  topWordCount: (date: string) => `/api/top-word-count/${date}`,
  gameEntry: (playerId: string, date: string) => `/api/game-entry/${playerId}/${date}`,
  validateWord: '/api/validate-word',
  submitGame: '/api/submit-game',
  incrementHint: (userId: string, date: string) => `/api/increment-hint/${userId}/${date}`,
  revealTargets: '/api/reveal-targets',
  revealTopWord: '/api/reveal-top-word',
  revealTargetWords: '/api/reveal-target-words',
  toggleLettersNotUsed: (playerId: string, date: string) =>
    `/api/toggle-letters-not-used/${playerId}/${date}`,
} as const;

/** Express route patterns for the same paths. */
export const RoutePattern = {
  topWordCount: '/api/top-word-count/:date',
  gameEntry: '/api/game-entry/:playerId/:date',
  incrementHint: '/api/increment-hint/:userId/:date',
  toggleLettersNotUsed: '/api/toggle-letters-not-used/:playerId/:date',
} as const;

/** JSON bodies larger than this are refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;
