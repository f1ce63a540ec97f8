import type { TArchiveGame, TGameEntry } from '@dozen/engine/contract';
import { targetScoreOf } from '../../domain/day-facts.js';
import { totalScore } from '../../domain/game-state.js';
import { appModalAtom, type AppModal } from '../../shared/modal-registry.js';
import type { ControllerCore } from './controller-core.js';
import type { createFinishedGameShare } from './finished-game-share.js';

/** Game Complete follows the last word (or a closed achievement modal) after a short beat. */
export const GAME_COMPLETE_DELAY_MS = 400;

export interface GameCompleteDeps {
  finishedShare: ReturnType<typeof createFinishedGameShare>;
  playAgain: () => void;
  goHome: () => void;
}

/**
 * Game Complete, a part of the game controller (spec 000 §4): after a game ends it opens once no
 * modal is showing and no celebration is about to, a short beat later; it compares the score with
 * the day's best before the game (New Best), offers the game's share, and for an archive game shows
 * the day's answers once the stored game brings them.
 */
export function createGameComplete(
  core: ControllerCore,
  { finishedShare, playAgain, goHome }: GameCompleteDeps,
) {
  const { store, game, facts, openModal, closeModal, after } = core;
  const archive = core.puzzle.kind === 'archive';
  /** The day's best before this game ("New Best" compares with earlier games only). */
  let previousBest: number | null = null;
  let awaiting = false;
  let achievementPending = false;
  /** The stored archive game of the game that just ended: its answers show in Game Complete. */
  let archived: TArchiveGame | null = null;

  /** A game ended and Game Complete is its next screen; `entry` is the day as it was before it. */
  function due(entry: TGameEntry | null | undefined): void {
    // Read before the submission's answer replaces the entry.
    previousBest = entry && entry.playCount > 0 ? entry.finalScore : null;
    awaiting = true;
    schedule();
  }

  /** Opens Game Complete once it is due, no modal is showing and no celebration is about to. */
  function schedule(): void {
    const ready = () => awaiting && !achievementPending && store.get(appModalAtom) === null;
    if (!ready()) return;
    after(GAME_COMPLETE_DELAY_MS, () => {
      if (!ready()) return;
      awaiting = false;
      show();
    });
  }

  function show(): void {
    const current = game();
    if (!current) return;
    const { pool, onTheDay } = facts();
    openModal({
      kind: 'gameComplete',
      score: totalScore(current),
      continuousMode: current.continuousMode,
      words: current.completedWords,
      wordsBeforeGame: current.wordsBeforeGame,
      previousBest,
      ...finishedShare.forGame(current),
      ...(archive && {
        archive: {
          answers: archived?.gameId === current.gameId ? archived.answers : null,
          onTheDay: onTheDay ?? null,
          dayTargetScore: pool ? targetScoreOf(pool) : 0,
        },
      }),
      onReturnHome: () => {
        closeModal();
        goHome();
      },
      onPlayAgain: playAgain,
    });
  }

  /** Shows it again if it is open (an answer it shows has just come). */
  function refresh(): void {
    if (store.get(appModalAtom)?.kind === 'gameComplete') show();
  }

  /** An archive game was stored: its answers show in Game Complete, if that game is still the board's. */
  function archiveStored(stored: TArchiveGame, gameId: string): void {
    if (game()?.gameId !== gameId) return;
    archived = stored;
    refresh();
  }

  /** Opens a celebration after `delayMs`; Game Complete, due or not, waits for it. */
  function celebrate(delayMs: number, modal: () => AppModal): void {
    achievementPending = true;
    after(delayMs, () => {
      achievementPending = false;
      openModal(modal());
    });
  }

  return {
    due,
    schedule,
    show,
    refresh,
    archiveStored,
    celebrate,
    /** A new game (Play Again) or a game ended elsewhere: nothing of the last Game Complete waits. */
    reset() {
      previousBest = null;
      awaiting = false;
      archived = null;
    },
    /** The screen was left: its timers are gone, so no celebration is about to. */
    detached() {
      achievementPending = false;
    },
  };
}
