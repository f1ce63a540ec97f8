import { lazy, Suspense } from 'react';
import { useAppModal, type AppModal } from './modal-state.js';

// Each modal is its own chunk: a first visit loads none of them.
const HowToPlayModal = lazy(() => import('./HowToPlayModal.js'));
const PrivacyPolicyModal = lazy(() => import('./PrivacyPolicyModal.js'));
const AddToHomeModal = lazy(() => import('./AddToHomeModal.js'));
const SettingsModal = lazy(() => import('./SettingsModal.js'));
const SignInGateModal = lazy(() => import('./SignInGateModal.js'));
const YourStatsModal = lazy(() => import('./YourStatsModal.js'));
const TodaysTargetsModal = lazy(() => import('./TodaysTargetsModal.js'));
const RevealModal = lazy(() => import('./reveal/RevealModal.js'));

// The game screen's modals, loaded by the game screen ahead of need (preloadGameModals): a
// confirmation must open at once, and still open if the connection drops mid-game.
const gameChunks = {
  confirm: () => import('./game/ConfirmModals.js'),
  achievement: () => import('./game/AchievementModal.js'),
  gameComplete: () => import('./game/GameCompleteModal.js'),
  continuous: () => import('./game/ContinuousModeModals.js'),
  hints: () => import('./game/HintsModal.js'),
};
const EndGameModal = lazy(() => gameChunks.confirm().then((m) => ({ default: m.EndGameModal })));
const LeaveGameModal = lazy(() => gameChunks.confirm().then((m) => ({ default: m.LeaveGameModal })));
const HideSuggestionsModal = lazy(() =>
  gameChunks.confirm().then((m) => ({ default: m.HideSuggestionsModal })),
);
const AchievementModal = lazy(() => gameChunks.achievement().then((m) => ({ default: m.AchievementModal })));
const GameCompleteModal = lazy(() =>
  gameChunks.gameComplete().then((m) => ({ default: m.GameCompleteModal })),
);
const ContinuousExplainerModal = lazy(() =>
  gameChunks.continuous().then((m) => ({ default: m.ContinuousExplainerModal })),
);
const ContinuousConfirmModal = lazy(() =>
  gameChunks.continuous().then((m) => ({ default: m.ContinuousConfirmModal })),
);
const HintsModal = lazy(() => gameChunks.hints().then((m) => ({ default: m.HintsModal })));

/** Starts loading the game screen's modal chunks (the game screen calls it when it mounts). */
export function preloadGameModals(): void {
  for (const load of Object.values(gameChunks)) void load().catch(() => undefined);
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

/** Renders the open modal (one at a time), whichever screen opened it. Mount once, inside the router. */
export function ModalHost() {
  const { modal, close } = useAppModal();
  if (!modal) return null;
  // The key remounts when one modal replaces another, so each starts from its first step.
  return (
    <Suspense fallback={null} key={modal.kind}>
      {render(modal, close)}
    </Suspense>
  );
}
