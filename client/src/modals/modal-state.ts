import { atom, getDefaultStore, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * The app-wide (non-game) modals, opened from anywhere: the footer, the home screen, the game
 * screen. One at a time; opening one replaces the other (e.g. Your Stats → sign-in gate).
 */
export type AppModal =
  | { kind: 'howToPlay' }
  | { kind: 'privacyPolicy' }
  | { kind: 'addToHome' }
  | { kind: 'settings' }
  /** title e.g. 'Sign in to access hints'; feature e.g. 'Hints' → '{feature} is only available for users with Dozen accounts'. */
  | { kind: 'signInGate'; title?: string; feature?: string }
  | { kind: 'yourStats' }
  | { kind: 'todaysTargets' }
  | { kind: 'reveal' };

export type AppModalKind = AppModal['kind'];

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

/** The sign-in gate for a feature that needs an account (spec 000 §5). */
export const SignInGate = {
  hints: { kind: 'signInGate', title: 'Sign in to access hints', feature: 'Hints' },
  continuousMode: {
    kind: 'signInGate',
    title: 'Sign in to access continuous mode',
    feature: 'Continuous mode',
  },
  generic: { kind: 'signInGate' },
} as const satisfies Record<string, AppModal>;
