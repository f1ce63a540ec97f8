import { HttpError, isRateLimited } from '../../api/errors.js';
import { isFetchFailure } from '../../api/network-error.js';

/** What a refused or failed Friends call says to the player: the server's reason, or the network's. */
export function friendsErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return 'Too many tries just now. Wait a little, then try again.';
  if (isFetchFailure(error)) return 'No connection to Dozen. Check your connection and try again.';
  if (error instanceof HttpError && error.apiError) return error.apiError.message;
  return 'Something went wrong. Please try again.';
}

/** The server wants a display name before this call (409 DISPLAY_NAME_REQUIRED). */
export function needsDisplayName(error: unknown): boolean {
  return error instanceof HttpError && error.apiError?.code === 'DISPLAY_NAME_REQUIRED';
}
