import type { TErrorResponse } from '@dozen/engine/contract';
import { loadContract } from './contract.js';
import { NetworkError } from './network-error.js';

/** The parsed `{ error: { code, message } }` body of a non-2xx answer. */
export type ApiErrorBody = TErrorResponse['error'];

/**
 * A non-2xx answer. The message is spec 001 §8's "{status}: {body or statusText}"; the parsed
 * error body (when the server sent one) stays on the error for code-based handling, and so does
 * a 429's raw Retry-After header (read by whoever tells the player when to try again).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly apiError: ApiErrorBody | null,
    statusText: string,
    readonly retryAfter: string | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** The server answered 2xx with a body the contract does not accept: a bug on one side. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected answer from ${path}: ${issues}`);
  }
}

/** The `{ error }` of an error answer, parsed with the contract; null for any other body. */
export async function parseErrorBody(text: string): Promise<ApiErrorBody | null> {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const { ZErrorResponse } = await loadContract();
  const parsed = ZErrorResponse.safeParse(json);
  return parsed.success ? parsed.data.error : null;
}

/**
 * An answer in Dozen's place: a proxy or load balancer's (502/503/504: an instance down, a
 * deployment under way), or a network's that wants a sign-in first (511, a captive portal).
 */
export function isGatewayStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504 || status === 511;
}

/**
 * Dozen itself gave no answer: none came (a network failure, a timeout), or a gateway answered in
 * its place. Asking again later may help.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && isGatewayStatus(error.status));
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof HttpError && error.status === 429;
}

/** 401 UNAUTHENTICATED: the session this call was made with has ended (or there was none). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401 && error.apiError?.code === 'UNAUTHENTICATED';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** The archive refused a day that is not over for everyone yet (422 DAY_NOT_OVER). */
export function isDayNotOver(error: unknown): boolean {
  return error instanceof HttpError && error.apiError?.code === 'DAY_NOT_OVER';
}
