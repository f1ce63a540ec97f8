import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is offline. `navigator.onLine === false` is reliable (no network
 * at all); `true` only means "maybe": a request can still get no answer, which callers handle as
 * a network failure anyway (api/errors.ts, NetworkError).
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `listener` each time the browser comes back online; returns the unsubscribe. */
export function onReconnect(listener: () => void, target: Window = window): () => void {
  target.addEventListener('online', listener);
  return () => target.removeEventListener('online', listener);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's online state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
