import { atom, getDefaultStore, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { AchievementModalProps } from '../features/game/modals/AchievementModal.js';
import type { GameCompleteModalProps } from '../features/game/modals/GameCompleteModal.js';
import type { HintsModalProps } from '../features/game/modals/HintsModal.js';

/**
 * Every modal of the app, one at a time, rendered by the one ModalHost: the app-wide ones
 * (footer, home screen, game tools) and the game screen's own. Opening one replaces the other
 * (e.g. Your Stats → sign-in gate). The game's modals carry what they show and what their buttons
 * do; the game controller builds them (features/game/controller.ts). `onClose` is the host's: it closes.
 */
export type AppModal =
  | { kind: 'howToPlay' }
  | { kind: 'privacyPolicy' }
  | { kind: 'addToHome' }
  | { kind: 'settings' }
  | SignInGateModal
  /** The authentication setup help (spec 001 §2): why the sign-in e-mail could not be sent. */
  | { kind: 'signInHelp'; problem: SignInProblem; message: string; retry: SignInGateModal }
  /** Sign Out's confirmation (from Settings). */
  | { kind: 'signOut' }
  | { kind: 'dataRecovery' }
  | { kind: 'yourStats' }
  /** Advanced Stats / A.I. Profile (signed-in only). */
  | { kind: 'aiProfile' }
  /** The day's personalised challenges; `generate` asks the server for them on opening. */
  | { kind: 'challenges'; date: string; generate?: boolean }
  | { kind: 'todaysTargets' }
  | { kind: 'reveal' }
  | GameModal;

/**
 * Sign Up / Sign In, behind every gate. title e.g. 'Sign in to access hints'; feature e.g. 'Hints'
 * → '{feature} is only available for users with Dozen accounts'; email fills the address in.
 */
export interface SignInGateModal {
  kind: 'signInGate';
  title?: string;
  feature?: string;
  email?: string;
}

/** Why a sign-in e-mail could not be sent: no connection, or the server's mail is not working. */
export type SignInProblem = 'network' | 'configuration';

/** The game screen's modals; they close when the game screen goes (their actions belong to it). */
export type GameModal =
  | { kind: 'endGame'; onConfirm: () => void }
  /** `onStay` runs after the modal closed by No, Stay or Escape. */
  | { kind: 'leaveGame'; onLeave: () => void; onStay: () => void }
  /** `onCancel` runs after the modal closed by Cancel or Escape. */
  | { kind: 'hideSuggestions'; onConfirm: () => void; onCancel: () => void }
  | ({ kind: 'achievement' } & Omit<AchievementModalProps, 'onClose'>)
  | ({ kind: 'gameComplete' } & Omit<GameCompleteModalProps, 'onClose'>)
  | { kind: 'continuousExplainer'; onContinue: () => void }
  | { kind: 'continuousConfirm'; turnOn: boolean; onConfirm: () => void }
  | ({ kind: 'hints' } & Omit<HintsModalProps, 'onClose'>);

export type AppModalKind = AppModal['kind'];

/** The one modal atom: the modal on screen, or null. */
export const appModalAtom = atom<AppModal | null>(null);

export function openAppModal(modal: AppModal, store = getDefaultStore()): void {
  store.set(appModalAtom, modal);
}

export function useAppModal() {
  const modal = useAtomValue(appModalAtom);
  const set = useSetAtom(appModalAtom);
  const open = useCallback((next: AppModal) => set(next), [set]);
  const close = useCallback(() => set(null), [set]);
  return { modal, open, close };
}
