import type { TLiveStats, TStatsResponse } from '@dozen/engine/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { statsQuery, queryKeys } from '../../api/query.js';

/**
 * The day's live counts. GET /api/stats gives the full picture (targets, countdown); the socket's
 * `stats` event keeps the counts moving. Whichever arrived last wins for the counts.
 */

export interface ReceivedLiveStats {
  stats: TLiveStats;
  receivedAt: number;
}

export const liveStatsAtom = atom<ReceivedLiveStats | null>(null);

export type HomeStats = TStatsResponse;

/** The stats answer with the newer live counts of the same date laid over it. */
export function mergeStats(
  fetched: TStatsResponse | undefined,
  fetchedAt: number,
  live: ReceivedLiveStats | null,
): HomeStats | undefined {
  if (!fetched) return undefined;
  if (!live || live.stats.date !== fetched.date || live.receivedAt < fetchedAt) return fetched;
  const { totalPlayers, lifetimePlayers, playersReachedScore, playersReachedWord, highestUniqueWords } =
    live.stats;
  return {
    ...fetched,
    totalPlayers,
    lifetimePlayers,
    playersReachedScore,
    playersReachedWord,
    highestUniqueWords,
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
    stats: mergeStats(query.data, query.dataUpdatedAt, live),
    isPending: query.isPending,
    isError: query.isError && !query.data,
    refetch: query.refetch,
  };
}
