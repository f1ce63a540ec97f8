import { sortBoard, sortStandings, weekShare } from '@dozen/engine';
import {
  ZLeagueBoardResponse,
  type TLeagueBoardResponse,
  type TLeagueRowEvent,
  type TLeagueSummary,
  type TLiveGameRequest,
} from '@dozen/engine/contract';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { browserStore, readJson, StorageKey, writeJson, type KeyValueStore } from '../shared/storage.js';
import { isNotFound } from './errors.js';
import {
  createLeague,
  deleteLeague,
  getFriends,
  getInvite,
  getLeagueBoard,
  joinLeague,
  leaveLeague,
  removeMember,
  renameLeague,
  reportLiveGame,
  rotateInvite,
  setDisplayName,
} from './friends-http.js';
import { queryKeys } from './query.js';

/**
 * Friends' queries and writes, beside query.ts and mutations.ts with their defaults. A board
 * moves live (api/socket.ts `followLeague`: each member's row as it changes, `applyRow`); its
 * last answer is kept on this device and shown, with its age, when the server cannot be reached.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** All under 'friends': one stored game refreshes every league view at once (mutations.ts). */
export const friendsKeys = {
  all: queryKeys.friends,
  overview: () => ['friends', 'overview'] as const,
  board: (leagueId: string) => ['friends', 'board', leagueId] as const,
  invite: (token: string) => ['friends', 'invite', token] as const,
};

/** The player's display name and leagues with today's places: fresh a minute. */
export function friendsQuery() {
  return queryOptions({
    queryKey: friendsKeys.overview(),
    queryFn: ({ signal }) => getFriends(signal),
    staleTime: MINUTE,
  });
}

/** A league's boards as this player last read them on this device (its `readAt` says how old). */
export function keptBoard(
  playerId: string,
  leagueId: string,
  store: KeyValueStore | null = browserStore(),
): TLeagueBoardResponse | null {
  return readJson(
    StorageKey.leagueBoard(playerId, leagueId),
    (value) => ZLeagueBoardResponse.safeParse(value).data ?? null,
    store,
  );
}

/**
 * A league's boards. Live rows come over the socket, so the query itself is read again only on a
 * change the socket announces (or a reconnection). Each answer is kept for offline use.
 */
export function leagueBoardQuery(leagueId: string, playerId: string | undefined) {
  return queryOptions({
    queryKey: friendsKeys.board(leagueId),
    queryFn: async ({ signal }) => {
      const board = await getLeagueBoard(leagueId, signal);
      if (playerId) writeJson(StorageKey.leagueBoard(playerId, leagueId), board);
      return board;
    },
    staleTime: 30 * SECOND,
    // A league one is not in (any more) is not a network failure: never retried.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

/** What an invite link opens: asked once (a 404 is the answer, never retried). */
export function inviteQuery(token: string) {
  return queryOptions({
    queryKey: friendsKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    staleTime: MINUTE,
    retry: false,
  });
}

/**
 * A member's new row, put into today's board (the socket's message): the row replaced, the order
 * kept by the engine's rule, and the week's standings moved by the change of today's share. Rows
 * of another date, or of a member not on the board (a newcomer, whose arrival is announced
 * apart), leave the board as it is.
 */
export function applyRow(board: TLeagueBoardResponse, event: TLeagueRowEvent): TLeagueBoardResponse {
  if (event.date !== board.today.date) return board;
  const before = board.today.rows.find((row) => row.memberId === event.row.memberId);
  if (!before) return board;
  const rows = sortBoard(board.today.rows.map((row) => (row === before ? event.row : row)));
  const mine = event.row.memberId === board.league.you.memberId;
  const finished = mine && event.row.status === 'finished';
  const [was, is] = [weekShare(before), weekShare(event.row)];
  const week = sortStandings(
    board.week.rows.map((row) =>
      row.memberId === event.row.memberId
        ? {
            ...row,
            points: row.points - was.points + is.points,
            daysPlayed: row.daysPlayed - was.days + is.days,
          }
        : row,
    ),
  );
  return {
    ...board,
    today: { ...board.today, rows, wordsShown: board.today.wordsShown || finished },
    week: { ...board.week, rows: week },
  };
}

function afterLeagueChange(client: QueryClient, league?: TLeagueSummary): void {
  if (league) void client.invalidateQueries({ queryKey: friendsKeys.board(league.id) });
  void client.invalidateQueries({ queryKey: friendsKeys.overview() });
}

export function displayNameMutation() {
  return mutationOptions({
    mutationKey: ['friends', 'display-name'],
    mutationFn: setDisplayName,
    onSuccess: (_answer, _name, _result, { client }) =>
      void client.invalidateQueries({ queryKey: friendsKeys.all() }),
  });
}

export function createLeagueMutation() {
  return mutationOptions({
    mutationKey: ['friends', 'create'],
    mutationFn: createLeague,
    onSuccess: (league, _name, _result, { client }) => afterLeagueChange(client, league),
  });
}

export function joinLeagueMutation() {
  return mutationOptions({
    mutationKey: ['friends', 'join'],
    mutationFn: joinLeague,
    onSuccess: (league, token, _result, { client }) => {
      void client.invalidateQueries({ queryKey: friendsKeys.invite(token) });
      afterLeagueChange(client, league);
    },
  });
}

/** The owner's calls and leaving: each answers the league (or that it is gone for the caller). */
export function leagueMutation<Args extends unknown[]>(
  name: string,
  call: (leagueId: string, ...args: Args) => Promise<TLeagueSummary | { left: true }>,
) {
  return mutationOptions({
    mutationKey: ['friends', name],
    mutationFn: ({ leagueId, args }: { leagueId: string; args: Args }) => call(leagueId, ...args),
    onSuccess: (answer, { leagueId }, _result, { client }) => {
      if ('id' in answer) afterLeagueChange(client, answer);
      else {
        client.removeQueries({ queryKey: friendsKeys.board(leagueId) });
        afterLeagueChange(client);
      }
    },
  });
}

export const leagueCalls = {
  rename: (leagueId: string, name: string) => renameLeague(leagueId, name),
  remove: (leagueId: string, memberId: number) => removeMember(leagueId, memberId),
  rotate: (leagueId: string) => rotateInvite(leagueId),
  leave: (leagueId: string) => leaveLeague(leagueId),
  delete: (leagueId: string) => deleteLeague(leagueId),
} as const;

/**
 * The game in progress goes to the player's leagues after each accepted word (a signed-in
 * player in at least one league: the list is read once and cached). A failure costs only that
 * update: the next word, or the stored game, moves the boards again.
 */
export async function reportToLeagues(client: QueryClient, request: TLiveGameRequest): Promise<void> {
  try {
    const overview = await client.ensureQueryData(friendsQuery());
    if (overview.leagues.length === 0) return;
    await reportLiveGame(request);
  } catch {
    // Offline, or the session ended: the boards catch up with the next change.
  }
}
