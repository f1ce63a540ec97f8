import { reportToLeagues } from '../../api/friends-query.js';
import { checkedWords, type GameState } from '../../domain/game-state.js';
import type { ControllerCore } from './controller-core.js';
import { preloadGameCompleteExtra } from './game-complete-extra.js';

/**
 * After an accepted word of today's game, the game as it stands goes to the player's leagues
 * (api/friends-query.ts `reportToLeagues`: only for a player in one, and never waited for). The
 * words are sent in the order they were accepted; the server checks and scores them itself.
 * Game Complete's places in the leagues are fetched now too, while the network has just answered.
 */
export function reportGameToLeagues(core: Pick<ControllerCore, 'queryClient'>, game: GameState): void {
  preloadGameCompleteExtra();
  void reportToLeagues(core.queryClient, {
    gameId: game.gameId,
    date: game.date,
    words: checkedWords(game).map((word) => word.word.toLowerCase()),
    continuous: game.continuousMode,
  });
}
