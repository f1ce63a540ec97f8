// First of all: zod's config must be in place before any lazy chunk builds a schema.
import './api/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { startAnalytics } from './api/analytics.js';
import { watchForAppUpdates } from './offline/app-update.js';
import { registerServiceWorker } from './offline/service-worker.js';
import { captureInstallPrompt } from './routes/install-prompt.js';
import { applyTheme, readThemeChoice } from './styles/theme.js';
import './styles/global.css';

// The player's theme before anything paints (index.html makes this script render-blocking where
// the browser supports it; elsewhere the page is the system's Canvas colour until here).
applyTheme(readThemeChoice());

// The browser fires beforeinstallprompt once, early: keep it for the Add to Home modal.
captureInstallPrompt();

// This page load's visit; batches of events leave later, never on the first render's path.
startAnalytics();

// A new deployment's service worker may take over at any time: never miss it. The worker itself
// registers after the first screen (offline/service-worker.ts).
watchForAppUpdates();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
