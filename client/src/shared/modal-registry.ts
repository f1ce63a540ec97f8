import { atom, getDefaultStore, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, type ComponentType } from 'react';

/**
 * Every modal of the app, one at a time, rendered by the one ModalHost (app/ModalHost.tsx):
 * opening one replaces the other (e.g. Your Stats → sign-in gate).
 *
 * The registry is empty here: each feature adds its own modals, kind → what the modal carries
 * besides its kind, by declaration merging in its `*-modals.ts` file, beside the components that
 * show them (as TanStack Router's `Register`):
 *
 *     declare module '../../shared/modal-registry.js' {
 *       interface ModalRegistry { settings: object }
 *     }
 *
 * So a feature opens another's modal by its kind without importing it, and only the app, which
 * composes the features, sees the whole list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface ModalRegistry {}

export type AppModalKind = keyof ModalRegistry;

/** A modal entry: its kind and what it carries. */
export type AppModal = { [K in AppModalKind]: { kind: K } & ModalRegistry[K] }[AppModalKind];

/** The entry of one kind. */
export type ModalOf<K extends AppModalKind> = Extract<AppModal, { kind: K }>;

/** What shows a modal of kind K: what its entry carries, and the host's close. */
export type ModalView<K extends AppModalKind> = ComponentType<ModalRegistry[K] & { onClose: () => void }>;

/** A feature's modals, kind → view: what the feature hands the app's ModalHost. */
export type ModalViews<K extends AppModalKind> = { [P in K]: ModalView<P> };

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
