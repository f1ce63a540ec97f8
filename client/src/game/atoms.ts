import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { gameReducer, type GameAction, type GameState } from './game-state.js';
import { type AchievementModal } from './achievement-feedback.js';
import { type Suggestion } from './suggestions.js';

/**
 * The game's client state in Jotai (server state stays in TanStack Query). The game screen owns
 * them; nothing outside the game writes them.
 */

/** The game being played, or null before the day's pool has loaded. */
export const gameAtom = atomWithReducer<GameState | null, GameAction>(null, gameReducer);

/** The modals of the game screen; one at a time. */
export type GameModal =
  | { kind: 'endGame' }
  | { kind: 'leaveGame' }
  | { kind: 'hideSuggestions' }
  | { kind: 'gameComplete' }
  | { kind: 'achievement'; achievement: AchievementModal; word: string; score: number }
  | { kind: 'continuousExplainer' }
  | { kind: 'continuousConfirm'; turnOn: boolean }
  | { kind: 'hints' };

export const gameModalAtom = atom<GameModal | null>(null);

/** The contextual suggestion on screen, if any. */
export const suggestionAtom = atom<Suggestion | null>(null);

/** A word is being checked by the server: the submit button waits. */
export const validatingAtom = atom(false);

/** The last word result, read out by the screen's live region. */
export const announcementAtom = atom('');

/** Facts about the finished game for Game Complete (score before this game, to tell a new best). */
export interface FinishedGame {
  previousBest: number | null;
}
export const finishedGameAtom = atom<FinishedGame | null>(null);
