import { showToast } from '../../shared/ui/toast.js';
import type { AppModal } from '../../shared/modal-registry.js';
import { SignInGate } from './sign-in-gates.js';
import { changePreferences } from '../../api/preferences.js';
import { readLocalPreferences } from '../../shared/preferences.js';
import { announcementAtom, suggestionAtom } from './atoms.js';
import type { ControllerCore } from './controller-core.js';
import { targetScoreOf } from '../../domain/day-facts.js';
import { totalScore } from '../../domain/game-state.js';

export const HIDDEN_SUGGESTIONS_ANNOUNCEMENT = 'Suggestions hidden. Turn them back on in Settings.';

/**
 * The help around a game: the continuous-mode switch and the hints of the Letters card, and the
 * suggestion banner's dismiss (spec 000 §4 "Continuous mode", "Hints", "Contextual suggestions").
 */
export function createGameTools({
  store,
  queryClient,
  facts,
  game,
  dispatch,
  openModal,
  closeModal,
  puzzle,
}: ControllerCore) {
  /** A past day's hints used, by game: counted here, never sent (HintsModal `local`). */
  const archiveHints = { gameId: '', hintsUsed: 0, targetWordHintsUsed: 0 };
  /**
   * The continuous-mode explainer is due the first time for this player; answering true records
   * it as shown (on the account too when signed in, so another device does not show it again).
   */
  function explainerDue(): boolean {
    if (readLocalPreferences().continuousModeModalSeen) return false;
    changePreferences({ continuousModeModalSeen: true }, { queryClient, store });
    return true;
  }

  /** The mode switch: account first, then the one-time explainer, then a confirmation. */
  function requestContinuousToggle(): void {
    const current = game();
    if (!current) return;
    if (!facts().isSignedIn) {
      openModal(SignInGate.continuousMode);
      return;
    }
    if (current.hasSpelledWord) {
      showToast({ title: 'Cannot change mode after spelling a word', variant: 'default' });
      return;
    }
    const confirm = (turnOn: boolean): AppModal => ({
      kind: 'continuousConfirm',
      turnOn,
      onConfirm: () => {
        closeModal();
        dispatch({ type: 'setContinuous', on: turnOn });
      },
    });
    if (!current.continuousMode && explainerDue()) {
      openModal({ kind: 'continuousExplainer', onContinue: () => openModal(confirm(true)) });
      return;
    }
    openModal(confirm(!current.continuousMode));
  }

  function openHints(): void {
    const { isSignedIn, playerId, pool, entry } = facts();
    const current = game();
    if (!isSignedIn) {
      openModal(SignInGate.hints);
      return;
    }
    if (!playerId || !pool || !current) return;
    if (archiveHints.gameId !== current.gameId)
      Object.assign(archiveHints, { gameId: current.gameId, hintsUsed: 0, targetWordHintsUsed: 0 });
    const local =
      puzzle.kind === 'archive'
        ? {
            hintsUsed: archiveHints.hintsUsed,
            targetWordHintsUsed: archiveHints.targetWordHintsUsed,
            onReveal: (bonus: boolean) => {
              if (bonus) archiveHints.targetWordHintsUsed++;
              else archiveHints.hintsUsed++;
            },
          }
        : undefined;
    openModal({
      ...(local && { local }),
      kind: 'hints',
      playerId,
      date: current.date,
      poolHints: pool.hints,
      entry,
      hasSpelledWord: current.hasSpelledWord,
      continuousMode: current.continuousMode,
      targetScoreReached: Math.max(totalScore(current), entry?.finalScore ?? 0) >= targetScoreOf(pool),
    });
  }

  /** The suggestion banner's dismiss: hide it now, or for good (the Settings switch). */
  function requestHideSuggestions(): void {
    openModal({
      kind: 'hideSuggestions',
      onCancel: () => store.set(suggestionAtom, null),
      onConfirm: () => {
        changePreferences({ contextualSuggestionsDisabled: true }, { queryClient, store });
        closeModal();
        store.set(suggestionAtom, null);
        // No toast says this: the hidden announcer does.
        store.set(announcementAtom, HIDDEN_SUGGESTIONS_ANNOUNCEMENT);
      },
    });
  }

  return { requestContinuousToggle, openHints, requestHideSuggestions };
}
