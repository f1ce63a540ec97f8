import type { ModalViews } from '../../../shared/modal-registry.js';
import type { GameScreenModalKind } from '../game-modal-kinds.js';
import { AchievementModal } from './AchievementModal.js';
import { EndGameModal, HideSuggestionsModal, LeaveGameModal } from './ConfirmModals.js';
import { ContinuousConfirmModal, ContinuousExplainerModal } from './ContinuousModeModals.js';
import { DayTargetsModal } from './DayTargetsModal.js';
import { GameCompleteModal } from './GameCompleteModal.js';
import { HintsModal } from './HintsModal.js';

/** The host's close first, then the game's own answer (which may open the next modal). */
const closeThen = (onClose: () => void, then: () => void) => () => {
  onClose();
  then();
};

/**
 * The game screen's modals as one chunk (game-modals.tsx loads it as the game screen opens, so each
 * shows at once, and still shows if the connection drops), each taking what its registry entry
 * carries and the host's close.
 */
export const gameScreenModalViews: ModalViews<GameScreenModalKind> = {
  endGame: ({ onConfirm, onClose }) => <EndGameModal onNo={onClose} onYes={onConfirm} />,
  /** `onStay` runs after the modal closed by No, Stay or Escape. */
  leaveGame: ({ onLeave, onStay, onClose }) => (
    <LeaveGameModal onNo={closeThen(onClose, onStay)} onYes={onLeave} />
  ),
  /** `onCancel` runs after the modal closed by Cancel or Escape. */
  hideSuggestions: ({ onConfirm, onCancel, onClose }) => (
    <HideSuggestionsModal onNo={closeThen(onClose, onCancel)} onYes={onConfirm} />
  ),
  achievement: AchievementModal,
  gameComplete: GameCompleteModal,
  continuousExplainer: ContinuousExplainerModal,
  continuousConfirm: ({ turnOn, onConfirm, onClose }) => (
    <ContinuousConfirmModal turnOn={turnOn} onConfirm={onConfirm} onCancel={onClose} />
  ),
  hints: HintsModal,
  dayTargets: DayTargetsModal,
};
