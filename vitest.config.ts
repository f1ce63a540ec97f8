import os from 'node:os';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Workspace packages export their TypeScript sources under the "source" condition, so tests
// run on sources without a build step.
const node = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

/**
 * Test files at once, across all projects: one more than the cores (vitest's default is one less,
 * a single worker on these 2-core machines), as the server files spend much of their time waiting
 * on their servers, databases and child processes. DOZEN_TEST_WORKERS overrides it.
 */
const workers = Number(process.env.DOZEN_TEST_WORKERS) || os.availableParallelism() + 1;

/**
 * Longest files first, whatever their project, so that no long file starts last and runs alone at
 * the end. Vitest's own order runs the projects one after another (by name: the server's last). With
 * every file's duration from an earlier run (vitest's cache): failed first, then longest first.
 * Without (a fresh clone, CI): the server's files first (they start servers, spawn processes and
 * fuzz: the long ones), then the others, each project's largest first, as vitest orders files it
 * has never run.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
    const results = new Map(files.map((spec) => [spec, this.ctx.cache.getFileTestResults(key(spec))]));
    if ([...results.values()].every(Boolean)) {
      return [...files].sort((a, b) => {
        const [ra, rb] = [results.get(a)!, results.get(b)!];
        if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
        return rb.duration - ra.duration;
      });
    }
    const size = (spec: TestSpecification) => this.ctx.cache.getFileStats(key(spec))?.size ?? 0;
    const serverFirst = (spec: TestSpecification) => (spec.project.name === 'server' ? 0 : 1);
    return [...files].sort((a, b) => serverFirst(a) - serverFirst(b) || size(b) - size(a));
  }
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        ...node,
        // The engine is pure (no module state, no I/O): its files share their worker's modules.
        test: { name: 'engine', include: ['engine/src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      { ...node, test: { name: 'scripts', include: ['scripts/src/**/*.test.ts'], environment: 'node' } },
      {
        ...node,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each test file clones a migrated template into a
          // database of its own, and prefixes its Redis keys and channels with that database's name,
          // so files run side by side.
          globalSetup: ['server/test/global-setup.ts'],
          // One module cache per worker, not per file: loading node_modules for every file cost ~40 of
          // this project's 208 CPU-seconds (CI's fuzz depth). fresh-file.ts makes each file start as
          // if alone.
          isolate: false,
          setupFiles: ['server/test/fresh-file.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one module cache per worker, not per file: jsdom's own loading and set-up
          // was most of this project's CPU (89 → 20 CPU-seconds). test-support/fresh-file.ts makes each
          // start as if alone; shuffled file orders pass.
          isolate: false,
          setupFiles: ['client/src/test-support/fresh-file.ts', 'client/src/test-setup.ts'],
          // A guard against hangs, not a speed goal: a whole game played through jsdom takes a few
          // seconds on an idle machine and more while the server suites share its two cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
