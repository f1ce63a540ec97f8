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
 * The order files are handed to workers. Two rules:
 *
 * - One project after another. A worker that shares its modules between files (isolate: false) is
 *   kept for the next file only when that file is of the same project; otherwise vitest ends it and
 *   starts another, which for the client means a new jsdom and React loaded again. Files ordered by
 *   duration across projects started ~110 workers a run instead of a handful (~50 CPU-seconds).
 * - Within a project, longest first, so that no long file starts last and runs alone at the end;
 *   the server's project first, as its files start servers, spawn processes and fuzz (the long
 *   ones). With every file's duration from an earlier run (vitest's cache): failed first, then
 *   longest first. Without (a fresh clone, CI): largest first, as vitest orders files it has never run.
 */
const PROJECT_ORDER = ['server', 'engine', 'client', 'scripts'];

class ProjectsThenLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
    const results = new Map(files.map((spec) => [spec, this.ctx.cache.getFileTestResults(key(spec))]));
    const known = [...results.values()].every(Boolean);
    const size = (spec: TestSpecification) => this.ctx.cache.getFileStats(key(spec))?.size ?? 0;
    const rank = (spec: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      if (!known) return size(b) - size(a);
      const [ra, rb] = [results.get(a)!, results.get(b)!];
      if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
      return rb.duration - ra.duration;
    });
  }
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: ProjectsThenLongestFirst },
    projects: [
      {
        ...node,
        // The engine is pure (no module state, no I/O): its files share their worker's modules.
        test: { name: 'engine', include: ['engine/src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        ...node,
        // Like the engine's, its files share their worker's modules (none keeps state between files).
        test: {
          name: 'scripts',
          include: ['scripts/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A guard against hangs, not a speed goal: building the dictionary from its packages and
          // ESLint's first lint (its parser, resolver and configuration) take seconds on a busy
          // machine, and failed at the default 5 s beside the other projects' suites.
          testTimeout: 60_000,
        },
      },
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
          setupFiles: ['server/test/fresh-file.ts', 'server/test/recorded-answers-check.ts'],
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
