import { useSyncExternalStore } from 'react';

/**
 * Toasts: one at a time (a new one replaces the current), durations of spec 000 §9 / 001 §9.
 * A small external store, so game logic outside React can show a toast too (`showToast`). The
 * first page carries only the store: the Toaster that draws it (Toaster.tsx) loads after the first
 * render, and shows the toast on hand then.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export const TOAST_DURATION_MS = {
  default: 5_000,
  success: 3_000,
  targetWord: 5_000,
  challenge: 6_000,
  /** 'Game Saved Locally' (spec 000 §8). */
  savedLocally: 10_000,
} as const;

/** A dismissed toast leaves the store this long after it closed (spec 001 §9). */
export const TOAST_REMOVE_DELAY_MS = 3_000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults: 3 s for success, else 5 s. */
  durationMs?: number;
  /**
   * Said with the toast to screen readers, not shown in it: what the same moment put on screen
   * elsewhere (a tutorial tip beside a word's result), so that moment is one announcement.
   */
  alsoAnnounced?: string;
}

export interface ToastState extends Required<Omit<ToastOptions, 'description' | 'alsoAnnounced'>> {
  id: number;
  description?: string;
  alsoAnnounced?: string;
  open: boolean;
}

type Listener = () => void;

let current: ToastState | null = null;
let nextId = 1;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let removeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(next: ToastState | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function clearTimers(): void {
  clearTimeout(closeTimer);
  clearTimeout(removeTimer);
}

export function defaultDuration(variant: ToastVariant): number {
  return variant === 'success' ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.default;
}

/** Shows a toast, replacing any toast on screen. Answers its id. */
export function showToast(options: ToastOptions): number {
  clearTimers();
  const variant = options.variant ?? 'default';
  const toast: ToastState = {
    id: nextId++,
    title: options.title,
    variant,
    durationMs: options.durationMs ?? defaultDuration(variant),
    open: true,
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.alsoAnnounced !== undefined ? { alsoAnnounced: options.alsoAnnounced } : {}),
  };
  emit(toast);
  closeTimer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
  return toast.id;
}

/** Closes the toast (the current one, or only the one with `id`). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id) || !current.open) return;
  clearTimers();
  const closing = { ...current, open: false };
  emit(closing);
  removeTimer = setTimeout(() => {
    if (current?.id === closing.id) emit(null);
  }, TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

export function useToast() {
  const toast = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, show: showToast, dismiss: dismissToast };
}

/** Test helper: forget any toast and timers. */
export function resetToasts(): void {
  clearTimers();
  emit(null);
}
