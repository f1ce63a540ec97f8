/**
 * The game screen's modals as one chunk: the game screen preloads it as it opens (ModalHost's
 * preloadGameModals), so each of them shows at once, and still shows if the connection drops.
 */
export { AchievementModal } from './AchievementModal.js';
export { EndGameModal, HideSuggestionsModal, LeaveGameModal } from './ConfirmModals.js';
export { ContinuousConfirmModal, ContinuousExplainerModal } from './ContinuousModeModals.js';
export { GameCompleteModal } from './GameCompleteModal.js';
export { HintsModal } from './HintsModal.js';
