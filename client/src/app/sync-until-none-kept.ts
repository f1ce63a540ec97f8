import { isOffline } from '../api/connectivity.js';

/**
 * Waits between passes while games are still kept after one: back online, the first requests can
 * still fail (the connection not quite up yet), and nothing else may come to send them for a long
 * time. Bounded, so a game that waits for something no retry brings (a session ended elsewhere,
 * whose game waits for its player) costs a few requests, not a loop.
 */
export const RESYNC_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

/**
 * Runs `pass` (which answers whether games are still kept) now, and again after each delay while
 * it answers yes and the browser is not offline (going offline ends the run: the next `online`
 * event starts another). Returns the stop.
 */
export function syncUntilNoneKept(
  pass: () => Promise<boolean>,
  delays: readonly number[] = RESYNC_DELAYS_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async (attempt: number): Promise<void> => {
    if (stopped || isOffline()) return;
    const stillKept = await pass().catch(() => true);
    const delay = delays[attempt];
    if (!stillKept || stopped || delay === undefined) return;
    timer = setTimeout(() => void run(attempt + 1), delay);
  };
  void run(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
