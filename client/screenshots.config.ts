import { defineConfig } from '@playwright/test';
import { headlessShellLaunchOptions } from './e2e/chromium.js';
import { VIEWPORTS } from './e2e/fixtures.js';

/**
 * `npm run screenshots`: the README's pictures, made from the running app (e2e/docs-screenshots.ts,
 * on the game specs' own server: the real server on known letters, see e2e/game-fixtures.ts).
 * Not a test: `npm test`'s Playwright run (playwright.config.ts) matches only `*.spec.ts`.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: 'docs-screenshots.ts',
  outputDir: './test-results/docs-screenshots',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions: headlessShellLaunchOptions,
    viewport: VIEWPORTS.phone,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  },
});
