import { lazy, type ComponentType } from 'react';
import type { ModalView, ModalViews } from '../../shared/modal-registry.js';
import type { GameScreenModalKind } from './game-modal-kinds.js';
import type { AchievementModalProps } from './modals/AchievementModal.js';
import type { DayTargetsModalProps } from './modals/DayTargetsModal.js';
import type { GameCompleteModalProps } from './modals/GameCompleteModal.js';
import type * as GameModalViews from './modals/game-modal-views.js';
import type { HintsModalProps } from './modals/HintsModal.js';

/**
 * The game's modals. Those of the game screen carry what they show and what their buttons do;
 * the game controller builds them (controller.ts), and they close when the game screen goes.
 */
declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    /** The day's personalised challenges; `generate` asks the server for them on opening. */
    challenges: { date: string; generate?: boolean };
    endGame: { onConfirm: () => void };
    leaveGame: { onLeave: () => void; onStay: () => void };
    hideSuggestions: { onConfirm: () => void; onCancel: () => void };
    achievement: Omit<AchievementModalProps, 'onClose'>;
    gameComplete: Omit<GameCompleteModalProps, 'onClose'>;
    continuousExplainer: { onContinue: () => void };
    continuousConfirm: { turnOn: boolean; onConfirm: () => void };
    hints: Omit<HintsModalProps, 'onClose'>;
    /** A past day's targets against its archive game. */
    dayTargets: Omit<DayTargetsModalProps, 'onClose'>;
  }
}

// The game screen's modals: one chunk, which the game screen loads ahead of need.
type Chunk = typeof GameModalViews;
let chunk: Chunk | undefined;
const loadChunk = () => import('./modals/game-modal-views.js').then((loaded) => (chunk = loaded));

/**
 * One of the game screen's modals: React.lazy's until the chunk has loaded, its own component
 * after. A lazy component suspends on its first render even when its chunk is already there, and
 * React then holds back what the Suspense boundary reveals for 300 ms more (its fallback throttle):
 * an achievement modal opened 700 ms after its word, not the 300–500 ms of spec 000 §9.
 */
function fromChunk<K extends GameScreenModalKind>(kind: K): ModalView<K> {
  const Lazy = lazy(() => loadChunk().then((loaded) => ({ default: loaded.gameScreenModalViews[kind] })));
  function GameScreenModal(props: object) {
    // The same component either way; TypeScript cannot see that a kind's props follow it.
    const Shown = (chunk?.gameScreenModalViews[kind] ?? Lazy) as ComponentType<object>;
    return <Shown {...props} />;
  }
  return GameScreenModal as ModalView<K>;
}

/**
 * Starts loading the game screen's modals (the game screen calls it as it mounts): a
 * confirmation or a celebration must open at once, and still open if the connection drops
 * mid-game.
 */
export function preloadGameModals(): void {
  void loadChunk().catch(() => undefined);
}

export const gameModals: ModalViews<GameScreenModalKind | 'challenges'> = {
  challenges: lazy(() => import('./challenges/ChallengesModal.js')),
  endGame: fromChunk('endGame'),
  leaveGame: fromChunk('leaveGame'),
  hideSuggestions: fromChunk('hideSuggestions'),
  achievement: fromChunk('achievement'),
  gameComplete: fromChunk('gameComplete'),
  continuousExplainer: fromChunk('continuousExplainer'),
  continuousConfirm: fromChunk('continuousConfirm'),
  hints: fromChunk('hints'),
  dayTargets: fromChunk('dayTargets'),
};
