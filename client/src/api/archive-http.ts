import {
  ApiRoute,
  ZArchiveGame,
  ZArchiveMonthResponse,
  ZArchivePuzzleResponse,
  ZValidateWordResponse,
  type TArchiveGame,
  type TArchiveMonthResponse,
  type TArchivePuzzleResponse,
  type TArchiveSubmitRequest,
  type TArchiveValidateWordRequest,
  type TValidateWordResponse,
} from '@dozen/engine/contract';
import { postJson, requestJson } from './http.js';

/**
 * The archive's calls (contract: engine/src/contract/archive.ts), through http.ts's one
 * `requestJson`. Its own module, loaded only by the archive screen and the game screen (both
 * lazy), so neither these calls nor their schemas reach the first page.
 */

/** A month (`YYYY-MM`) of past puzzles with the caller's results. */
export function getArchiveMonth(month: string, signal?: AbortSignal): Promise<TArchiveMonthResponse> {
  return requestJson(ApiRoute.archiveMonth.path({ month }), { schema: () => ZArchiveMonthResponse, signal });
}

/** A past day's puzzle to play: its pool with every answer (the day is over for everyone). */
export function getArchivePuzzle(date: string, signal?: AbortSignal): Promise<TArchivePuzzleResponse> {
  return requestJson(ApiRoute.archivePuzzle.path({ date }), { schema: () => ZArchivePuzzleResponse, signal });
}

/** A word of an archive game: the same judgement as validate-word, for a day that is over. */
export function validateArchiveWord(
  request: TArchiveValidateWordRequest,
  signal?: AbortSignal,
): Promise<TValidateWordResponse> {
  return postJson(ApiRoute.archiveValidateWord.path(), request, () => ZValidateWordResponse, { signal });
}

/** Stores an archive game (idempotent by gameId); the answer carries the day's answers. */
export function submitArchiveGame(request: TArchiveSubmitRequest): Promise<TArchiveGame> {
  return postJson(ApiRoute.archiveSubmitGame.path(), request, () => ZArchiveGame);
}

/** One of the caller's stored archive games (404 for anyone else's). */
export function getArchiveGame(gameId: string, signal?: AbortSignal): Promise<TArchiveGame> {
  return requestJson(ApiRoute.archiveGame.path({ gameId }), { schema: () => ZArchiveGame, signal });
}
