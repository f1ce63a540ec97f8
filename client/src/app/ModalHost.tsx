import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { track } from '../api/analytics.js';
import { accountModals } from '../features/account/account-modals.js';
import { dayModals } from '../features/day/day-modals.js';
import { friendsModals } from '../features/friends/friends-modals.js';
import { gameModals } from '../features/game/game-modals.js';
import { helpModals } from '../features/help/help-modals.js';
import { offlineModals } from '../features/offline/offline-modals.js';
import { progressModals } from '../features/progress/progress-modals.js';
import { settingsModals } from '../features/settings/settings-modals.js';
import { useAppModal, type AppModal, type AppModalKind, type ModalViews } from '../shared/modal-registry.js';

/**
 * Every feature's modals, kind → view. `satisfies` checks that each kind a feature registered has
 * its view, and that each view takes what its entry carries.
 */
const MODAL_VIEWS = {
  ...helpModals,
  ...offlineModals,
  ...settingsModals,
  ...accountModals,
  ...progressModals,
  ...dayModals,
  ...gameModals,
  ...friendsModals,
} satisfies ModalViews<AppModalKind>;

function render(modal: AppModal, close: () => void) {
  const { kind, ...fields } = modal;
  // TypeScript cannot pair a kind's view with the same kind's fields; `satisfies` above does.
  const View = MODAL_VIEWS[kind] as ComponentType<typeof fields & { onClose: () => void }>;
  return <View {...fields} onClose={close} />;
}

/**
 * The analytics event of showing a modal, for the modals that are one (spec 000 §7: view targets,
 * how to play, hints, reveal; and the sign-in prompt and the challenge list). Recorded here, where every modal opens,
 * whichever button opened it.
 */
const VIEW_EVENTS = {
  howToPlay: 'how_to_play',
  todaysTargets: 'view_targets',
  hints: 'hints_open',
  reveal: 'reveal_open',
  signInGate: 'sign_in_prompt',
  challenges: 'challenges_open',
} as const satisfies Partial<Record<AppModalKind, string>>;

function viewEventOf(modal: AppModal | null) {
  return modal && modal.kind in VIEW_EVENTS ? VIEW_EVENTS[modal.kind as keyof typeof VIEW_EVENTS] : null;
}

/**
 * Renders the open modal (one at a time), whichever screen opened it. Mount once, inside the router.
 * Modals read server state: until the query client is there (`ready`), one opened waits, and opens
 * then.
 */
export function ModalHost({ ready = true }: { ready?: boolean }) {
  const { modal, close } = useAppModal();
  const shown = ready ? modal : null;
  // Counted as the modal is drawn, not after the paint: a player who leaves the page the moment it
  // shows still has its view in the queue that page-hide sends.
  useLayoutEffect(() => {
    const event = viewEventOf(shown);
    if (event) track(event);
  }, [shown]);
  if (!shown) return null;
  // The key remounts when one modal replaces another, so each starts from its first step.
  return (
    <Suspense fallback={null} key={shown.kind}>
      {render(shown, close)}
    </Suspense>
  );
}
