// First of all: zod's config must be in place before any lazy chunk builds a schema.
import '../api/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { watchForAppUpdates } from '../features/offline/app-update.js';
import { captureInstallPrompt } from '../features/offline/install-prompt.js';
import { setPlayerDataPolicy } from '../features/account/player-data-policy.js';
import '../shared/styles/global.css';

// What a player's data does when the player changes: the account feature says when, the app what
// (loaded with the identity's code, after the first render).
setPlayerDataPolicy(() => import('./player-data.js').then((chunk) => chunk.playerDataPolicy));

// The browser fires beforeinstallprompt once, early: keep it for the Add to Home modal.
captureInstallPrompt();

// A new deployment's service worker may take over at any time: never miss it. The worker itself
// registers after the first screen (app/background.ts), with the session, analytics and the
// reachability probe.
watchForAppUpdates();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// #root holds the prerendered home screen (vite.config.ts). A new root, not hydration: the first
// render differs from the build's in ways only this browser knows (the session, this device's
// words, the footer's links and year), and React swaps its screen in for the shell in one commit,
// drawn the same, so nothing flashes and nothing can warn of a mismatch.
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
