// The server project's files share their worker's module cache (vitest.config.ts: isolate: false),
// which spares each file loading Express, Socket.IO, postgres.js, zod and the rest of node_modules
// again (~0.7 CPU-seconds a file). So each file starts here as if alone: our own modules are
// evaluated afresh (the harness then gives this file a database of its own), and mocks, stubs and
// fake timers a previous file left are undone.
import { vi } from 'vitest';

vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
