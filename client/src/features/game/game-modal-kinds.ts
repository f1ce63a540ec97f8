import { type AppModal, type AppModalKind, type GameModal } from '../../shared/modal-registry.js';

/**
 * Which modals are the game screen's own (they close when it goes: their buttons act on its
 * controller). Apart from modal-state.ts, which the first page loads: only the game needs this.
 */
const GAME_MODAL_KINDS: ReadonlySet<AppModalKind> = new Set<GameModal['kind']>([
  'endGame',
  'leaveGame',
  'hideSuggestions',
  'achievement',
  'gameComplete',
  'continuousExplainer',
  'continuousConfirm',
  'hints',
]);

export function isGameModal(modal: AppModal | null): modal is GameModal {
  return modal !== null && GAME_MODAL_KINDS.has(modal.kind);
}
