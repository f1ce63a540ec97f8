import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { NetworkError } from './network-error.js';
import {
  QUERY_DEFAULTS,
  createQueryClient,
  dailyPoolQuery,
  retryDelayMs,
  shouldRetryQuery,
  statsQuery,
  topWordCountQuery,
} from './query.js';

describe('query defaults (spec 000 §9, 001 §9)', () => {
  it('fresh 2 minutes, kept 20 minutes, no focus or interval refetch, mutations never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(2 * 60_000);
    expect(defaults.queries?.gcTime).toBe(20 * 60_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.mutations?.gcTime).toBe(QUERY_DEFAULTS.mutationGcTimeMs);
  });

  it.each([
    [0, new NetworkError('network', 'Failed to fetch'), true],
    [1, new NetworkError('timeout', 'timed out'), true],
    [2, new NetworkError('network', 'Failed to fetch'), false], // at most 2 retries
    [0, new HttpError(500, '', null, 'Internal Server Error'), false], // only fetch failures
    [0, new HttpError(429, '', null, 'Too Many Requests'), false],
  ])('after %i failures, %o → retry %s', (failures, error, retry) => {
    expect(shouldRetryQuery(failures, error)).toBe(retry);
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms (doubling from 1 s, capped at 30 s)', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });

  it('per-query numbers: pool 12 h; stats fresh 1 min, every 10 min; top word count 5 min, 10 min, 3 retries, 1 s', () => {
    expect(dailyPoolQuery().staleTime).toBe(12 * 3_600_000);
    expect(statsQuery()).toMatchObject({ staleTime: 60_000, refetchInterval: 600_000 });
    expect(topWordCountQuery('2026-11-21')).toMatchObject({
      staleTime: 300_000,
      refetchInterval: 600_000,
      retry: 3,
      retryDelay: 1_000,
    });
  });
});
