import type { ControllerCore } from './controller-core.js';

export interface LeavingDeps {
  /** Ends the game with no Game Complete after it (the player is going). */
  endQuietly: () => void;
  /** The saved state says the player left on purpose: it is not restored next time. */
  markIntentionalExit: () => void;
  /** Home (replacing the current history entry when asked). */
  goHome: (options?: { replace?: boolean }) => void;
}

/**
 * Leaving the game screen, a part of the game controller (spec 000 §4: leaving mid-game asks leave
 * or stay): the back button, and the browser's Back through `useLeaveGuard`.
 */
export function createLeaving({ game, openModal, closeModal }: ControllerCore, deps: LeavingDeps) {
  /** Words found and the game not over: leaving would end it, so the player is asked first. */
  function isInProgress(): boolean {
    const current = game();
    return current !== null && !current.gameEnded && current.completedWords.length > 0;
  }

  /** Leave Game? Yes ends the game (its words are saved) and goes home; Stay runs `onStay`. */
  function confirmLeave({ onStay = () => {}, replace = false } = {}): void {
    openModal({
      kind: 'leaveGame',
      onStay,
      onLeave: () => {
        closeModal();
        if (isInProgress()) deps.endQuietly();
        deps.goHome({ replace });
      },
    });
  }

  /** The screen's back button: ask when a game is in progress, else leave and say it was on purpose. */
  function requestLeave(): void {
    if (isInProgress()) {
      confirmLeave();
      return;
    }
    deps.markIntentionalExit();
    deps.goHome();
  }

  return { isInProgress, confirmLeave, requestLeave };
}
