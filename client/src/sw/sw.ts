import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NEVER_CACHED, NEVER_CACHED_PATHS, SHELL_URL, navigationTimeoutMs } from './policy.js';

/**
 * Dozen's service worker (built by vite-plugin-pwa's injectManifest from this file; the policy's
 * reasons are in policy.ts and docs/architecture.md, "Offline app").
 *
 * - Precaches the build (hashed scripts and styles, icons, the manifest, and the app shell
 *   `/index.html`), so the game opens with no network at all.
 * - Pages go to the network first, so the server's meta tags and today's boot data are fresh
 *   whenever the network answers; with no answer the precached shell stands in, and the client
 *   plays from what it kept locally (the last day's pool, the saved game).
 * - /api/* and /socket.io/* are never cached or answered here: they pass straight to the network.
 * - A new deployment's worker takes over at once (skipWaiting + clientsClaim); the page reloads
 *   itself at a safe moment (client/src/features/offline/service-worker.ts).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * Chromium's static routing (InstallEvent.addRoutes): API calls and the socket skip this worker
 * altogether, not even a fetch event. Besides saving a hop per call, it matters for beacons: a
 * `sendBeacon` (analytics on page hide) that a worker intercepts is dropped when the page is
 * gone, even though the worker would only pass it on. Browsers without it get the fetch event,
 * which no route answers, so the request goes to the network as before.
 */
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: Array<{ condition: { urlPattern: unknown }; source: 'network' }>) => Promise<void>;
}
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

self.addEventListener('install', (event) => {
  const install = event as StaticRoutingInstallEvent;
  if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const rules = NEVER_CACHED_PATHS.map((pathname) => ({
    condition: { urlPattern: new URLPattern({ pathname }) },
    source: 'network' as const,
  }));
  install.waitUntil(install.addRoutes(rules).catch(() => undefined));
});

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
enableNavigationPreload();

async function pageOrShell({
  request,
  event,
}: {
  request: Request;
  event: ExtendableEvent;
}): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  try {
    const network = (async () => (await fetchEvent.preloadResponse) ?? fetch(request))();
    const response = await withTimeout(network, navigationTimeoutMs);
    if (response) return response;
  } catch {
    // No network: the shell below.
  }
  return (await matchPrecache(SHELL_URL)) ?? Response.error();
}

/** The promise's value, or undefined once `ms` have passed (a network that never answers). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Only precached files and page navigations are routed; anything else (every API call, the socket)
// is not answered here and goes to the network as if there were no worker.
registerRoute(new NavigationRoute(pageOrShell, { denylist: [NEVER_CACHED] }));
