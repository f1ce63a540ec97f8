import type { TDailyPoolResponse } from '@dozen/engine/contract';
import { QueryClient, onlineManager, queryOptions, type QueryKey } from '@tanstack/react-query';
import { isFetchFailure } from './network-error.js';
import { canReachServer, onConnectivityChange } from './connectivity.js';
import { deviceNewYorkDate } from '../shared/new-york-date.js';
import { lastPool, rememberPool } from './last-pool.js';

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

/**
 * TanStack Query follows the app's one connectivity state (connectivity.ts), not the browser's
 * events alone: while Dozen cannot be reached, queries wait instead of failing, and they go again
 * the moment it answers (reachability.ts asks).
 */
function followConnectivity(): void {
  onlineManager.setEventListener((setOnline) => onConnectivityChange(() => setOnline(canReachServer())));
  onlineManager.setOnline(canReachServer());
}

/**
 * The REST calls, loaded with the first request: the first page renders from the boot data
 * (boot-data.ts) and asks nothing before its first render.
 */
const http = () => import('./http.js');

/**
 * Every write goes whatever the connectivity state says: its caller decides what a failure means (a
 * game is kept and sent later, a sign-in says the network failed), never a silent pause. The tests'
 * query clients write the same way.
 */
export const MUTATION_DEFAULTS = {
  retry: false,
  gcTime: QUERY_DEFAULTS.mutationGcTimeMs,
  networkMode: 'always',
} as const;

export function createQueryClient(): QueryClient {
  followConnectivity();
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
      mutations: MUTATION_DEFAULTS,
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
 * Today's pool (or a date's). Today's answer is also kept in local storage (api/last-pool.ts) and
 * shown until the server's answer comes, when it is today's: the game opens at once, offline too,
 * where the query waits (TanStack pauses it), and on a slow network; the answer replaces it.
 */
export function dailyPoolQuery(date?: string) {
  return queryOptions<TDailyPoolResponse, Error, TDailyPoolResponse, ReturnType<typeof queryKeys.dailyPool>>({
    queryKey: queryKeys.dailyPool(date),
    queryFn: async ({ signal }) => {
      const pool = await (await http()).getDailyPool(date, signal);
      if (date === undefined) rememberPool(pool);
      return pool;
    },
    staleTime: 12 * HOUR,
    gcTime: 12 * HOUR,
    placeholderData: (): TDailyPoolResponse | undefined => {
      const kept = date === undefined ? lastPool() : undefined;
      return kept?.date === deviceNewYorkDate() ? kept : undefined;
    },
  });
}

export function statsQuery(date?: string) {
  return queryOptions({
    queryKey: queryKeys.stats(date),
    queryFn: async ({ signal }) => (await http()).getStats(date, signal),
    staleTime: 1 * MINUTE,
    refetchInterval: 10 * MINUTE,
  });
}

export function topWordCountQuery(date: string) {
  return queryOptions({
    queryKey: queryKeys.topWordCount(date),
    queryFn: async ({ signal }) => (await http()).getTopWordCount(date, signal),
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
    queryFn: async ({ signal }) => (await http()).getGameEntry(playerId, date, { signal, bustCache: true }),
  });
}
