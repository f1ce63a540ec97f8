import { whenIdle } from '../../shared/when-idle.js';
import { onConnectivitySign } from '../../api/connectivity.js';

/**
 * Registers Dozen's service worker (built from src/sw/sw.ts) once the page has loaded and the
 * browser is idle: its precache downloads the whole build, which must never compete with the
 * first screen. Then asks for a new version now and then: every hour, and at every sign of
 * connectivity (back online, Dozen answering again, the page visible again) — a daily game's tab
 * stays open for days, and nobody should be kept on an old version (app-update.ts reloads into the
 * new one at a safe moment).
 */
export const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () =>
    whenIdle(() => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/' })
        .then(checkForUpdates)
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    // An update check that fails (offline) is simply tried again next time.
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  onConnectivitySign(check);
}
