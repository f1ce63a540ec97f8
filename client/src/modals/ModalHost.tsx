import { lazy, Suspense, useEffect } from 'react';
import { track } from '../api/analytics.js';
import { useAppModal, type AppModal, type AppModalKind } from './modal-state.js';

// Each modal is its own chunk: a first visit loads none of them.
const HowToPlayModal = lazy(() => import('./HowToPlayModal.js'));
const PrivacyPolicyModal = lazy(() => import('./PrivacyPolicyModal.js'));
const AddToHomeModal = lazy(() => import('./AddToHomeModal.js'));
const SettingsModal = lazy(() => import('./SettingsModal.js'));
const SignInGateModal = lazy(() => import('./SignInGateModal.js'));
const YourStatsModal = lazy(() => import('./YourStatsModal.js'));
const TodaysTargetsModal = lazy(() => import('./TodaysTargetsModal.js'));
const RevealModal = lazy(() => import('./reveal/RevealModal.js'));

// The game screen's modals: one chunk, which the game screen loads ahead of need.
const gameModals = () => import('./game/game-modals.js');
const fromGameModals = <K extends keyof Awaited<ReturnType<typeof gameModals>>>(name: K) =>
  lazy(() => gameModals().then((chunk) => ({ default: chunk[name] })));
const EndGameModal = fromGameModals('EndGameModal');
const LeaveGameModal = fromGameModals('LeaveGameModal');
const HideSuggestionsModal = fromGameModals('HideSuggestionsModal');
const AchievementModal = fromGameModals('AchievementModal');
const GameCompleteModal = fromGameModals('GameCompleteModal');
const ContinuousExplainerModal = fromGameModals('ContinuousExplainerModal');
const ContinuousConfirmModal = fromGameModals('ContinuousConfirmModal');
const HintsModal = fromGameModals('HintsModal');

/**
 * Starts loading the game screen's modals (the game screen calls it as it mounts): a
 * confirmation must open at once, and still open if the connection drops mid-game.
 */
export function preloadGameModals(): void {
  void gameModals().catch(() => undefined);
}

function render(modal: AppModal, close: () => void) {
  switch (modal.kind) {
    case 'howToPlay':
      return <HowToPlayModal onClose={close} />;
    case 'privacyPolicy':
      return <PrivacyPolicyModal onClose={close} />;
    case 'addToHome':
      return <AddToHomeModal onClose={close} />;
    case 'settings':
      return <SettingsModal onClose={close} />;
    case 'signInGate':
      return <SignInGateModal onClose={close} title={modal.title} feature={modal.feature} />;
    case 'yourStats':
      return <YourStatsModal onClose={close} />;
    case 'todaysTargets':
      return <TodaysTargetsModal onClose={close} />;
    case 'reveal':
      return <RevealModal onClose={close} />;
    case 'endGame':
      return <EndGameModal onNo={close} onYes={modal.onConfirm} />;
    case 'leaveGame': {
      const stay = () => {
        close();
        modal.onStay();
      };
      return <LeaveGameModal onNo={stay} onYes={modal.onLeave} />;
    }
    case 'hideSuggestions': {
      const cancel = () => {
        close();
        modal.onCancel();
      };
      return <HideSuggestionsModal onNo={cancel} onYes={modal.onConfirm} />;
    }
    case 'achievement': {
      const { kind: _kind, ...props } = modal;
      return <AchievementModal {...props} onClose={close} />;
    }
    case 'gameComplete': {
      const { kind: _kind, ...props } = modal;
      return <GameCompleteModal {...props} onClose={close} />;
    }
    case 'continuousExplainer':
      return <ContinuousExplainerModal onContinue={modal.onContinue} onClose={close} />;
    case 'continuousConfirm':
      return <ContinuousConfirmModal turnOn={modal.turnOn} onConfirm={modal.onConfirm} onCancel={close} />;
    case 'hints': {
      const { kind: _kind, ...props } = modal;
      return <HintsModal {...props} onClose={close} />;
    }
  }
}

/**
 * The analytics event of showing a modal, for the modals that are one (spec 000 §7: view targets,
 * how to play, hints, reveal; and the sign-in prompt). Recorded here, where every modal opens,
 * whichever button opened it.
 */
const VIEW_EVENTS = {
  howToPlay: 'how_to_play',
  todaysTargets: 'view_targets',
  hints: 'hints_open',
  reveal: 'reveal_open',
  signInGate: 'sign_in_prompt',
} as const satisfies Partial<Record<AppModalKind, string>>;

function viewEventOf(modal: AppModal | null) {
  return modal && modal.kind in VIEW_EVENTS ? VIEW_EVENTS[modal.kind as keyof typeof VIEW_EVENTS] : null;
}

/** Renders the open modal (one at a time), whichever screen opened it. Mount once, inside the router. */
export function ModalHost() {
  const { modal, close } = useAppModal();
  useEffect(() => {
    const event = viewEventOf(modal);
    if (event) track(event);
  }, [modal]);
  if (!modal) return null;
  // The key remounts when one modal replaces another, so each starts from its first step.
  return (
    <Suspense fallback={null} key={modal.kind}>
      {render(modal, close)}
    </Suspense>
  );
}
