import type { TArchiveGame } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { hasWordsAwaitingCheck, toSubmitRequest } from '../../domain/game-state.js';
import { SubmitOutcome } from '../../domain/submit-retry.js';
import { keepUncheckedGame, type EndedGame } from '../../domain/unchecked-game-list.js';
import { celebrateChallenges } from './challenge-celebration.js';
import type { GameLane } from './game-lane.js';
import { archiveLane } from './game-lane.js';
import { submitFinishedGame, syncKeptGames } from './submit-game.js';

/**
 * Sends a game that has just ended, along its lane: with the retry schedule of submit-game.ts, or,
 * when some of its words still wait for their check, kept whole and sent once they are checked
 * (unchecked-games.ts). A day's game stored celebrates the challenges the server says it completed;
 * an archive game stored hands its answer (the day's answers with it) to `onArchiveStored`.
 * Answers whether the server has stored it once its submission settles (Game Complete's Share).
 */
export function sendEndedGame(
  ended: EndedGame,
  playerId: string,
  { lane, queryClient }: { lane: GameLane<unknown>; queryClient: QueryClient },
  onArchiveStored: (stored: TArchiveGame) => void,
): Promise<boolean> {
  if (hasWordsAwaitingCheck(ended)) {
    keepUncheckedGame(ended, playerId, undefined, lane.unchecked);
    void syncKeptGames(playerId, queryClient).catch(() => 0);
    return Promise.resolve(false);
  }
  const request = toSubmitRequest(ended, playerId);
  if (lane.name === 'archive')
    return submitFinishedGame(request, queryClient, archiveLane).then(
      (result) => {
        if (result.outcome !== SubmitOutcome.SAVED) return false;
        onArchiveStored(result.response);
        return true;
      },
      () => false,
    );
  return submitFinishedGame(request, queryClient).then(
    (result) => {
      if (result.outcome !== SubmitOutcome.SAVED) return false;
      // The server decided which challenges this game completed: celebrate those.
      if (result.response.challengesCompleted?.length)
        celebrateChallenges(result.response.challengesCompleted, ended.date, queryClient);
      return true;
    },
    () => false,
  );
}
