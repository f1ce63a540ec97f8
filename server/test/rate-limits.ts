import { expect } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import type { TestResponse } from './test-client.js';

/** Rate-limit tests: requests sent in turn until a limit answers, and the shape of its refusal. */

/**
 * The statuses of `count` calls of `send`, each sent after the last has answered (a limiter
 * counts them in that order).
 */
export async function statusesOf(count: number, send: () => Promise<TestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).status);
  return statuses;
}

/** A refusal by a rate limit: 429 RATE_LIMITED with a Retry-After of at least a second; returns it. */
export function expectRateLimited(response: TestResponse): number {
  expect(response.status).toBe(429);
  expect(ZErrorResponse.parse(response.body).error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}
