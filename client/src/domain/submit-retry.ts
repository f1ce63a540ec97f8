/**
 * Sending a finished game to the server (spec 000 §4 "Game submission failure", §8): up to three
 * retries after 3, 6 and 12 seconds, then the game is kept locally under a sync-failed flag and
 * sent again on the next load or the next submit. Every attempt carries the same client-made
 * gameId, so the server stores the game once however many attempts reach it.
 */

export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = [3000, 6000, 12000];
export const SUBMIT_MAX_RETRIES = SUBMIT_RETRY_DELAYS_MS.length;

export const SubmitOutcome = {
  SAVED: 'SAVED',
  /** Every retry failed: the game waits in local storage for a later sync. */
  KEPT_LOCALLY: 'KEPT_LOCALLY',
  /** The server refused the game itself; sending it again cannot help. */
  REJECTED: 'REJECTED',
} as const;

export type SubmitResult<R> =
  | { outcome: typeof SubmitOutcome.SAVED; response: R }
  | { outcome: typeof SubmitOutcome.KEPT_LOCALLY; error: unknown }
  | { outcome: typeof SubmitOutcome.REJECTED; error: unknown };

export interface RetryOptions {
  /** Whether a failure is worth another attempt (network, timeout, 5xx, 429). */
  isRetryable: (error: unknown) => boolean;
  /** Told before each wait: retry `attempt` of 3 comes after `delayMs`. */
  onRetryScheduled?: (attempt: number, delayMs: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendWithRetry<R>(
  send: () => Promise<R>,
  options: RetryOptions,
): Promise<SubmitResult<R>> {
  const wait = options.wait ?? sleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return { outcome: SubmitOutcome.SAVED, response: await send() };
    } catch (error) {
      if (!options.isRetryable(error)) return { outcome: SubmitOutcome.REJECTED, error };
      const delayMs = SUBMIT_RETRY_DELAYS_MS[attempt];
      if (delayMs === undefined) return { outcome: SubmitOutcome.KEPT_LOCALLY, error };
      options.onRetryScheduled?.(attempt + 1, delayMs);
      await wait(delayMs);
    }
  }
}

/** The toast texts of spec 000 §8 for a failed save. */
export function retryToastText(attempt: number, delayMs: number): { title: string; description: string } {
  return {
    title: 'Game Save Failed',
    description: `Retrying in ${Math.round(delayMs / 1000)} seconds... (Attempt ${attempt}/${SUBMIT_MAX_RETRIES})`,
  };
}

export const SAVED_LOCALLY_TOAST = {
  title: 'Game Saved Locally',
  description:
    "Your game couldn't be saved to the cloud but is preserved locally. It will be synced when connection is restored.",
  durationMs: 10_000,
} as const;
