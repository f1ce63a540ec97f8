import type {
  TArchiveGame,
  TSubmitGameRequest,
  TSubmitGameResponse,
  TValidateWordRequest,
  TValidateWordResponse,
} from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { submitArchiveGameMutation } from '../../api/archive-query.js';
import { validateArchiveWord } from '../../api/archive-http.js';
import { validateWord } from '../../api/http.js';
import { runMutation, submitGameMutation } from '../../api/mutations.js';
import { archivePendingGames, dayPendingGames, type PendingGameQueue } from '../../domain/submission.js';
import {
  archiveUncheckedGameList,
  uncheckedGameList,
  type UncheckedGameList,
} from '../../domain/unchecked-game-list.js';
import { StorageKey } from '../../shared/storage.js';
import type { SavedGameKey } from '../../domain/saved-state.js';
import { isArchivePuzzle, type GamePuzzle } from './puzzle.js';
import { validationCache } from './check-word.js';
import { ValidationCache } from './validation-cache.js';

/**
 * Where a game lives and goes: the day's games and archive games take the same path
 * through the controller, submit-word.ts, submit-game.ts and unchecked-games.ts, each along its own
 * lane: its saved-game key, its kept-game queues, the route that checks its words and the one that
 * stores it. So an archive game never restores, replaces or sends the day's, and back online both
 * lanes' kept games are checked and sent by the one sync (submit-game.ts `syncKeptGames`).
 */
export interface GameLane<R> {
  name: 'day' | 'archive';
  savedGameKey: SavedGameKey;
  pending: PendingGameQueue;
  unchecked: UncheckedGameList;
  validate: (request: TValidateWordRequest) => Promise<TValidateWordResponse>;
  /** The word answers kept for a game of `date` (keyed by word and free letters, not by day). */
  cacheFor: (date: string) => ValidationCache;
  /** One attempt to store the game: the lane's mutation, which writes its answer into the cache. */
  send: (queryClient: QueryClient, request: TSubmitGameRequest) => Promise<R>;
}

export const dayLane: GameLane<TSubmitGameResponse> = {
  name: 'day',
  savedGameKey: StorageKey.gameState,
  pending: dayPendingGames,
  unchecked: uncheckedGameList,
  validate: (request) => validateWord(request),
  cacheFor: () => validationCache(),
  send: (queryClient, request) => runMutation(queryClient, submitGameMutation(), request),
};

const archiveCaches = new Map<string, ValidationCache>();

export const archiveLane: GameLane<TArchiveGame> = {
  name: 'archive',
  savedGameKey: StorageKey.archiveGameState,
  pending: archivePendingGames,
  unchecked: archiveUncheckedGameList,
  // The board's free letters are the client's business: the server checks the word against the day.
  validate: ({ word, gameDate }) => {
    if (!gameDate) throw new Error('An archive word is checked for its day');
    return validateArchiveWord({ word, date: gameDate });
  },
  // A past day's top and target words are not today's: its answers are kept apart, in memory.
  cacheFor: (date) => {
    let cache = archiveCaches.get(date);
    if (!cache) archiveCaches.set(date, (cache = new ValidationCache({ store: null })));
    return cache;
  },
  send: (queryClient, request) => runMutation(queryClient, submitArchiveGameMutation(), request),
};

export const ALL_LANES: ReadonlyArray<GameLane<unknown>> = [dayLane, archiveLane];

export function laneOf(puzzle: GamePuzzle): GameLane<TSubmitGameResponse> | GameLane<TArchiveGame> {
  return isArchivePuzzle(puzzle) ? archiveLane : dayLane;
}
