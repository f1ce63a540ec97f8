import type * as Schemas from './schemas.js';

/**
 * The engine's zod contract, loaded on demand. Every answer is still parsed with it, but zod and
 * the schemas (about 27 kB gzip, 40% of React's own size) stay out of the entry bundle: the
 * first request starts loading them and they arrive while the request is in flight, so the home
 * screen paints without waiting for them.
 */
export type Contract = typeof Schemas;

let contract: Promise<Contract> | null = null;

export function loadContract(): Promise<Contract> {
  contract ??= import('./schemas.js');
  return contract;
}
