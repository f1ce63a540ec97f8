import type { QueryClient } from '@tanstack/react-query';
import { canReachServer } from '../api/connectivity.js';
import { keepTrying } from '../api/keep-trying.js';
import { getDefaultStore } from 'jotai';
import { settledSession } from '../api/session-boot.js';
import { sessionAtom } from '../api/session.js';
import { archivePendingGames, dayPendingGames } from '../domain/submission.js';
import { onKeptGamesChanged } from '../domain/kept-game-list.js';
import { archiveUncheckedGameList, uncheckedGameList } from '../domain/unchecked-game-list.js';

/**
 * Wherever the player is, every game kept on this device for the player (ended without a
 * connection, or whose save failed) is checked and sent on the one retry policy
 * (api/keep-trying.ts): at the first sign of connectivity, and on the backoff between signs, for as
 * long as some stay kept. The game screen checks the words on its own board itself
 * (features/game/controller.ts). Started once, with the app's query client (app/background.ts);
 * answers the stop.
 */
export function startKeptGamesSender(queryClient: QueryClient): () => void {
  const sender = keepTrying(() => sendForThisBrowser(queryClient));
  // Games kept by an earlier visit go now; games kept from now on, once they are; and a player's
  // games kept while someone else played here, as soon as that player is back.
  sender.kick();
  const stopWatching = onKeptGamesChanged(() => sender.keep());
  const stopFollowing = getDefaultStore().sub(sessionAtom, () => sender.kick());
  return () => {
    stopWatching();
    stopFollowing();
    sender.stop();
  };
}

/** Whether this device keeps a game of this player, in either lane (the day's, the archive's). */
function keepsGamesOf(playerId: string): boolean {
  return [dayPendingGames, archivePendingGames, uncheckedGameList, archiveUncheckedGameList].some(
    (list) => list.all(playerId).length > 0,
  );
}

/**
 * One pass for whoever this browser is now (a sign-in during the run changes it); answers whether
 * games still wait. The session itself may still be unsettled after a start without a network:
 * then the pass waits too.
 */
async function sendForThisBrowser(queryClient: QueryClient): Promise<boolean> {
  // Nothing kept for who plays here now (provisional or not): nothing to wait for.
  const playing = getDefaultStore().get(sessionAtom);
  if (playing && !keepsGamesOf(playing.userId)) return false;
  const session = await settledSession();
  if (!session) return true;
  if (!keepsGamesOf(session.userId)) return false;
  if (!canReachServer()) return true;
  // Loaded only now: the first screen's bundle carries none of the game's code.
  const { syncKeptGamesLeft } = await import('../features/game/submit-game.js');
  return syncKeptGamesLeft(session.userId, queryClient);
}
