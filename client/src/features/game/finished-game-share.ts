import type { GameCompleteModalProps } from './modals/GameCompleteModal.js';
import type { ControllerCore } from './controller-core.js';
import { checkedWords, type GameState } from '../../domain/game-state.js';
import { shareGame } from './share-game.js';
import { gameAddress, shareLink } from './share-link.js';
import type { EndedGame } from '../../domain/unchecked-game-list.js';

/** What Game Complete shows and does of Share. */
export type GameCompleteShare = Pick<GameCompleteModalProps, 'onShare' | 'shareReady'>;

/**
 * Game Complete's Share (the moment players share). Its link is the game's own score card, which
 * the server signs only once it has stored the game: so Share waits while the submission is in
 * flight (its retries included), and the link is asked for as soon as the submission settles,
 * not when Share is pressed, because a browser opens the share sheet only right after the press.
 * A game the server does not have (kept on this device, refused, ended offline) shares the game's
 * own address, whose preview is the day's card; so does a continuous game, whose points are not
 * set against the Target Score.
 */
export function createFinishedGameShare(core: ControllerCore, onLinkReady: () => void) {
  let finished: { gameId: string; url: string | null } | null = null;

  /** The game ended for Game Complete; `stored` settles true once the server has it. */
  function prepare(ended: EndedGame, stored: Promise<boolean>): void {
    const awaited = { gameId: ended.gameId, url: null as string | null };
    finished = awaited;
    void stored.then(async (isStored) => {
      awaited.url =
        isStored && !ended.continuousMode
          ? await shareLink(ended.date, ended.gameId, core.puzzle.kind === 'archive')
          : gameAddress();
      // Still this game's Game Complete (not replaced by Play Again meanwhile): show the link.
      if (finished === awaited) onLinkReady();
    });
  }

  async function share(gameId: string): Promise<void> {
    const { pool } = core.facts();
    const current = core.game();
    if (!pool || !current || current.gameId !== gameId || finished?.gameId !== gameId) return;
    if (finished.url !== null)
      await shareGame('gameComplete', pool, current, finished.url, core.puzzle.kind === 'archive');
  }

  /** Share for the game on the board: none for a game without a checked word. */
  function forGame(current: GameState): GameCompleteShare {
    if (finished?.gameId !== current.gameId || checkedWords(current).length === 0)
      return { shareReady: false };
    return { shareReady: finished.url !== null, onShare: () => void share(current.gameId) };
  }

  return { prepare, forGame };
}
