import type { TSubmitGameRequest, TSubmitGameResponse } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { HttpError, isSessionEnded } from '../../api/errors.js';
import { NetworkError } from '../../api/network-error.js';
import { showToast } from '../../shared/ui/toast.js';
import { canReachServer } from '../../api/connectivity.js';
import { isLocalGuest } from '../../api/session.js';
import {
  SAVED_LOCALLY_TOAST,
  SubmitOutcome,
  retryToastText,
  sendWithRetry,
  type SubmitResult,
} from '../../domain/submit-retry.js';
import { checkWord } from './check-word.js';
import { ALL_LANES, dayLane, type GameLane } from './game-lane.js';
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

/**
 * Sends the games kept locally (an earlier failure, or an end without a connection), after first
 * checking the words of games that ended before their offline words were checked; answers how
 * many games the server now has. Both lanes, the day's and the archive's, each by its own routes.
 */
export async function syncKeptGames(playerId: string, queryClient: QueryClient): Promise<number> {
  let saved = 0;
  for (const lane of ALL_LANES) saved += await syncLane(lane, playerId, queryClient);
  return saved;
}

/** One sync, then whether any game of this player still waits on this device (to try again). */
export async function syncKeptGamesLeft(playerId: string, queryClient: QueryClient): Promise<boolean> {
  await syncKeptGames(playerId, queryClient).catch(() => 0);
  return ALL_LANES.some(
    (lane) => lane.unchecked.all(playerId).length > 0 || lane.pending.all(playerId).length > 0,
  );
}

async function syncLane<R>(lane: GameLane<R>, playerId: string, queryClient: QueryClient): Promise<number> {
  await resolveUncheckedGames(
    playerId,
    (input) => checkWord(input, lane.cacheFor(input.gameDate), lane.validate),
    undefined,
    lane,
  );
  // A game whose session ended (401) waits for its player, like one that found no network.
  return lane.pending.sync(
    playerId,
    (request) => lane.send(queryClient, request),
    (error) => isRetryableSubmitError(error) || isSessionEnded(error),
  );
}

export function submitFinishedGame(
  request: TSubmitGameRequest,
  queryClient: QueryClient,
): Promise<SubmitResult<TSubmitGameResponse>>;
export function submitFinishedGame<R>(
  request: TSubmitGameRequest,
  queryClient: QueryClient,
  lane: GameLane<R>,
): Promise<SubmitResult<R>>;
export async function submitFinishedGame<R>(
  request: TSubmitGameRequest,
  queryClient: QueryClient,
  lane: GameLane<R> = dayLane as unknown as GameLane<R>,
): Promise<SubmitResult<R>> {
  const keepForLaterSync = (kept: TSubmitGameRequest) => lane.pending.keep(kept);
  if (!canReachServer()) {
    // Dozen cannot be reached: retrying in 3, 6 and 12 s cannot help. Kept, and sent at the first
    // sign of connectivity (app/kept-games-sender.ts).
    keepForLaterSync(request);
    showToast({ ...SAVED_LOCALLY_TOAST, variant: 'default' });
    return { outcome: SubmitOutcome.KEPT_LOCALLY, error: new NetworkError('network', 'offline') };
  }
  if (isLocalGuest(request.playerId)) {
    // A guest made before the server could say who this browser is (a slow start:
    // api/session-boot.ts): kept, and sent as the player the server settles on (features/account/identity.ts).
    keepForLaterSync(request);
    return { outcome: SubmitOutcome.KEPT_LOCALLY, error: new NetworkError('timeout', 'no session yet') };
  }
  await syncKeptGames(request.playerId, queryClient).catch(() => 0);
  const result = await sendWithRetry(() => lane.send(queryClient, request), {
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
