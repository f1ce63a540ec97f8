import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';
import { freePort } from './e2e/local-server.js';

/**
 * End-to-end tests in Debian's Chromium against the real server (embedded PostgreSQL, in-process
 * counters) built and started by `e2e/web-server.ts` on a free port with a throwaway DATA_DIR.
 */

// Chosen once in the runner process; workers inherit it through the environment.
process.env.DOZEN_E2E_PORT ??= String(freePort());
const port = process.env.DOZEN_E2E_PORT;
// Socket.IO and the CSRF check compare origins with PUBLIC_URL: use exactly this origin.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
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
    env: { DOZEN_E2E_PORT: port },
  },
});
