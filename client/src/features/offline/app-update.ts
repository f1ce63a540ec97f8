import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new deployment's service worker has taken over this page (skipWaiting + clientsClaim), but
 * the page still runs the code it loaded: it reloads to the new version at the first safe moment.
 *
 * Safe moments: the page is hidden (the player is elsewhere), or the player moves to another
 * screen (the screen just left has written its state: the game's saved state survives a reload,
 * spec 000 §4). Never under the player's fingers in the middle of a screen. Until then the old
 * code keeps working; should it need a file the new deployment no longer has (a lazy screen), the
 * failed import reloads at once (`vite:preloadError`), after the game has written its state.
 *
 * Installed from main.tsx before anything else runs, so no takeover is missed. Small on purpose:
 * it is in the entry bundle; registering the worker loads later (service-worker.ts).
 */
let reloadPending = false;

function reloadNow(): void {
  // pagehide makes every screen write what it holds (the game's saved state) before the reload.
  location.reload();
}

function reloadWhenHidden(): void {
  if (document.visibilityState === 'hidden') reloadNow();
}

export function watchForAppUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page no worker controlled was loaded from the network: it already is the newest version,
  // and the first worker taking control of it changes nothing.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    reloadPending = true;
    if (document.visibilityState === 'hidden') reloadNow();
    else document.addEventListener('visibilitychange', reloadWhenHidden);
  });
  window.addEventListener('vite:preloadError', (event) => {
    // A lazy file of the old version is gone: load the new version instead of failing.
    event.preventDefault();
    reloadNow();
  });
}

/** Whether a new version is waiting for a safe moment to load. */
export function isReloadPending(): boolean {
  return reloadPending;
}

/** Mount once inside the router: a move to another screen is a safe moment to load a new version. */
export function useReloadOnScreenChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isReloadPending()) reloadNow();
  }, [pathname]);
}
