import { LIVE_COUNTS, type TLiveStats, type TStatsResponse } from '@dozen/engine/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { reportAnswer } from '../../api/connectivity.js';
import { statsQuery, queryKeys } from '../../api/query.js';

/**
 * The day's live counts. GET /api/stats gives the full picture (targets, countdown); the socket's
 * `stats` event keeps the counts moving; each count shows the higher of the two.
 */

export interface ReceivedLiveStats {
  stats: TLiveStats;
  receivedAt: number;
}

export const liveStatsAtom = atom<ReceivedLiveStats | null>(null);

export type HomeStats = TStatsResponse;

/**
 * The stats answer with the live counts of the same date laid over it (LIVE_COUNTS; the targets
 * and the countdown come from the fetch alone), each count the higher of the two. Arrival order says nothing about which was read later (a GET read before a broadcast
 * can land after it), but a day's counts grow, so the higher is the newer and the screen never
 * shows a count going backwards. (A rebuild after a merge of two players can lower a count by
 * one; the screen keeps the higher until it reloads, a smaller wrong than a count going back.)
 */
export function mergeStats(
  fetched: TStatsResponse | undefined,
  live: ReceivedLiveStats | null,
): HomeStats | undefined {
  if (!fetched) return undefined;
  if (!live || live.stats.date !== fetched.date) return fetched;
  const higher = (key: (typeof LIVE_COUNTS)[number]) => Math.max(fetched[key], live.stats[key]);
  return {
    ...fetched,
    ...Object.fromEntries(LIVE_COUNTS.map((key) => [key, higher(key)])),
  };
}

/**
 * Follows `date` on the shared socket while mounted: every (re)connection watches it again (the
 * socket module's `followDate`) and a reconnection refetches the stats it may have missed.
 */
export function useLiveStatsFeed(date: string | undefined): void {
  const setLive = useSetAtom(liveStatsAtom);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!date) return;
    let disposed = false;
    let unfollow: (() => void) | undefined;

    void import('../../api/socket.js').then(async ({ getSocket, followDate }) => {
      const socket = await getSocket();
      if (disposed) return;
      unfollow = followDate(socket, date, {
        onStats: (stats) => setLive({ stats, receivedAt: Date.now() }),
        // The socket reconnects by itself within seconds: a home screen hears Dozen is back early.
        onConnect: reportAnswer,
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKeys.stats() }),
      });
    });

    return () => {
      disposed = true;
      unfollow?.();
    };
  }, [date, queryClient, setLive]);
}

/** Today's stats, live. */
export function useLiveStats() {
  const query = useQuery(statsQuery());
  const live = useAtomValue(liveStatsAtom);
  useLiveStatsFeed(query.data?.date);
  return {
    stats: mergeStats(query.data, live),
    isPending: query.isPending,
    isError: query.isError && !query.data,
    refetch: query.refetch,
  };
}
