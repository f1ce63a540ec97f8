import { hasWordsAwaitingCheck, toSubmitRequest } from '../../domain/game-state.js';
import { type SavedGameState, wasAbandoned } from '../../domain/saved-state.js';
import { keepUncheckedGame } from '../../domain/unchecked-game-list.js';
import { dayLane, type GameLane } from './game-lane.js';

/**
 * A saved game of an account that is no longer this browser's player (its session ended under it:
 * signed out on another device, revoked, expired; or another tab signed out): it is still the
 * account's play, so it is kept for the account, whole, and checked and sent when the account is
 * next here, like the games it could not send. Never dropped, never given to the next player.
 */
export function keepForItsAccount(saved: SavedGameState, lane: GameLane<unknown> = dayLane): void {
  const accountId = saved.accountId;
  if (!accountId || !wasAbandoned(saved)) return;
  if (hasWordsAwaitingCheck(saved)) keepUncheckedGame(saved, accountId, undefined, lane.unchecked);
  else lane.pending.keep(toSubmitRequest(saved, accountId));
}
