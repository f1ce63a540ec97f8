import { useSyncExternalStore } from 'react';
import { listen } from '../shared/listen.js';

/**
 * The one connectivity state of the app, from two signals:
 * - the browser's `online`/`offline` events: `offline` is reliable (no network at all), while
 *   `navigator.onLine === true` only means "maybe" (wi-fi with no internet, a captive portal, a
 *   tunnel; and Chromium reads `true` in a page reloaded under offline emulation);
 * - the outcome of the app's own requests (api/http.ts reports each one): no answer at all, a
 *   gateway error (502/503/504) or a page that is not ours (a portal's) means "can't reach Dozen";
 *   any answer of the server's own clears it.
 *
 * Besides the state it tells of *signs* of connectivity, the moments to send what was kept at once
 * (api/keep-trying.ts): an `online` event, the first answer after none, and the tab becoming
 * visible (a phone back from the pocket may have a network again without telling the page).
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

interface State {
  /** The browser said it is offline, and nothing has answered since. */
  browserOffline: boolean;
  /** The last request got no answer from the server (and the browser says it is online). */
  unreached: boolean;
}

let state: State = {
  browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  unreached: false,
};
const changeListeners = new Set<() => void>();
const signListeners = new Set<() => void>();
let browserEventsHeard = false;

export function connectivity(): Connectivity {
  if (state.browserOffline) return 'offline';
  return state.unreached ? 'unreachable' : 'online';
}

/** Whether a request may be worth making now (else kept work waits for a sign). */
export function canReachServer(): boolean {
  return connectivity() === 'online';
}

function update(next: State, sign: boolean): void {
  const before = connectivity();
  state = next;
  if (connectivity() !== before) for (const listener of [...changeListeners]) listener();
  if (sign) for (const listener of [...signListeners]) listener();
}

/** The server answered (any status but a gateway's): it can be reached. */
export function reportAnswer(): void {
  const wasCut = connectivity() !== 'online';
  if (!wasCut) return;
  update({ browserOffline: false, unreached: false }, true);
}

/** A request got no answer of the server's (network failure, timeout, gateway error, a portal). */
export function reportNoAnswer(): void {
  if (state.unreached) return;
  update({ ...state, unreached: true }, false);
}

function hearBrowser(): void {
  if (browserEventsHeard || typeof window === 'undefined') return;
  browserEventsHeard = true;
  // Back online: whether Dozen answers is not known yet (a sign: kept work is tried at once and
  // says), so nothing claims it cannot be reached before a request has failed again.
  listen(window, 'online', () => update({ browserOffline: false, unreached: false }, true));
  listen(window, 'offline', () => update({ ...state, browserOffline: true }, false));
  listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'visible') update(state, true);
  });
}

/** Calls `listener` each time the state changes; returns the unsubscribe. */
export function onConnectivityChange(listener: () => void): () => void {
  hearBrowser();
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Calls `listener` at each sign of connectivity (see above); returns the unsubscribe. */
export function onConnectivitySign(listener: () => void): () => void {
  hearBrowser();
  signListeners.add(listener);
  return () => signListeners.delete(listener);
}

/** The connectivity state, re-rendering when it changes. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(onConnectivityChange, connectivity, () => 'online');
}

/** Tests: back to a fresh page's state. */
export function resetConnectivity(): void {
  state = {
    browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
    unreached: false,
  };
}
