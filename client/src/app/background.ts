import type { QueryClient } from '@tanstack/react-query';
import { startAnalytics } from '../api/analytics.js';
import { watchReachability } from '../api/reachability.js';
import { ensureSession } from '../api/session-boot.js';
import { loadPlayerData } from '../features/account/player-data-policy.js';
import { setGameCompleteExtra } from '../features/game/game-complete-extra.js';
import { registerServiceWorker } from '../features/offline/service-worker.js';
import { applyTheme, readThemeChoice } from '../shared/styles/theme.js';
import { startKeptGamesSender } from './kept-games-sender.js';

/**
 * What the app starts once its first screen has rendered (App.tsx loads this module then): none
 * of it draws anything, so the first page carries none of its code. Until it runs, the player
 * plays as the identity this browser remembers (api/session.ts), and the analytics events and
 * kept games wait in their queues.
 */

let pageStarted = false;

/**
 * What needs no query client, once per page load (App.tsx starts it as soon as this module is
 * there): the session's boot first, then the page's own work.
 */
export function startPage(): void {
  if (pageStarted) return;
  pageStarted = true;
  void ensureSession();
  // public/theme-boot.js set the player's theme before the first paint; applying it again here keeps
  // 'System' following the operating system's changes.
  applyTheme(readThemeChoice());
  // Game Complete says where a game of the day lands in the player's leagues (Friends, loaded
  // while the game is played, after a word the server accepted).
  setGameCompleteExtra(() => import('../features/friends/GameCompletePlaces.js'));
  // This page load's visit; batches of events leave later, never on the first render's path.
  startAnalytics();
  // Whenever Dozen stops answering, something asks it again until it does (api/reachability.ts).
  watchReachability();
  // The worker itself registers once the page has loaded and the browser is idle.
  registerServiceWorker();
}

/**
 * Starts the page's work, the kept games' sender, and the session; then, loaded on demand, what
 * keeps this tab in step with sign-ins and sign-outs (features/account/identity.ts) with what a
 * player's data does when the player changes (app/player-data.ts). Answers the
 * stop of what it started for this query client.
 */
export function startBackground(queryClient: QueryClient): () => void {
  startPage();
  const stopSender = startKeptGamesSender(queryClient);
  let stopSync: (() => void) | undefined;
  let stopped = false;
  void ensureSession()
    .then(() => Promise.all([import('../features/account/identity.js'), loadPlayerData()]))
    .then(([{ startIdentitySync }]) => {
      if (!stopped) stopSync = startIdentitySync({ queryClient });
    });
  return () => {
    stopped = true;
    stopSender();
    stopSync?.();
  };
}
