import type { TWordScore } from '@dozen/engine/contract';

/**
 * The contract's word-with-score shape (`ZWordScore`), read back from local storage. Answers from
 * the server are parsed with the zod schema itself (api/http.ts); local values are checked here,
 * once, with a plain guard, because the zod contract stays out of the entry bundle (see
 * api/contract.ts) and the home screen reads these values at first paint.
 */
export function isWordScore(value: unknown): value is TWordScore {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).word === 'string' &&
    typeof (value as Record<string, unknown>).score === 'number'
  );
}

/** The word-score items of a stored list (anything else in it is dropped), or null for a non-list. */
export function parseWordScores(value: unknown): TWordScore[] | null {
  return Array.isArray(value) ? value.filter(isWordScore) : null;
}
