import type { z } from 'zod';
import * as common from '../common.js';
import * as game from '../game.js';
import { GAME_RULE_ERRORS, OWNER_ERRORS, SIGNED_IN_OWNER_ERRORS, type AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** The reveals of today’s answers take the same request and fail alike; only what they answer differs. */
function reveal<Answer extends z.ZodType>(summary: string, answer: Answer) {
  return {
    summary,
    body: game.ZRevealRequest,
    answers: { 200: answer },
    errors: [...OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  } as const;
}

/** The day’s game: its pool and counts, words checked, games stored, hints and reveals. Part of `ApiRouteSchemas` (api-routes.ts). */
export const gameRoutes = {
  dailyPool: {
    summary: 'A day’s pool (default today), with only the answers this player has unlocked.',
    query: game.ZDailyPoolQuery,
    answers: { 200: game.ZDailyPoolResponse },
    errors: [E.NOT_FOUND],
  },
  stats: {
    summary: 'A day’s live counts (default today).',
    query: game.ZStatsQuery,
    answers: { 200: game.ZStatsResponse },
    errors: [E.NOT_FOUND],
  },
  topWordCount: {
    summary: 'The most unique words any player found on a day.',
    params: common.ZDateParams,
    answers: { 200: game.ZTopWordCountResponse },
    errors: [E.NOT_FOUND],
  },
  gameEntry: {
    summary: 'The caller’s entry of a day (owner only).',
    params: common.ZPlayerDateParams,
    query: game.ZGameEntryQuery,
    answers: { 200: game.ZGameEntryResponse },
    errors: [...OWNER_ERRORS, E.NOT_FOUND],
  },
  validateWord: {
    summary: 'Checks a word against the day’s letters and the dictionary (called for every word).',
    body: game.ZValidateWordRequest,
    answers: { 200: game.ZValidateWordResponse },
    errors: [E.LETTER_NOT_IN_POOL, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
  submitGame: {
    summary: 'Stores a finished game (idempotent by gameId) and answers its achievements.',
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
    params: common.ZUserDateParams,
    body: game.ZIncrementHintRequest,
    answers: { 200: game.ZIncrementHintResponse },
    errors: [...SIGNED_IN_OWNER_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.HINTS_EXHAUSTED, E.RATE_LIMITED],
  },
  revealTargets: reveal(
    'Reveals today’s top word and target words to the caller.',
    game.ZRevealTargetsResponse,
  ),
  revealTopWord: reveal('Reveals today’s top word to the caller.', game.ZRevealTopWordResponse),
  revealTargetWords: reveal('Reveals today’s target words to the caller.', game.ZRevealTargetWordsResponse),
} as const satisfies AreaRoutes;
