// The client project's files share their worker's jsdom and module cache (vitest.config.ts:
// isolate: false), which spares each file ~1 CPU-second of jsdom and React set-up. So each file
// starts here as if alone: whatever the previous file left mounted is unmounted, what it left
// running is stopped (its timers, channels, window and document listeners: leftovers.ts), its
// mocks, stubs and fake timers are undone, storage and the document are emptied, and our modules
// are evaluated afresh (node_modules are kept: they hold no state of ours but TanStack Query's
// online flag, reset below). This file runs before test-setup.ts, whose imports then load the
// fresh modules.
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { stopLeftovers } from './leftovers.js';

cleanup();
vi.useRealTimers();
stopLeftovers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
// One state of node_modules is ours: TanStack Query's online flag, which the app's query client
// ties to its connectivity (api/query.ts). A file whose server went away leaves it offline, and the
// next file's queries and writes would wait for a connection that never comes. Back to online,
// following the window's online and offline events as TanStack's own listener does (installed at
// once here, where TanStack installs it when a client first mounts, as the app's always is).
onlineManager.setEventListener((setOnline) => {
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
onlineManager.setOnline(true);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.head.innerHTML = '';
document.body.innerHTML = '';
