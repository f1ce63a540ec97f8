import { showToast } from '../components/toast.js';
import { SignInGate, type AppModal } from '../modals/modal-state.js';
import { announcementAtom, suggestionAtom } from './atoms.js';
import { type ControllerCore } from './controller-parts.js';
import { targetScoreOf } from './day-facts.js';
import { totalScore } from './game-state.js';
import { browserStore, setSuggestionsDisabled, StorageKey } from './storage.js';

export const HIDDEN_SUGGESTIONS_ANNOUNCEMENT = 'Suggestions hidden. Turn them back on in Settings.';

/**
 * The help around a game: the continuous-mode switch and the hints of the Letters card, and the
 * suggestion banner's dismiss (spec 000 §4 "Continuous mode", "Hints", "Contextual suggestions").
 */
export function createGameTools({ store, facts, game, dispatch, openModal, closeModal }: ControllerCore) {
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
    openModal({
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
        setSuggestionsDisabled(true);
        closeModal();
        store.set(suggestionAtom, null);
        // No toast says this: the hidden announcer does.
        store.set(announcementAtom, HIDDEN_SUGGESTIONS_ANNOUNCEMENT);
      },
    });
  }

  return { requestContinuousToggle, openHints, requestHideSuggestions };
}

/**
 * The continuous-mode explainer is due the first time on this device; answering true records it
 * as shown (a blocked storage simply shows it again next time).
 */
function explainerDue(): boolean {
  const local = browserStore();
  if ((local?.getItem(StorageKey.continuousModeModalSeen) ?? null) !== null) return false;
  try {
    local?.setItem(StorageKey.continuousModeModalSeen, 'true');
  } catch {
    // Storage refused: shown again next time.
  }
  return true;
}
