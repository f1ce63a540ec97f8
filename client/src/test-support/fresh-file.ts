// The client project's files share their worker's jsdom and module cache (vitest.config.ts:
// isolate: false), which spares each file ~1 CPU-second of jsdom and React set-up. So each file
// starts here as if alone: whatever the previous file left mounted is unmounted, its mocks,
// stubs and fake timers are undone, storage and the document are emptied, and our modules are
// evaluated afresh (node_modules are kept: they hold no state of ours). This file runs before
// test-setup.ts, whose imports then load the fresh modules.
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

cleanup();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.head.innerHTML = '';
document.body.innerHTML = '';
