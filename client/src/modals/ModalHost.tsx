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
  }
}

/** Renders the open app modal (one at a time). Mount once, inside the router. */
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
