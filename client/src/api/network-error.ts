/**
 * The request never got an answer: the network failed or the 30 s timeout fired. These are the
 * only failures a query retries (spec 001 §9: "only on fetch-failure messages").
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly kind: 'network' | 'timeout',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Whether `error` is a request that never got an answer (what a query retries). */
export function isFetchFailure(error: unknown): boolean {
  return error instanceof NetworkError;
}
