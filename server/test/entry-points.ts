import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How a test starts the server or an operator command in a process of its own: node's arguments
 * for one entry point, run from compiled JavaScript or from its sources. The one place that decides.
 *
 * `npm test` (scripts/test-all.mjs) sets DOZEN_TEST_COMPILED=1 for its test stages only after its
 * first stage passed: that stage's `tsc -b` has just emitted engine/dist, server/dist and (the
 * operator commands, scripts/tsconfig.cli.json) scripts/dist from these very sources. Starting them
 * skips tsx's ~0.45 CPU-seconds a start, some 50 starts in the browser tests alone. Anywhere else (a
 * developer running one file after editing sources) the entry runs from sources through tsx, as
 * `npm run dev` does, so a build left from earlier is never what a test runs.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type EntryPoint = 'server/src/index.ts' | `scripts/src/${string}-cli.ts`;

/** `entry`'s arguments for `process.execPath`; the process's cwd must be the repository's root (for tsx). */
export function nodeArgs(entry: EntryPoint): string[] {
  if (process.env.DOZEN_TEST_COMPILED !== '1') {
    return ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, entry)];
  }
  // Without the `source` condition, @dozen/engine and @dozen/server resolve to their dist too.
  const compiled = path.join(REPO_ROOT, entry.replace('/src/', '/dist/').replace(/\.ts$/, '.js'));
  if (!existsSync(compiled)) {
    throw new Error(`DOZEN_TEST_COMPILED is set but ${compiled} is missing (npm test builds it first)`);
  }
  return ['--enable-source-maps', compiled];
}
