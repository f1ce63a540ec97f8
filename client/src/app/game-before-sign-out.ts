import type { TSubmitGameResponse } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isFetchFailure } from '../api/network-error.js';
import { runMutation, submitGameMutation } from '../api/mutations.js';
import { hasWordsAwaitingCheck, toSubmitRequest } from '../domain/game-state.js';
import { clearSavedGame, readSavedGame, savedGameBelongsTo, wasAbandoned } from '../domain/saved-state.js';
import { keepUncheckedGame } from '../domain/unchecked-game-list.js';
import { syncKeptGames } from '../features/game/submit-game.js';

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
    // checked and sent when the account is next here (features/game/unchecked-games.ts).
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
