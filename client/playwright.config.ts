import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { headlessShellLaunchOptions } from './e2e/chromium.js';
import { freePort } from './e2e/local-server.js';

/**
 * End-to-end tests in Debian's Chromium against the real server (embedded PostgreSQL, in-process
 * counters) built and started by `e2e/web-server.ts` on a free port with a throwaway DATA_DIR.
 */

// Chosen once in the runner process; workers inherit them through the environment.
process.env.DOZEN_E2E_PORT ??= String(freePort());
const port = process.env.DOZEN_E2E_PORT;
// The run's one client build: web-server.ts builds it there before its server starts (so before
// any worker), every spec's server serves it (game-fixtures.ts), and web-server.ts removes it at
// the end. DOZEN_E2E_CLIENT_DIST serves an existing build instead (nothing is built then): `npm test`
// gives both as the build it made beside vitest (e2e/prepare-run.ts).
process.env.DOZEN_E2E_BUILD_DIR ??= path.join(os.tmpdir(), `dozen-e2e-${port}-client`);

/**
 * Workers at once: one more than the cores (3 here, CI included), as vitest's (vitest.config.ts):
 * a browser test waits on its server, its operator commands and its own timers, and a third
 * worker fills those waits (full runs, alternating: 202–219 s against 224–230 s with 2, for ~10%
 * more CPU). Each worker has its own game server and database (game-fixtures.ts); the specs on the
 * shared server share no state that they assert. DOZEN_E2E_WORKERS overrides it.
 */
const workers = Number(process.env.DOZEN_E2E_WORKERS) || os.availableParallelism() + 1;
// Socket.IO and the CSRF check compare origins with PUBLIC_URL: use exactly this origin.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  // A failed test runs once more, recording a trace this time, and the run fails all the same
  // (failOnFlakyTests): a test that passes only on its second try is a flaky test to fix.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    // The trace of a failed test's second run: every action with its DOM snapshot, the network
    // (which needs the snapshots) and the console, timed, without the screencast. Recorded on every
    // run, it cost 12% of the browser tests' CPU (five specs, 206–210 against 179–185 CPU-seconds)
    // for traces thrown away when the test passed. The first failure keeps its screenshot and
    // error-context.md (the page's accessibility snapshot).
    trace: { mode: 'on-first-retry', snapshots: true, screenshots: false },
    screenshot: 'only-on-failure',
    // Debian's headless shell, not the full browser in headless mode (e2e/chromium.ts).
    launchOptions: headlessShellLaunchOptions,
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the
    // offline app, games finished offline, real phones, the Content-Security-Policy check). Every
    // new context otherwise installs it and precaches the whole build (~750 kB): ~8% of the
    // browser tests' CPU, for specs whose subject it is not.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ../node_modules/tsx/dist/cli.mjs e2e/web-server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { DOZEN_E2E_PORT: port, DOZEN_E2E_BUILD_DIR: process.env.DOZEN_E2E_BUILD_DIR },
  },
});
