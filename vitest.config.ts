import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the "source" condition, so tests
// run on sources without a build step.
const node = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

export default defineConfig({
  test: {
    projects: [
      { ...node, test: { name: 'engine', include: ['engine/src/**/*.test.ts'], environment: 'node' } },
      { ...node, test: { name: 'scripts', include: ['scripts/src/**/*.test.ts'], environment: 'node' } },
      {
        ...node,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each test file clones a migrated template.
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test-setup.ts'],
          // A guard against hangs, not a speed goal: a whole game played through jsdom takes a few
          // seconds on an idle machine and more while the server suites share its two cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
