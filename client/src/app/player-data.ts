import { type TSubmitGameResponse } from '@dozen/engine/contract';
import { type QueryClient } from '@tanstack/react-query';
import { isFetchFailure } from '../api/errors.js';
import { runMutation, submitGameMutation } from '../api/mutations.js';
import { forgetRevealMemory } from '../features/day/reveal/reveal-memory.js';
import { forgetDayWords, moveDayWords } from '../domain/day-words.js';
import { hasWordsAwaitingCheck, toSubmitRequest } from '../domain/game-state.js';
import { forgetLastPool } from '../api/last-pool.js';
import {
  clearSavedGame,
  readSavedGame,
  savedGameBelongsTo,
  wasAbandoned,
  type SavedGameState,
} from '../domain/saved-state.js';
import { type KeyValueStore, browserStore } from '../shared/storage.js';
import { keepForLaterSync, movePendingGames } from '../domain/submission.js';
import { syncKeptGames } from '../features/game/submit-game.js';
import { keepUncheckedGame, moveUncheckedGames } from '../features/game/unchecked-games.js';

/**
 * What this browser keeps of the game for a player, when the player changes (spec 001 §4:
 * "anonymous data is merged into the account; the device history and cached data are cleared",
 * and at sign-out "cached profile and data are cleared"). Each key's own module moves or
 * removes it; this file says which, and when.
 */

/**
 * Signed in to an existing account: the server merged this browser's anonymous player into it,
 * so what was kept under the anonymous id (the day's words, games not sent yet) is the account's
 * now, and nothing stays under the old id. The saved game on the board follows by itself (it was
 * played anonymously: `savedGameBelongsTo`).
 */
export function handOverToAccount(
  anonymousId: string,
  accountId: string,
  store: KeyValueStore | null = browserStore(),
): void {
  if (anonymousId === accountId) return; // a new account is the anonymous player itself
  moveDayWords(anonymousId, accountId, store);
  movePendingGames(anonymousId, accountId, store);
  moveUncheckedGames(anonymousId, accountId, store);
}

/**
 * Signed out: nothing of the account stays on this device for the next player to see: its saved
 * game, its words of the day, what it revealed. Games it could not send yet stay, under its id
 * and shown nowhere, to be sent when the account is next here: deleting them would lose them.
 */
export function forgetAccount(accountId: string, store: KeyValueStore | null = browserStore()): void {
  clearSavedGame(store);
  forgetDayWords(accountId, store);
  forgetRevealMemory(store);
  forgetLastPool(accountId, store);
}

/**
 * Before signing out: a game with words still on the board (or saved) is the account's play, so it
 * is sent now, while the session can still send it as the account's, with the games that an
 * earlier failure kept. One attempt (the player is waiting): without a connection the sign-out
 * stops here (it could not reach the server either), and the player is told. A game the server
 * refuses cannot be sent later either, so it does not hold the sign-out back.
 */
export async function sendGameBeforeSignOut(
  accountId: string,
  queryClient: QueryClient,
): Promise<TSubmitGameResponse | null> {
  await syncKeptGames(accountId, queryClient).catch(() => 0);
  const saved = readSavedGame();
  if (!saved || !wasAbandoned(saved) || !savedGameBelongsTo(saved, accountId)) return null;
  if (hasWordsAwaitingCheck(saved)) {
    // Words spelled offline are not checked yet: the game waits under the account, whole, and is
    // checked and sent when the account is next here (unchecked-games.ts).
    keepUncheckedGame(saved, accountId);
    clearSavedGame();
    return null;
  }
  try {
    const answer = await runMutation(queryClient, submitGameMutation(), toSubmitRequest(saved, accountId));
    clearSavedGame();
    return answer;
  } catch (error) {
    if (isFetchFailure(error)) throw error;
    console.warn('The server refused the game in progress at sign-out', error);
    return null;
  }
}

/**
 * A saved game of an account that is no longer this browser's player (its session ended under it:
 * signed out on another device, revoked, expired; or another tab signed out): it is still the
 * account's play, so it is kept for the account, whole, and checked and sent when the account is
 * next here, like the games it could not send. Never dropped, never given to the next player.
 */
export function keepForItsAccount(saved: SavedGameState): void {
  const accountId = saved.accountId;
  if (!accountId || !wasAbandoned(saved)) return;
  if (hasWordsAwaitingCheck(saved)) keepUncheckedGame(saved, accountId);
  else keepForLaterSync(toSubmitRequest(saved, accountId));
}
