import { MIN_WORD_LETTERS } from '@dozen/engine';
import type { TSubmitGameRequest, TWordScore } from '@dozen/engine/contract';
import { rememberFailedWord } from './suggestions.js';
import type { CompletedWord, SavedGameState, Tile } from './saved-state.js';

/**
 * One game of the day as a pure reducer: tiles, the word being built, the words found, and how
 * the game ends (spec 000 §4 "Game session", "Letter tiles", "Word submit", "Continuous mode").
 * Everything random or timed arrives inside actions, so every transition is a known answer.
 */

export interface GameState {
  date: string;
  /** The day's 12 letters in pool order; a tile's `index` points into it. */
  poolLetters: string;
  /** All tiles in display order (shuffle changes only the order). */
  tiles: Tile[];
  currentWord: Tile[];
  completedWords: CompletedWord[];
  continuousMode: boolean;
  hasSpelledWord: boolean;
  wordsBeforeGame: TWordScore[];
  gameEnded: boolean;
  gameId: string;
  consecutiveFailures: number;
  recentFailedWords: string[];
}

export type GameAction =
  | {
      type: 'start';
      date: string;
      letters: string;
      order: number[];
      wordsBeforeGame: TWordScore[];
      gameId: string;
    }
  | { type: 'restore'; saved: SavedGameState; letters: string }
  | { type: 'toggleTile'; index: number }
  | { type: 'typeLetter'; letter: string }
  | { type: 'backspace' }
  | { type: 'clear' }
  | { type: 'shuffle'; order: number[] }
  | { type: 'wordAccepted'; word: CompletedWord }
  | { type: 'wordRejected'; word: string }
  /** Spelled without a connection: kept on the board, awaiting its check. */
  | { type: 'wordKept'; word: CompletedWord & { awaitingCheck: true } }
  /** A kept word's check came back valid: it counts now, with the server's facts. */
  | { type: 'keptWordAccepted'; word: CompletedWord }
  /** A kept word's check came back invalid: it goes, and its tiles are free again. */
  | { type: 'keptWordRejected'; word: string }
  | { type: 'setContinuous'; on: boolean }
  | { type: 'endGame' }
  | { type: 'mergeEarlierWords'; words: TWordScore[] };

/** Only checked words score: a word kept offline counts once the server has accepted it. */
export function totalScore(state: Pick<GameState, 'completedWords'>): number {
  return checkedWords(state).reduce((sum, word) => sum + word.score, 0);
}

/** The game's best word so far (checked words only, as for the score). */
export function bestWordScore(state: Pick<GameState, 'completedWords'>): number {
  return checkedWords(state).reduce((best, word) => Math.max(best, word.score), 0);
}

export function checkedWords(state: Pick<GameState, 'completedWords'>): CompletedWord[] {
  return state.completedWords.filter((word) => !word.awaitingCheck);
}

export function hasWordsAwaitingCheck(state: Pick<GameState, 'completedWords'>): boolean {
  return state.completedWords.some((word) => word.awaitingCheck);
}

/**
 * The first word still awaiting its check, with the letters that were free when it was spelled:
 * every tile but those of the words before it (what POST /api/validate-word is asked with). Kept
 * words are checked one at a time in this order, so each is judged as it was played.
 */
export function nextWordToCheck(
  state: Pick<GameState, 'poolLetters' | 'completedWords' | 'continuousMode'>,
): { word: CompletedWord; availableLetters: string } | null {
  const at = state.completedWords.findIndex((word) => word.awaitingCheck);
  if (at < 0) return null;
  const used = state.continuousMode
    ? new Set<number>()
    : new Set(state.completedWords.slice(0, at).flatMap((word) => word.letterIndices));
  const availableLetters = [...state.poolLetters].filter((_, index) => !used.has(index)).join('');
  return { word: state.completedWords[at]!, availableLetters };
}

/** Outside continuous mode the game ends by itself once every tile is used by checked words. */
function endedByLastTile(state: GameState): GameState {
  const allUsed = usedTileIndices(state).size >= state.tiles.length;
  return allUsed && !hasWordsAwaitingCheck(state) ? { ...state, gameEnded: true } : state;
}

/** Pool indices locked by found words: none in continuous mode, where letters are never lost. */
export function usedTileIndices(state: Pick<GameState, 'completedWords' | 'continuousMode'>): Set<number> {
  if (state.continuousMode) return new Set();
  return new Set(state.completedWords.flatMap((word) => word.letterIndices));
}

export function currentWordText(state: Pick<GameState, 'currentWord'>): string {
  return state.currentWord.map((tile) => tile.letter).join('');
}

/** Letters still free on the board, as the server's `availableLetters`. */
export function availableLetters(
  state: Pick<GameState, 'tiles' | 'completedWords' | 'continuousMode'>,
): string {
  const used = usedTileIndices(state);
  return state.tiles
    .filter((tile) => !used.has(tile.index))
    .map((tile) => tile.letter)
    .join('');
}

/** A word spelled before in this game, or (continuous mode) earlier today, may not count again. */
export function isRepeatWord(state: GameState, word: string): boolean {
  const upper = word.toUpperCase();
  const seen = state.continuousMode
    ? [...state.completedWords, ...state.wordsBeforeGame]
    : state.completedWords;
  return seen.some((item) => item.word.toUpperCase() === upper);
}

export const canSubmit = (state: GameState): boolean =>
  !state.gameEnded && state.currentWord.length >= MIN_WORD_LETTERS;

/** A random display order of the 12 pool positions; `random` returns floats in [0, 1). */
export function shuffledOrder(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function tilesInOrder(letters: string, order: readonly number[]): Tile[] {
  const valid = order.length === letters.length && new Set(order).size === order.length;
  const indices = valid ? order : [...letters].map((_, i) => i);
  return indices.map((index) => ({ letter: letters[index]!.toUpperCase(), index }));
}

export function startGame(action: Extract<GameAction, { type: 'start' }>): GameState {
  return {
    date: action.date,
    poolLetters: action.letters.toUpperCase(),
    tiles: tilesInOrder(action.letters.toUpperCase(), action.order),
    currentWord: [],
    completedWords: [],
    continuousMode: false,
    hasSpelledWord: false,
    wordsBeforeGame: action.wordsBeforeGame,
    gameEnded: false,
    gameId: action.gameId,
    consecutiveFailures: 0,
    recentFailedWords: [],
  };
}

function restoreGame(saved: SavedGameState, letters: string): GameState {
  const poolLetters = letters.toUpperCase();
  // The saved board must be today's pool; anything else is rebuilt in pool order.
  const savedOrder = saved.availableLetters.map((tile) => tile.index);
  const tiles = tilesInOrder(poolLetters, savedOrder);
  const onBoard = (tile: Tile) => poolLetters[tile.index] === tile.letter.toUpperCase();
  return {
    date: saved.date,
    poolLetters,
    tiles,
    currentWord: saved.currentWord.filter(onBoard),
    completedWords: saved.completedWords,
    continuousMode: saved.continuousMode,
    hasSpelledWord: saved.hasSpelledWord || saved.completedWords.length > 0,
    wordsBeforeGame: saved.wordsBeforeGame,
    gameEnded: saved.gameEnded,
    gameId: saved.gameId,
    consecutiveFailures: 0,
    recentFailedWords: [],
  };
}

/** The saved-state record of spec 000 §3 for this game at `now`, played by `accountId` (null: anonymously). */
export function toSavedState(
  state: GameState,
  now: number,
  intentionalExit = false,
  accountId: string | null = null,
): SavedGameState {
  return {
    date: state.date,
    availableLetters: state.tiles,
    completedWords: state.completedWords,
    totalScore: totalScore(state),
    continuousMode: state.continuousMode,
    hasSpelledWord: state.hasSpelledWord,
    currentWord: state.currentWord,
    wordsBeforeGame: state.wordsBeforeGame,
    gameEnded: state.gameEnded,
    timestamp: now,
    intentionalExit,
    gameId: state.gameId,
    accountId,
  };
}

function isSelectable(state: GameState, tile: Tile): boolean {
  return !state.gameEnded && !usedTileIndices(state).has(tile.index);
}

export function gameReducer(state: GameState | null, action: GameAction): GameState | null {
  if (action.type === 'start') return startGame(action);
  if (action.type === 'restore') return restoreGame(action.saved, action.letters);
  if (state === null) return null;
  switch (action.type) {
    case 'toggleTile': {
      const tile = state.tiles.find((item) => item.index === action.index);
      if (!tile || !isSelectable(state, tile)) return state;
      const selected = state.currentWord.some((item) => item.index === tile.index);
      const currentWord = selected
        ? state.currentWord.filter((item) => item.index !== tile.index)
        : [...state.currentWord, tile];
      return { ...state, currentWord };
    }
    case 'typeLetter': {
      const letter = action.letter.toUpperCase();
      const chosen = new Set(state.currentWord.map((tile) => tile.index));
      const tile = state.tiles.find(
        (item) => item.letter === letter && !chosen.has(item.index) && isSelectable(state, item),
      );
      return tile ? { ...state, currentWord: [...state.currentWord, tile] } : state;
    }
    case 'backspace':
      return state.currentWord.length === 0
        ? state
        : { ...state, currentWord: state.currentWord.slice(0, -1) };
    case 'clear':
      return state.currentWord.length === 0 ? state : { ...state, currentWord: [] };
    case 'shuffle':
      if (state.gameEnded) return state;
      return { ...state, tiles: tilesInOrder(state.poolLetters, action.order) };
    case 'wordAccepted':
    case 'wordKept': {
      if (state.gameEnded) return state;
      return endedByLastTile({
        ...state,
        completedWords: [...state.completedWords, action.word],
        currentWord: [],
        hasSpelledWord: true,
        consecutiveFailures: 0,
      });
    }
    case 'keptWordAccepted': {
      const upper = action.word.word.toUpperCase();
      const at = state.completedWords.findIndex(
        (item) => item.awaitingCheck && item.word.toUpperCase() === upper,
      );
      if (state.gameEnded || at < 0) return state;
      const { letterIndices } = state.completedWords[at]!;
      const completedWords = state.completedWords.map((item, index) =>
        index === at ? { ...action.word, letterIndices } : item,
      );
      return endedByLastTile({ ...state, completedWords });
    }
    case 'keptWordRejected': {
      const upper = action.word.toUpperCase();
      const completedWords = state.completedWords.filter(
        (item) => !(item.awaitingCheck && item.word.toUpperCase() === upper),
      );
      if (state.gameEnded || completedWords.length === state.completedWords.length) return state;
      // Its tiles are free again; the word that turned out invalid is remembered for suggestions.
      return {
        ...state,
        completedWords,
        recentFailedWords: rememberFailedWord(state.recentFailedWords, action.word),
      };
    }
    case 'wordRejected': {
      return {
        ...state,
        currentWord: [],
        consecutiveFailures: state.consecutiveFailures + 1,
        recentFailedWords: rememberFailedWord(state.recentFailedWords, action.word),
      };
    }
    case 'setContinuous':
      // The mode is chosen before the first valid word and fixed afterwards.
      if (state.hasSpelledWord || state.gameEnded) return state;
      return { ...state, continuousMode: action.on };
    case 'endGame':
      return state.gameEnded ? state : { ...state, gameEnded: true, currentWord: [] };
    case 'mergeEarlierWords': {
      const known = new Set(state.wordsBeforeGame.map((item) => item.word.toUpperCase()));
      const added = action.words.filter(
        (item) => !known.has(item.word.toUpperCase()) && known.add(item.word.toUpperCase()),
      );
      return added.length === 0 ? state : { ...state, wordsBeforeGame: [...state.wordsBeforeGame, ...added] };
    }
  }
}

/** Unique words of the day so far, case-insensitive: earlier games plus this one. */
export function uniqueWordsToday(state: Pick<GameState, 'completedWords' | 'wordsBeforeGame'>): number {
  return new Set([...state.wordsBeforeGame, ...state.completedWords].map((item) => item.word.toUpperCase()))
    .size;
}

/** What a submission needs of a game: a game being played and a saved one both have it. */
export type SubmittableGame = Pick<GameState, 'gameId' | 'date' | 'completedWords' | 'continuousMode'>;

/**
 * The submit-game body for a game (spec 000 §3 "Submit-game payload"): in continuous mode the
 * final score is 0 and the points travel in `modes[].totalPoints`. Takes the saved state of an
 * abandoned game as it is, so nothing has to pretend to be a running game to be sent.
 */
export function toSubmitRequest(game: SubmittableGame, playerId: string): TSubmitGameRequest {
  const total = totalScore(game);
  return {
    gameId: game.gameId,
    playerId,
    finalScore: game.continuousMode ? 0 : total,
    // Only checked words: a game is sent once its kept words have all been checked (unchecked-games.ts).
    wordsUsed: checkedWords(game).map(({ word, score }) => ({ word: word.toLowerCase(), score })),
    modes: game.continuousMode ? [{ mode: 'continuous', totalPoints: total }] : [],
    gameDate: game.date,
  };
}

/** A fresh game after this one: letters reshuffled, continuous off, this game's words now "earlier". */
export function playAgainAction(
  state: GameState,
  order: number[],
  gameId: string,
): Extract<GameAction, { type: 'start' }> {
  const known = new Set<string>();
  const wordsBeforeGame = [
    ...state.wordsBeforeGame,
    ...checkedWords(state).map(({ word, score }) => ({ word, score })),
  ].filter((item) => !known.has(item.word.toUpperCase()) && known.add(item.word.toUpperCase()));
  return { type: 'start', date: state.date, letters: state.poolLetters, order, wordsBeforeGame, gameId };
}

/** A game id the server accepts (/^[A-Za-z0-9_-]{8,64}$/), also where randomUUID is missing (plain http). */
export function newGameId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
