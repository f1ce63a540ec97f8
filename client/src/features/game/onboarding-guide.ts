import { SignInGate } from './sign-in-gates.js';
import type { ControllerCore } from './controller-core.js';
import { targetScoreOf, targetWordScoreOf } from '../../domain/day-facts.js';
import {
  availableLetters,
  totalScore,
  uniqueWordsToday,
  type GameAction,
  type GameState,
} from '../../domain/game-state.js';
import { announcementAtom } from './atoms.js';
import {
  OnboardingMessageId,
  spokenTip,
  type OnboardingAction,
  type OnboardingEvent,
} from '../../domain/onboarding.js';
import {
  applyOnboarding,
  clearOnboardingMessage,
  onboardingMessageAtom,
} from '../../domain/onboarding-flow.js';

/**
 * The game controller's onboarding part: turns the game's transitions into the stage machine's
 * events (onboarding.ts), and carries out what the banner's buttons ask. The controller calls
 * `follow` from its one `dispatch`, so no screen effect ever moves a stage.
 */
export function createOnboardingGuide(core: ControllerCore, requestEndGame: () => void) {
  const { store, facts } = core;

  /** One event; a banner it puts up is also read out once by the screen's hidden announcer. */
  function apply(event: OnboardingEvent): void {
    const { message } = applyOnboarding(store, event);
    if (message) store.set(announcementAtom, spokenTip(message));
  }

  function follow(action: GameAction, before: GameState | null, next: GameState): void {
    if (before && !before.gameEnded && next.gameEnded) {
      clearOnboardingMessage(store);
      if (next.completedWords.length > 0) apply({ type: 'gameCompleted' });
      return;
    }
    // A word's result: a banner it brings is told with the word's own toast (submit-word.ts), not
    // by the announcer, so that each word reaches a screen reader once.
    if (action.type === 'wordAccepted') {
      const { pool } = facts();
      const score = totalScore(next);
      applyOnboarding(store, {
        type: 'wordFound',
        word: action.word.word,
        score: action.word.score,
        wordsFound: next.completedWords.length,
        totalScore: score,
        lettersLeft: availableLetters(next).length,
        wordsLeft: pool
          ? Math.max(0, pool.totalValidWords - uniqueWordsToday(next))
          : Number.POSITIVE_INFINITY,
        targetScore: pool ? targetScoreOf(pool) : 0,
        targetWordScore: pool ? targetWordScoreOf(pool) : 0,
      });
    } else if (action.type === 'wordRejected') {
      applyOnboarding(store, { type: 'wordFailed', failedCount: next.consecutiveFailures });
    }
  }

  /** The banner's close: the strategy stage ends when its message is put away. */
  function dismiss(): void {
    const shown = store.get(onboardingMessageAtom);
    clearOnboardingMessage(store);
    if (shown?.id === OnboardingMessageId.NICE_WORK) apply({ type: 'strategyEnded' });
  }

  function act(does: OnboardingAction): void {
    dismiss();
    if (does === 'endGame') requestEndGame();
    else core.openModal(facts().isSignedIn ? { kind: 'todaysTargets' } : SignInGate.generic);
  }

  function skip(): void {
    clearOnboardingMessage(store);
    apply({ type: 'skip' });
  }

  return {
    follow,
    gameLoaded: (day: string) => apply({ type: 'gameLoaded', day }),
    newSession: () => {
      clearOnboardingMessage(store);
      apply({ type: 'newSession' });
    },
    dismissOnboarding: dismiss,
    actOnOnboarding: act,
    skipOnboarding: skip,
  };
}
