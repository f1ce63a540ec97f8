import type { AppModal, AppModalKind, ModalOf } from '../../shared/modal-registry.js';

/**
 * Which modals are the game screen's own (they close when it goes: their buttons act on its
 * controller). Apart from game-modals.tsx, which the first page loads: only the game needs this.
 */
const GAME_SCREEN_MODAL_KINDS = [
  'endGame',
  'leaveGame',
  'hideSuggestions',
  'achievement',
  'gameComplete',
  'continuousExplainer',
  'continuousConfirm',
  'hints',
  'dayTargets',
] as const satisfies readonly AppModalKind[];

export type GameScreenModalKind = (typeof GAME_SCREEN_MODAL_KINDS)[number];

export type GameModal = ModalOf<GameScreenModalKind>;

const kinds: ReadonlySet<AppModalKind> = new Set(GAME_SCREEN_MODAL_KINDS);

export function isGameModal(modal: AppModal | null): modal is GameModal {
  return modal !== null && kinds.has(modal.kind);
}
