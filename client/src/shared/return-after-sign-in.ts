import { browserStore, readJson, removeKey, StorageKey, writeJson } from './storage.js';

/**
 * Where a player who was asked to sign in on a page goes back to once signed in by the mailed
 * link (whose page, /auth-complete, may open in another tab): an invite link's page, say. Kept in
 * local storage for half an hour, taken once. A sign-in by code happens on the page itself.
 */
const LIFETIME_MS = 30 * 60 * 1000;

export function rememberReturn(path: string, now = Date.now()): void {
  writeJson(StorageKey.returnAfterSignIn, { path, until: now + LIFETIME_MS });
}

/** The page to go back to (a path of this site), once; null when there is none or it is old. */
export function takeReturn(now = Date.now(), store = browserStore()): string | null {
  const kept = readJson(
    StorageKey.returnAfterSignIn,
    (value) => {
      const { path, until } = (value ?? {}) as { path?: unknown; until?: unknown };
      return typeof path === 'string' &&
        path.startsWith('/') &&
        !path.startsWith('//') &&
        typeof until === 'number'
        ? { path, until }
        : null;
    },
    store,
  );
  removeKey(StorageKey.returnAfterSignIn, store);
  return kept && kept.until > now ? kept.path : null;
}
