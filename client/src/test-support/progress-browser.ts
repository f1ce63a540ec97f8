import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { progressFetch, type ProgressServer } from './progress-server.js';

/**
 * Test support (not a test): a browser for the progress modals' tests (Your Stats, A.I. Profile,
 * Challenges), its fetch answered by the fake progress server. `openProgressBrowser` in a
 * beforeEach, `closeProgressBrowser` in the afterEach.
 */

/** Empty storage, and a fake progress server with `answers`; a test may fill in more before it renders. */
export function openProgressBrowser(answers: Omit<ProgressServer, 'requests'> = {}): ProgressServer {
  localStorage.clear();
  const server: ProgressServer = { requests: [], ...answers };
  vi.stubGlobal('fetch', progressFetch(server));
  return server;
}

/** Unmounts, and takes the fake server away. */
export function closeProgressBrowser() {
  cleanup();
  vi.unstubAllGlobals();
}
