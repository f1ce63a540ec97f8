import { atom } from 'jotai';
import { gameReducer, type GameAction, type GameState } from '../../domain/game-state.js';
import type { Suggestion } from '../../domain/suggestions.js';

/**
 * The game's client state in Jotai (server state stays in TanStack Query). The game controller
 * (controller.ts) is the only writer; the game screen reads them.
 */

const gameStateAtom = atom<GameState | null>(null);

/** A transition: the state before it and after it (the same object when nothing changed). */
export interface GameTransition {
  before: GameState | null;
  after: GameState | null;
}

/**
 * The game being played (null before the day's pool has loaded). Writing it takes an action:
 * the reducer runs once, and the write answers the transition, so whoever dispatched can act on
 * the new state without reducing again.
 */
export const gameAtom = atom(
  (get) => get(gameStateAtom),
  (get, set, action: GameAction): GameTransition => {
    const before = get(gameStateAtom);
    const after = gameReducer(before, action);
    if (after !== before) set(gameStateAtom, after);
    return { before, after };
  },
);

/**
 * Whose game the board holds: the player the day was last started for. After a sign-in to
 * another id or a sign-out, the board is the previous player's until the controller starts the
 * day again; the game screen shows it only while this is the current player.
 */
export const gamePlayerAtom = atom<string | null>(null);

/** The contextual suggestion on screen, if any. */
export const suggestionAtom = atom<Suggestion | null>(null);

/** A word is being checked by the server: the submit button waits. */
export const validatingAtom = atom(false);

/**
 * What the screen's hidden live region reads out: only messages that no toast or dialog already
 * speaks (a word's result is its toast), so each reaches a screen reader once.
 */
export const announcementAtom = atom('');
