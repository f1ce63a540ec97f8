// First of all: zod's config must be in place before any lazy chunk builds a schema.
import './api/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { captureInstallPrompt } from './routes/install-prompt.js';
import './styles/global.css';

// The browser fires beforeinstallprompt once, early: keep it for the Add to Home modal.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
