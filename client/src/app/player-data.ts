import type { TSubmitGameResponse } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../api/network-error.js';
import { forgetLastPool } from '../api/last-pool.js';
import { forgetDayWords, moveDayWords } from '../domain/day-words.js';
import { clearSavedGame } from '../domain/saved-state.js';
import { movePendingGames } from '../domain/submission.js';
import { moveUncheckedGames } from '../domain/unchecked-game-list.js';
import type { PlayerDataPolicy } from '../features/account/player-data-policy.js';
import { forgetRevealMemory } from '../features/day/reveal/reveal-memory.js';
import {
  browserStore,
  LEAGUE_BOARD_KEY_PREFIX,
  removeKeysStartingWith,
  type KeyValueStore,
} from '../shared/storage.js';

/**
 * What this browser keeps of the game for a player, when the player changes (spec 001 §4:
 * "anonymous data is merged into the account; the device history and cached data are cleared",
 * and at sign-out "cached profile and data are cleared"). Each key's own module moves or
 * removes it; this file says which, and when. The account feature calls it (its
 * player-data-policy.ts); main.tsx hands over how to load it, and it loads with the identity's
 * code after the first render. What sends games is loaded when a game is sent.
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
 * game, its words of the day, what it revealed, its leagues' boards. Games it could not send yet stay, under its id
 * and shown nowhere, to be sent when the account is next here: deleting them would lose them.
 */
export function forgetAccount(accountId: string, store: KeyValueStore | null = browserStore()): void {
  clearSavedGame(store);
  forgetDayWords(accountId, store);
  forgetRevealMemory(store);
  forgetLastPool(accountId, store);
  removeKeysStartingWith([`${LEAGUE_BOARD_KEY_PREFIX}${accountId}_`], store);
}

/** A chunk that cannot load is the network failing: the player is told so, as for a request. */
function loaded<T>(chunk: Promise<T>): Promise<T> {
  return chunk.catch((cause: unknown) => {
    throw new NetworkError('network', 'Could not load the code that sends games', { cause });
  });
}

/** The games kept for a player (a failed send, words spelled offline) go now. */
async function syncKeptGames(playerId: string, queryClient: QueryClient): Promise<number> {
  const { syncKeptGames: sync } = await loaded(import('../features/game/submit-game.js'));
  return sync(playerId, queryClient);
}

/** Before signing out (game-before-sign-out.ts): the game in progress goes to the account. */
async function sendGameBeforeSignOut(
  accountId: string,
  queryClient: QueryClient,
): Promise<TSubmitGameResponse | null> {
  const { sendGameBeforeSignOut: send } = await loaded(import('./game-before-sign-out.js'));
  return send(accountId, queryClient);
}

export const playerDataPolicy: PlayerDataPolicy = {
  handOverToAccount,
  forgetAccount,
  sendGameBeforeSignOut,
  syncKeptGames,
};
