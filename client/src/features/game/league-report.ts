import { checkedWords, type GameState } from '../../domain/game-state.js';
import type { ControllerCore } from './controller-core.js';

/**
 * After an accepted word of today's game, the game as it stands goes to the player's leagues
 * (api/friends-query.ts `reportToLeagues`: only for a player in one, and never waited for). The
 * words are sent in the order they were accepted; the server checks and scores them itself. Loaded
 * on demand: a player who never signs in never loads Friends' calls.
 */
export function reportGameToLeagues(core: Pick<ControllerCore, 'queryClient'>, game: GameState): void {
  const request = {
    gameId: game.gameId,
    date: game.date,
    words: checkedWords(game).map((word) => word.word.toLowerCase()),
    continuous: game.continuousMode,
  };
  void import('../../api/friends-query.js').then(({ reportToLeagues }) =>
    reportToLeagues(core.queryClient, request),
  );
}
