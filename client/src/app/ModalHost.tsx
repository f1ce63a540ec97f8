import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { track } from '../api/analytics.js';
import type * as GameModals from '../features/game/modals/game-modals.js';
import { useAppModal, type AppModal, type AppModalKind } from '../shared/modal-registry.js';

// Each modal is its own chunk: a first visit loads none of them.
const HowToPlayModal = lazy(() => import('../features/help/HowToPlayModal.js'));
const PrivacyPolicyModal = lazy(() => import('../features/help/PrivacyPolicyModal.js'));
const AddToHomeModal = lazy(() => import('../features/offline/AddToHomeModal.js'));
const SettingsModal = lazy(() => import('../features/settings/SettingsModal.js'));
const SignInGateModal = lazy(() => import('../features/account/sign-in/SignInGateModal.js'));
const SignInHelpModal = lazy(() => import('../features/account/sign-in/SignInHelpModal.js'));
const SignOutModal = lazy(() => import('../features/account/SignOutModal.js'));
const DataRecoveryModal = lazy(() => import('../features/account/DataRecoveryModal.js'));
const YourStatsModal = lazy(() => import('../features/progress/YourStatsModal.js'));
const AiProfileModal = lazy(() => import('../features/progress/profile/AiProfileModal.js'));
const ChallengesModal = lazy(() => import('../features/game/challenges/ChallengesModal.js'));
const TodaysTargetsModal = lazy(() => import('../features/day/TodaysTargetsModal.js'));
const RevealModal = lazy(() => import('../features/day/reveal/RevealModal.js'));

// The game screen's modals: one chunk, which the game screen loads ahead of need.
type GameModalsChunk = typeof GameModals;
let gameModalsChunk: GameModalsChunk | undefined;
const loadGameModals = () =>
  import('../features/game/modals/game-modals.js').then((chunk) => (gameModalsChunk = chunk));

/**
 * One of the game screen's modals: React.lazy's until the chunk has loaded, its own component
 * after. A lazy component suspends on its first render even when its chunk is already there, and
 * React then holds back what the Suspense boundary reveals for 300 ms more (its fallback throttle):
 * an achievement modal opened 700 ms after its word, not the 300–500 ms of spec 000 §9.
 */
function fromGameModals<K extends keyof GameModalsChunk>(name: K): GameModalsChunk[K] {
  const Lazy = lazy(() => loadGameModals().then((chunk) => ({ default: chunk[name] })));
  function GameModal(props: object) {
    // The same component either way; TypeScript cannot see that a name's props follow it.
    const Shown = (gameModalsChunk?.[name] ?? Lazy) as ComponentType<object>;
    return <Shown {...props} />;
  }
  return GameModal as GameModalsChunk[K];
}
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
 * confirmation or a celebration must open at once, and still open if the connection drops
 * mid-game.
 */
export function preloadGameModals(): void {
  void loadGameModals().catch(() => undefined);
}

/** What a modal of this kind carries, besides its kind. */
type ModalFields<K extends AppModalKind> = Omit<Extract<AppModal, { kind: K }>, 'kind'>;

/**
 * The modals that take what their entry carries and close by the host's close, as they are.
 * `satisfies` checks each one's props against its entry in modal-state.ts.
 */
const TAKES_ITS_FIELDS = {
  howToPlay: HowToPlayModal,
  privacyPolicy: PrivacyPolicyModal,
  addToHome: AddToHomeModal,
  settings: SettingsModal,
  signInGate: SignInGateModal,
  signInHelp: SignInHelpModal,
  signOut: SignOutModal,
  dataRecovery: DataRecoveryModal,
  yourStats: YourStatsModal,
  aiProfile: AiProfileModal,
  todaysTargets: TodaysTargetsModal,
  reveal: RevealModal,
  achievement: AchievementModal,
  gameComplete: GameCompleteModal,
  hints: HintsModal,
} satisfies { [K in AppModalKind]?: ComponentType<ModalFields<K> & { onClose: () => void }> };

type TakesItsFields = Extract<AppModal, { kind: keyof typeof TAKES_ITS_FIELDS }>;

function takesItsFields(modal: AppModal): modal is TakesItsFields {
  return modal.kind in TAKES_ITS_FIELDS;
}

function render(modal: AppModal, close: () => void) {
  if (takesItsFields(modal)) {
    const { kind, ...fields } = modal;
    // TypeScript cannot pair a kind's component with the same kind's fields; `satisfies` above does.
    const Shown = TAKES_ITS_FIELDS[kind] as ComponentType<typeof fields & { onClose: () => void }>;
    return <Shown {...fields} onClose={close} />;
  }
  switch (modal.kind) {
    case 'challenges':
      return <ChallengesModal onClose={close} date={modal.date} generate={modal.generate ?? false} />;
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
    case 'continuousExplainer':
      return <ContinuousExplainerModal onContinue={modal.onContinue} onClose={close} />;
    case 'continuousConfirm':
      return <ContinuousConfirmModal turnOn={modal.turnOn} onConfirm={modal.onConfirm} onCancel={close} />;
  }
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
