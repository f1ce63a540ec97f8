import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settledSession } from '../api/session.js';
import { onReconnect } from '../api/connectivity.js';
import { syncUntilNoneKept } from './sync-until-none-kept.js';

/**
 * Back online, wherever the player is: every game kept on this device (ended offline, or whose
 * save failed) is checked and sent, and tried again a few times while some stay kept
 * (sync-until-none-kept.ts). The game screen checks its own game's kept words itself
 * (features/game/controller.ts). Mount once, inside the query client's provider (app/Layout.tsx).
 */
export function useSyncOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Each `online` event replaces the run before it; an unmount ends the last one.
    let stopRun = () => {};
    const stopListening = onReconnect(() => {
      stopRun();
      stopRun = syncUntilNoneKept(() => syncForThisBrowser(queryClient));
    });
    return () => {
      stopListening();
      stopRun();
    };
  }, [queryClient]);
}

/**
 * One pass for whoever this browser is now (a sign-in during the run changes it); answers whether
 * to try again. The session itself is asked for again when the page started without one, and that
 * request can fail too, the connection not quite back: then the pass is tried again as well.
 */
async function syncForThisBrowser(queryClient: QueryClient): Promise<boolean> {
  const session = await settledSession();
  if (!session) return true;
  // Loaded only now: the first screen's bundle carries none of the game's code.
  const { syncKeptGamesLeft } = await import('../features/game/submit-game.js');
  return syncKeptGamesLeft(session.userId, queryClient);
}
