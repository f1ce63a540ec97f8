import { onConnectivitySign } from './connectivity.js';

/**
 * The one retry policy for work kept while the server could not be asked (words spelled offline,
 * games that could not be sent, the session of a start without a network, the reachability
 * probe): it runs at once at every sign of connectivity (api/connectivity.ts), and between signs
 * again after a backoff while it says work still waits, so nothing waits for a signal that may
 * never come (a browser that never fires `online`) and nothing retries in a tight loop.
 *
 * The backoff doubles from 1 s to a cap of a minute, each delay drawn between half and all of its
 * ceiling, so that a crowd of phones cut off together do not come back in step.
 */
export const BACKOFF = { firstDelayMs: 1_000, maxDelayMs: 60_000 } as const;

/** The delay before try `attempt + 1` (attempt counts the tries that left work waiting, from 0). */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.firstDelayMs * 2 ** attempt, BACKOFF.maxDelayMs);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface KeptWork {
  /** Work waits, or something may have changed: try now (one run at a time, in order). */
  kick(): void;
  /** Work waits, and trying now cannot help (no connection): try at the next sign, or after the backoff. */
  keep(): void;
  /** No more tries, no more signs. */
  stop(): void;
}

export interface KeepTryingOptions {
  random?: () => number;
  onSign?: (listener: () => void) => () => void;
}

/**
 * Runs `attempt` when kicked, then at each sign and after each backoff while it answers `true`
 * (work still waits). A run never overlaps another: a kick during a run runs once more after it,
 * and so does a sign when that run left work waiting. A thrown error counts as work still waiting.
 */
export function keepTrying(
  attempt: () => Promise<boolean>,
  { random = Math.random, onSign = onConnectivitySign }: KeepTryingOptions = {},
): KeptWork {
  let failedTries = 0;
  let waiting = false;
  let running = false;
  let runAgain = false;
  /** Work kept while a run was out: it waits whatever that run answers. */
  let keptMeanwhile = false;
  /** A sign came while a run was out (maybe of the run's own answer): news only if work still waits. */
  let signedMeanwhile = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    running = true;
    let stillWaiting: boolean;
    try {
      stillWaiting = await attempt();
    } catch {
      stillWaiting = true;
    }
    running = false;
    if (stopped) return;
    waiting = stillWaiting || keptMeanwhile;
    const again = runAgain || (signedMeanwhile && waiting);
    runAgain = keptMeanwhile = signedMeanwhile = false;
    if (again) {
      void run();
      return;
    }
    if (!waiting) {
      failedTries = 0;
      return;
    }
    schedule();
  };

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), backoffDelayMs(failedTries++, random));
  }

  const stopSigns = onSign(() => {
    if (running) {
      signedMeanwhile = true;
      return;
    }
    if (!waiting) return;
    // A sign is news: the next tries start again from the shortest delay.
    failedTries = 0;
    void run();
  });

  return {
    kick: () => void run(),
    keep() {
      if (stopped) return;
      if (running) keptMeanwhile = true;
      else if (timer === undefined) {
        waiting = true;
        schedule();
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      stopSigns();
    },
  };
}
