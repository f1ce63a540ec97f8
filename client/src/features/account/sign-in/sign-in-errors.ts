import { HttpError } from '../../../api/errors.js';
import { NetworkError } from '../../../api/network-error.js';
import type { SignInProblem } from './sign-in-gate.js';
import { INVALID_EMAIL_MESSAGE } from './email.js';

/**
 * What a player reads when a sign-in step fails (spec 001 §8), and when the setup help opens:
 * on a network failure or a configuration failure (the server could not send mail: 503).
 * Error codes are compared as the contract's literal types (a typo does not compile), without
 * loading the contract's schemas into the sign-in dialog.
 */

export const SignInMessage = {
  network: 'Network connection failed. Please check your internet connection and try again.',
  sendFailed: 'Failed to send sign-in email. Please try again.',
  invalidCode: 'Invalid or expired code',
  verifyFailed: 'Failed to verify code. Please try again.',
  linkExpired: 'Your link has expired.',
  authFailed: 'Authentication failed',
  somethingWrong: 'Something went wrong during sign in. Please try again.',
} as const;

export interface SignInFailure {
  message: string;
  /** Opens the authentication setup help dialog. */
  help?: SignInProblem;
}

/** A network or configuration failure: the setup help takes over, for this address. */
export type SignInHelp = (failure: Required<SignInFailure>, email: string) => void;

/** "45 seconds", "1 minute", "3 minutes": when a rate-limited player may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Retry-After in seconds (the server sends a number of seconds); null when absent or unreadable. */
export function retryAfterSeconds(error: HttpError): number | null {
  const seconds = Number(error.retryAfter);
  return error.retryAfter !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

function rateLimited(error: HttpError, what: string): string {
  const seconds = retryAfterSeconds(error);
  return seconds === null
    ? `${what} Please wait a little and try again.`
    : `${what} Please try again in ${waitText(seconds)}.`;
}

/** POST /api/create-verification-code failed. */
export function sendCodeFailure(error: unknown): SignInFailure {
  if (error instanceof NetworkError) return { message: SignInMessage.network, help: 'network' };
  if (!(error instanceof HttpError)) return { message: SignInMessage.sendFailed };
  if (error.status === 429)
    return { message: rateLimited(error, 'Too many sign-in e-mails were asked for.') };
  const code = error.apiError?.code;
  if (code === 'SERVICE_UNAVAILABLE' || error.status === 503)
    return { message: error.apiError?.message ?? SignInMessage.sendFailed, help: 'configuration' };
  if (code === 'VALIDATION_FAILED') return { message: INVALID_EMAIL_MESSAGE };
  return { message: error.apiError?.message ?? SignInMessage.sendFailed };
}

/** POST /api/verify-code failed. */
export function verifyCodeFailure(error: unknown): SignInFailure {
  if (error instanceof HttpError) {
    if (error.status === 429) return { message: rateLimited(error, 'Too many attempts.') };
    return { message: error.apiError?.message ?? SignInMessage.invalidCode };
  }
  return { message: SignInMessage.verifyFailed };
}

/** POST /api/complete-sign-in (the e-mailed link) failed. */
export function linkFailure(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.apiError?.code === 'LINK_EXPIRED') return SignInMessage.linkExpired;
    if (error.status === 429) return rateLimited(error, 'Too many attempts.');
    return error.apiError?.message ?? SignInMessage.authFailed;
  }
  // No answer, or one the contract does not accept: nothing the player can act on but a retry.
  return SignInMessage.somethingWrong;
}
