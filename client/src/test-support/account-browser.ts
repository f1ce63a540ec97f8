import { cleanup } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { vi } from 'vitest';
import { resetToasts } from '../shared/ui/toast.js';
import { appModalAtom } from '../shared/modal-registry.js';
import { fakeAccountServer, newAccountState, type AccountState } from './fake-account-server.js';
import { sessionAtom } from '../api/session.js';

/**
 * Test support (not a test): a browser for the account tests, on jotai's default store (where the
 * app's modal host and screens read the session). `openAccountBrowser` in a beforeEach,
 * `closeAccountBrowser` in the afterEach.
 */

/** Who the browser is: a guest or an account, as the fake server's cookie says. */
type BrowserSession = NonNullable<AccountState['session']>;

export const GUEST: BrowserSession = { userId: 'anon1', isAnonymous: true, email: null };

/** Empty storage, `session` in the page and in the fake account server's cookie; answers that server. */
export function openAccountBrowser(session: BrowserSession = GUEST): AccountState {
  localStorage.clear();
  const server = newAccountState({ session: { ...session } });
  vi.stubGlobal('fetch', fakeAccountServer(server));
  getDefaultStore().set(sessionAtom, { ...session });
  return server;
}

/** Unmounts, and puts back what a test may have changed: toasts, fetch, timers, the open modal, the session. */
export function closeAccountBrowser() {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  getDefaultStore().set(appModalAtom, null);
  getDefaultStore().set(sessionAtom, null);
}
