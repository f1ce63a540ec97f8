import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const RETRY_MS = 2_000;
const MAX_ATTEMPTS = 30;
const MAX_WAIT_MS = 60_000;

/**
 * At the server's `nextRolloverAt`, load the new day: refetch the pool, the stats and what hangs
 * off the date (the live feed re-watches when the stats answer with the new date). If the
 * server's clock is a moment behind ours it still answers the old day: try again every 2 s.
 */
export function useDayRollover(nextRolloverAt: string | undefined, now: () => number = Date.now): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!nextRolloverAt) return;
    const due = Date.parse(nextRolloverAt);
    if (Number.isNaN(due)) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const wait = due - now();
      if (wait > 0) {
        timer = setTimeout(check, Math.min(wait, MAX_WAIT_MS));
        return;
      }
      attempts++;
      for (const key of ['daily-pool', 'stats', 'top-word-count', 'game-entry']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      if (attempts < MAX_ATTEMPTS) timer = setTimeout(check, RETRY_MS);
    };
    check();
    return () => clearTimeout(timer);
  }, [nextRolloverAt, now, queryClient]);
}
