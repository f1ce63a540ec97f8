import type { TSubmitGameRequest, TSubmitGameResponse } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { HttpError, NetworkError, isSessionEnded } from '../../api/errors.js';
import { runMutation, submitGameMutation } from '../../api/mutations.js';
import { showToast } from '../../shared/ui/toast.js';
import { isOffline } from '../../api/connectivity.js';
import { isLocalGuest } from '../../api/session.js';
import {
  SAVED_LOCALLY_TOAST,
  SubmitOutcome,
  keepForLaterSync,
  retryToastText,
  sendWithRetry,
  syncPendingGames,
  type SubmitResult,
} from '../../domain/submission.js';
import { resolveUncheckedGames } from './unchecked-games.js';

/**
 * Sends a finished game with the retry schedule and toasts of spec 000 §8, after first sending any
 * game an earlier failure kept locally ("offline games are merged … on submit").
 */

/** Worth another attempt: no answer at all, a timeout, a rate limit or a server-side failure. */
export function isRetryableSubmitError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status === 408 || error.status === 429 || error.status >= 500;
  return false;
}

/** One attempt: the query library's submit-game mutation, which writes the answer into the cache. */
function sendGame(queryClient: QueryClient, request: TSubmitGameRequest): Promise<TSubmitGameResponse> {
  return runMutation(queryClient, submitGameMutation(), request);
}

/**
 * Sends the games kept locally (an earlier failure, or an end without a connection), after first
 * checking the words of games that ended before their offline words were checked; answers how
 * many games the server now has.
 */
export async function syncKeptGames(playerId: string, queryClient: QueryClient): Promise<number> {
  await resolveUncheckedGames(playerId);
  // A game whose session ended (401) waits for its player, like one that found no network.
  return syncPendingGames(
    playerId,
    (request) => sendGame(queryClient, request),
    (error) => isRetryableSubmitError(error) || isSessionEnded(error),
  );
}

export async function submitFinishedGame(
  request: TSubmitGameRequest,
  queryClient: QueryClient,
): Promise<SubmitResult<TSubmitGameResponse>> {
  if (isOffline()) {
    // No network at all: retrying in 3, 6 and 12 s cannot help. Kept, and sent when back online.
    keepForLaterSync(request);
    showToast({ ...SAVED_LOCALLY_TOAST, variant: 'default' });
    return { outcome: SubmitOutcome.KEPT_LOCALLY, error: new NetworkError('network', 'offline') };
  }
  if (isLocalGuest(request.playerId)) {
    // A guest made before the server could say who this browser is (a slow start:
    // api/session.ts): kept, and sent as the player the server settles on (features/account/identity.ts).
    keepForLaterSync(request);
    return { outcome: SubmitOutcome.KEPT_LOCALLY, error: new NetworkError('timeout', 'no session yet') };
  }
  await syncKeptGames(request.playerId, queryClient).catch(() => 0);
  const result = await sendWithRetry(() => sendGame(queryClient, request), {
    isRetryable: isRetryableSubmitError,
    onRetryScheduled: (attempt, delayMs) =>
      showToast({ ...retryToastText(attempt, delayMs), variant: 'destructive' }),
  });
  // A saved game needs nothing more here: the mutation has put the day's entry in the cache.
  switch (result.outcome) {
    case SubmitOutcome.KEPT_LOCALLY:
      keepForLaterSync(request);
      showToast({ ...SAVED_LOCALLY_TOAST, variant: 'default' });
      break;
    case SubmitOutcome.REJECTED:
      if (isSessionEnded(result.error)) {
        // The session ended under the game (signed out elsewhere, expired): it waits for its
        // player on this device; the identity change says so in its own one toast.
        keepForLaterSync(request);
        return { outcome: SubmitOutcome.KEPT_LOCALLY, error: result.error };
      }
      // The server refused the game itself (a bug on one side, or a day no longer open):
      // say so plainly rather than pretend it was saved.
      console.warn('The server refused the game', result.error);
      showToast({
        title: 'Game Save Failed',
        description:
          result.error instanceof HttpError && result.error.apiError
            ? result.error.apiError.message
            : 'Your game could not be saved.',
        variant: 'destructive',
      });
      break;
  }
  return result;
}
