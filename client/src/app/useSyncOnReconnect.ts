import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settledSession } from '../api/session.js';
import { onReconnect } from '../api/connectivity.js';

/**
 * Back online, wherever the player is: the session is asked for again (it may have failed while
 * offline), and every game kept on this device (ended offline, or whose save failed) is checked
 * and sent. The game screen checks its own game's kept words itself (features/game/controller.ts).
 * Mount once, inside the query client's provider (app/Layout.tsx).
 */
export function useSyncOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onReconnect(() => {
        void settledSession().then(async (session) => {
          if (!session) return;
          // Loaded only now: the first screen's bundle carries none of the game's code.
          const { syncKeptGames } = await import('../features/game/submit-game.js');
          await syncKeptGames(session.userId, queryClient).catch(() => 0);
        });
      }),
    [queryClient],
  );
}
