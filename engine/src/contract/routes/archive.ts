import * as archive from '../archive.js';
import * as common from '../common.js';
import * as game from '../game.js';
import { GAME_RULE_ERRORS, SIGNED_IN_OWNER_ERRORS, type AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** A past day: a session is needed (401), and a day that is over (403) and has a pool (404). */
const PAST_DAY_ERRORS = [E.UNAUTHENTICATED, E.DAY_NOT_OVER, E.NOT_FOUND] as const;

/** Past puzzles: the month view, a past day to play, and its stored games. Part of `ApiRouteSchemas` (api-routes.ts). */
export const archiveRoutes = {
  archiveMonth: {
    summary: 'A month of past puzzles with the caller’s results.',
    params: archive.ZArchiveMonthParams,
    answers: { 200: archive.ZArchiveMonthResponse },
    errors: [...PAST_DAY_ERRORS],
  },
  archivePuzzle: {
    summary: 'A past day’s puzzle, with every answer, to play.',
    params: common.ZDateParams,
    answers: { 200: archive.ZArchivePuzzleResponse },
    errors: [...PAST_DAY_ERRORS],
  },
  archiveValidateWord: {
    summary: 'Checks a word of an archive game.',
    body: archive.ZArchiveValidateWordRequest,
    answers: { 200: game.ZValidateWordResponse },
    errors: [...PAST_DAY_ERRORS, E.RATE_LIMITED],
  },
  archiveSubmitGame: {
    summary: 'Stores an archive game (idempotent by gameId), apart from the day’s race.',
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
    params: archive.ZArchiveGameParams,
    answers: { 200: archive.ZArchiveGame },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
} as const satisfies AreaRoutes;
