import { useQueryClient } from '@tanstack/react-query';
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
    let stopRun = () => {};
    // Each `online` event replaces the run before it; an unmount ends the last one.
    let latest = 0;
    const stopListening = onReconnect(() => {
      stopRun();
      const run = ++latest;
      void settledSession().then((session) => {
        if (!session || run !== latest) return;
        stopRun = syncUntilNoneKept(async () => {
          // Loaded only now: the first screen's bundle carries none of the game's code.
          const { syncKeptGamesLeft } = await import('../features/game/submit-game.js');
          return syncKeptGamesLeft(session.userId, queryClient);
        });
      });
    });
    return () => {
      latest = -1;
      stopListening();
      stopRun();
    };
  }, [queryClient]);
}
