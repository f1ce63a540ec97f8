import { useSyncExternalStore } from 'react';
import { listen } from '../shared/listen.js';

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
  return listen(target, 'online', listener);
}

function subscribe(listener: () => void): () => void {
  const stops = [listen(window, 'online', listener), listen(window, 'offline', listener)];
  return () => stops.forEach((stop) => stop());
}

/** The browser's online state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
