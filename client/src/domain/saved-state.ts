import type { TWordScore } from '@dozen/engine/contract';
import {
  StorageKey,
  browserStore,
  readJson,
  removeKey,
  writeJson,
  type KeyValueStore,
} from '../shared/storage.js';
import { isWordScore } from './word-score.js';

/**
 * The game kept in the browser so that it survives a refresh (spec 000 §3 "Saved game state"):
 * its shape, reading and writing it. The home screen reads it too: a game with words found and
 * not ended is "in progress", which disables the reveal. When a saved game is restored is
 * restore.ts; how the game writes it, debounced-saver.ts (the game's code alone loads those).
 */

/** One tile of the day's pool: `index` is its position in the pool's letters (0–11). */
export interface Tile {
  letter: string;
  index: number;
}

/** A word found in this game: the contract's word and score, plus what the board needs. */
export interface CompletedWord extends TWordScore {
  isTopWord: boolean;
  isTargetWord: boolean;
  /** The pool tiles the word was spelled with (locked afterwards outside continuous mode). */
  letterIndices: number[];
  /**
   * Spelled without a connection: kept (its tiles locked) but not checked yet. The server checks
   * it, in the order it was spelled, once the connection is back (controller.ts); until then it
   * scores nothing and is never sent.
   */
  awaitingCheck?: true;
}

export interface SavedGameState {
  /** The puzzle date the game belongs to (a game begun before midnight stays on its date). */
  date: string;
  /** The board as the player sees it: all 12 tiles in their (shuffled) display order. */
  availableLetters: Tile[];
  completedWords: CompletedWord[];
  totalScore: number;
  continuousMode: boolean;
  hasSpelledWord: boolean;
  /** The word being built, tile by tile. */
  currentWord: Tile[];
  /** Words found in earlier games of the same day. */
  wordsBeforeGame: TWordScore[];
  gameEnded: boolean;
  /** When it was saved (ms since the epoch). */
  timestamp: number;
  intentionalExit: boolean;
  /** The client-made id of this game, reused by every retry of its submission. */
  gameId: string;
  /**
   * The signed-in account that played it; null (or absent, in saves older than accounts) when it
   * was played anonymously. An account's game is never restored for anyone else (a sign-out, or
   * another account on a shared device), while this browser's anonymous game follows its player
   * into the account at sign-in, where the server merged that player.
   */
  accountId?: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isTile = (value: unknown): value is Tile =>
  isObject(value) && typeof value.letter === 'string' && Number.isInteger(value.index);
const isCompletedWord = (value: unknown): value is CompletedWord => {
  if (!isWordScore(value)) return false;
  const { isTopWord, isTargetWord, letterIndices, awaitingCheck } = value as Partial<
    Record<keyof CompletedWord, unknown>
  >;
  return (
    (awaitingCheck === undefined || awaitingCheck === true) &&
    typeof isTopWord === 'boolean' &&
    typeof isTargetWord === 'boolean' &&
    Array.isArray(letterIndices) &&
    letterIndices.every((index) => Number.isInteger(index))
  );
};
const arrayOf = <T>(value: unknown, guard: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(guard);

/** A stored value with the right shape, or null (an old or corrupted value is simply dropped). */
export function parseSavedGame(value: unknown): SavedGameState | null {
  if (!isObject(value)) return null;
  const ok =
    typeof value.date === 'string' &&
    arrayOf(value.availableLetters, isTile) &&
    arrayOf(value.completedWords, isCompletedWord) &&
    typeof value.totalScore === 'number' &&
    typeof value.continuousMode === 'boolean' &&
    typeof value.hasSpelledWord === 'boolean' &&
    arrayOf(value.currentWord, isTile) &&
    arrayOf(value.wordsBeforeGame, isWordScore) &&
    typeof value.gameEnded === 'boolean' &&
    typeof value.timestamp === 'number' &&
    typeof value.intentionalExit === 'boolean' &&
    typeof value.gameId === 'string' &&
    (value.accountId === undefined || value.accountId === null || typeof value.accountId === 'string');
  return ok ? (value as unknown as SavedGameState) : null;
}

/**
 * The saved game lives under `key`: the day's game under StorageKey.gameState (the default, which
 * the home screen reads), an archive game under StorageKey.archiveGameState, so neither ever
 * restores, replaces or ends the other.
 */
export type SavedGameKey = typeof StorageKey.gameState | typeof StorageKey.archiveGameState;

export function readSavedGame(
  store: KeyValueStore | null = browserStore(),
  key: SavedGameKey = StorageKey.gameState,
): SavedGameState | null {
  return readJson(key, parseSavedGame, store);
}

export function writeSavedGame(
  state: SavedGameState,
  store: KeyValueStore | null = browserStore(),
  key: SavedGameKey = StorageKey.gameState,
): void {
  writeJson(key, state, store);
}

export function clearSavedGame(
  store: KeyValueStore | null = browserStore(),
  key: SavedGameKey = StorageKey.gameState,
): void {
  removeKey(key, store);
}

/**
 * A game is in progress when words were found and it has not ended (spec 000 §2: the reveal is
 * disabled meanwhile). A game the player left on purpose, or one of another day, is not.
 */
export function isGameInProgress(saved: SavedGameState | null, today: string): boolean {
  return (
    saved !== null &&
    saved.date === today &&
    saved.completedWords.length > 0 &&
    !saved.gameEnded &&
    !saved.intentionalExit
  );
}

/** Whether `playerId` may continue (or send) this saved game: see `SavedGameState.accountId`. */
export function savedGameBelongsTo(saved: SavedGameState, playerId: string): boolean {
  return !saved.accountId || saved.accountId === playerId;
}

/** A game with words that was never ended nor left on purpose: still the player's play, to be sent. */
export function wasAbandoned(saved: SavedGameState): boolean {
  return !saved.gameEnded && !saved.intentionalExit && saved.completedWords.length > 0;
}
