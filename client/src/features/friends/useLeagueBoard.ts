import type { TLeagueBoardResponse } from '@dozen/engine/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConnectivity } from '../../api/connectivity.js';
import { isNotFound } from '../../api/errors.js';
import { isFetchFailure } from '../../api/network-error.js';
import { applyRow, friendsKeys, keptBoard, leagueBoardQuery } from '../../api/friends-query.js';
import { useSession } from '../../api/session.js';
import { changeSentence } from './format.js';

export interface LeagueBoardView {
  board: TLeagueBoardResponse | undefined;
  /** The board on screen is a copy: no connection to the server (its `readAt` says how old). */
  offline: boolean;
  /** The caller is not (or no longer) a member, or the league is gone. */
  gone: boolean;
  /** Anything else went wrong (and there is no copy to show). */
  failed: boolean;
  /** The last live change of another member, said once by the page's live region. */
  announcement: string;
  retry(): void;
}

/**
 * A league's boards for the page: read through the API, then kept moving by the socket (each
 * member's row as it changes; the whole board again when the league changes or the connection
 * was lost). The last answer is kept on this device and shown, with its age, when the server
 * cannot be reached.
 */
export function useLeagueBoard(leagueId: string): LeagueBoardView {
  const { session, isSignedIn } = useSession();
  const playerId = session?.userId;
  const queryClient = useQueryClient();
  const connectivity = useConnectivity();
  const query = useQuery({ ...leagueBoardQuery(leagueId, playerId), enabled: isSignedIn });
  const [goneLive, setGoneLive] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!isSignedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const key = friendsKeys.board(leagueId);
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: key });
    void import('../../api/socket.js').then(async ({ getSocket, followLeague }) => {
      const socket = await getSocket();
      if (cancelled) return;
      stop = followLeague(socket, leagueId, {
        onRow: (event) => {
          const board = queryClient.setQueryData<TLeagueBoardResponse>(
            key,
            (current) => current && applyRow(current, event),
          );
          if (board && event.row.memberId !== board.league.you.memberId)
            setAnnouncement(changeSentence(event.row));
        },
        onChanged: readAgain,
        onGone: () => setGoneLive(true),
        onRefused: (refusal) => {
          if (refusal.status === 404) setGoneLive(true);
        },
        // Rows sent before this connection's watch were missed: the board is read again.
        onWatching: readAgain,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [leagueId, isSignedIn, queryClient]);

  const unreachable = connectivity !== 'online' || (query.isError && isFetchFailure(query.error));
  const board =
    query.data ?? (unreachable && playerId ? (keptBoard(playerId, leagueId) ?? undefined) : undefined);
  return {
    board,
    offline: unreachable && board !== undefined,
    gone: goneLive || (query.isError && isNotFound(query.error)),
    failed: query.isError && !board && !isNotFound(query.error),
    announcement,
    retry: () => void query.refetch(),
  };
}
