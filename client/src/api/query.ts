import type { TDailyPoolResponse } from '@dozen/engine/contract';
import { QueryClient, onlineManager, queryOptions, type QueryKey } from '@tanstack/react-query';
import { isFetchFailure } from './errors.js';
import { isOffline } from './connectivity.js';
import { lastPool, rememberPool } from './last-pool.js';
import { getDailyPool, getGameEntry, getStats, getTopWordCount } from './http.js';

/**
 * Server-state caching with the numbers of spec 000 §9 / 001 §9 (the writes and what they change
 * in this cache are in mutations.ts). TanStack Query expresses them directly; client-only state
 * lives in Jotai atoms beside each feature.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const QUERY_DEFAULTS = {
  staleTimeMs: 2 * MINUTE,
  gcTimeMs: 20 * MINUTE,
  maxRetries: 2,
  firstRetryDelayMs: 1 * SECOND,
  maxRetryDelayMs: 30 * SECOND,
  mutationGcTimeMs: 5 * MINUTE,
} as const;

/** Retry at most twice, and only when the request never got an answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_DEFAULTS.maxRetries && isFetchFailure(error);
}

/** 1 s, 2 s, 4 s … capped at 30 s (`attempt` counts from 0). */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.firstRetryDelayMs * 2 ** attempt, QUERY_DEFAULTS.maxRetryDelayMs);
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and then follows the online/offline events; a page
  // opened without a network hears no event, so tell it: its queries then wait instead of failing.
  if (isOffline()) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false, gcTime: QUERY_DEFAULTS.mutationGcTimeMs },
    },
  });
}

/**
 * Puts what a write just answered into the cache, over any fetch of the same key still in flight:
 * that fetch was asked before the write, and its answer, landing after, would put the older state
 * back. Seen on a slow machine: a kept game sent as the game screen loaded was stored, and the
 * entry's GET, sent a moment earlier, answered 404 just after, taking the game's words off screen.
 */
export function putQueryData<T>(client: QueryClient, queryKey: QueryKey, data: T): void {
  client.setQueryData(queryKey, data);
  // After setting: a cancelled fetch goes back to the state before it, which is now this data.
  void client.cancelQueries({ queryKey, exact: true });
}

export const queryKeys = {
  /** Today's pool is keyed 'current': the date is only known from the answer. */
  dailyPool: (date?: string) => ['daily-pool', date ?? 'current'] as const,
  stats: (date?: string) => ['stats', date ?? 'current'] as const,
  topWordCount: (date: string) => ['top-word-count', date] as const,
  gameEntry: (playerId: string, date: string) => ['game-entry', playerId, date] as const,
  /** Every cached answer of one kind, whatever its date or player (to invalidate them all). */
  every: (kind: 'daily-pool' | 'stats' | 'top-word-count' | 'game-entry') => [kind] as const,
  // Progress (history, profile, challenges, rank): progressKeys in progress-query.ts.
  /** Everything of Friends (leagues, boards, links): friendsKeys in friends-query.ts. */
  friends: () => ['friends'] as const,
};

/**
 * Today's pool (or a date's). Today's answer is also kept in local storage (api/last-pool.ts):
 * while the browser is offline the query waits (TanStack pauses it) and shows the kept pool
 * meanwhile, so the game opens and plays offline; the real answer replaces it once back online.
 */
export function dailyPoolQuery(date?: string) {
  return queryOptions<TDailyPoolResponse, Error, TDailyPoolResponse, ReturnType<typeof queryKeys.dailyPool>>({
    queryKey: queryKeys.dailyPool(date),
    queryFn: async ({ signal }) => {
      const pool = await getDailyPool(date, signal);
      if (date === undefined) rememberPool(pool);
      return pool;
    },
    staleTime: 12 * HOUR,
    gcTime: 12 * HOUR,
    placeholderData: (): TDailyPoolResponse | undefined =>
      date === undefined && isOffline() ? lastPool() : undefined,
  });
}

export function statsQuery(date?: string) {
  return queryOptions({
    queryKey: queryKeys.stats(date),
    queryFn: ({ signal }) => getStats(date, signal),
    staleTime: 1 * MINUTE,
    refetchInterval: 10 * MINUTE,
  });
}

export function topWordCountQuery(date: string) {
  return queryOptions({
    queryKey: queryKeys.topWordCount(date),
    queryFn: ({ signal }) => getTopWordCount(date, signal),
    staleTime: 5 * MINUTE,
    refetchInterval: 10 * MINUTE,
    retry: 3,
    retryDelay: 1 * SECOND,
  });
}

/** null when the player has no entry for the date (404). */
export function gameEntryQuery(playerId: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.gameEntry(playerId, date),
    queryFn: ({ signal }) => getGameEntry(playerId, date, { signal, bustCache: true }),
  });
}
