import type { TArchiveSubmitRequest } from '@dozen/engine/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getArchiveGame, getArchiveMonth, getArchivePuzzle, submitArchiveGame } from './archive-http.js';
import { progressKeys } from './progress-query.js';
import { putQueryData } from './query.js';

/**
 * The archive's queries and its one write, beside query.ts and mutations.ts with their
 * defaults. An archive game touches only the archive's answers and the player's history: never
 * the day's counts, today's entry or challenges (those queries are not invalidated here).
 */

const MINUTE = 60_000;

/** All under 'archive': one stored archive game refreshes every archive view at once. */
export const archiveKeys = {
  all: () => ['archive'] as const,
  month: (month: string) => ['archive', 'month', month] as const,
  puzzle: (date: string) => ['archive', 'puzzle', date] as const,
  game: (gameId: string) => ['archive', 'game', gameId] as const,
};

/** A month of the calendar: fresh 2 minutes (it only changes when this player plays). */
export function archiveMonthQuery(month: string) {
  return queryOptions({
    queryKey: archiveKeys.month(month),
    queryFn: ({ signal }) => getArchiveMonth(month, signal),
    staleTime: 2 * MINUTE,
  });
}

/** A past day's puzzle: its pool never changes; the player's results in it do, when they play. */
export function archivePuzzleQuery(date: string) {
  return queryOptions({
    queryKey: archiveKeys.puzzle(date),
    queryFn: ({ signal }) => getArchivePuzzle(date, signal),
    staleTime: 12 * 60 * MINUTE,
  });
}

/** One stored archive game (Game Complete after a reload): it never changes. */
export function archiveGameQuery(gameId: string) {
  return queryOptions({
    queryKey: archiveKeys.game(gameId),
    queryFn: ({ signal }) => getArchiveGame(gameId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST /api/archive/games. The stored game (with the day's answers) goes into the cache; the
 * calendar, the day's results and the history refresh. Nothing of the day's race is touched.
 */
export function submitArchiveGameMutation() {
  return mutationOptions({
    mutationKey: ['submit-archive-game'],
    mutationFn: (request: TArchiveSubmitRequest) => submitArchiveGame(request),
    onSuccess: (game, _request, _onMutateResult, { client }) => {
      putQueryData(client, archiveKeys.game(game.gameId), game);
      void client.invalidateQueries({ queryKey: ['archive', 'month'] });
      void client.invalidateQueries({ queryKey: archiveKeys.puzzle(game.date), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: progressKeys.all(), refetchType: 'none' });
    },
  });
}
