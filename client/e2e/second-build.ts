/**
 * The run's second client build ("b", DOZEN_BUILD_LABEL), which the deployment specs deploy after
 * the run's own (deployment-fixtures.ts). It lives beside the run's build folder and is made once
 * a run: ahead of the browser tests by `npm test` (prepare-run.ts), or else by the first worker that
 * needs it. Its lock folder is made by one process only, which writes `done` (or `failed`) in it at
 * the end; every other one waits for that.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient } from './local-server.js';

/** The second build's folder beside the run's build. */
export function secondBuildDir(runBuildDir: string): string {
  return `${runBuildDir}-b`;
}

/** The second build's folder and its lock, for whoever removes the run's builds. */
export function secondBuildFolders(runBuildDir: string): string[] {
  const dir = secondBuildDir(runBuildDir);
  return [dir, `${dir}.lock`];
}

/** Whether the run's second build is already complete (made ahead of the browser tests). */
export function isSecondBuildReady(runBuildDir: string): boolean {
  return existsSync(path.join(`${secondBuildDir(runBuildDir)}.lock`, 'done'));
}

/**
 * The run's second build, made unless another process has made it or is making it (then waited
 * for). Without a run's build folder, a build in a temp folder of the caller's (`owned`).
 */
export async function secondBuild(
  runBuildDir = process.env.DOZEN_E2E_BUILD_DIR,
): Promise<{ dir: string; owned: boolean }> {
  if (!runBuildDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dozen-e2e-deploy-b-'));
    buildOrThrow(dir);
    return { dir, owned: true };
  }
  const dir = secondBuildDir(runBuildDir);
  const lock = `${dir}.lock`;
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await builtByAnother(lock, dir);
    return { dir, owned: false };
  }
  try {
    buildOrThrow(dir);
  } catch (error) {
    writeFileSync(path.join(lock, 'failed'), String(error));
    throw error;
  }
  writeFileSync(path.join(lock, 'done'), '');
  return { dir, owned: false };
}

async function builtByAnother(lock: string, dir: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (!existsSync(path.join(lock, 'done'))) {
    if (existsSync(path.join(lock, 'failed'))) throw new Error(`the second build in ${dir} failed`);
    if (Date.now() > deadline) throw new Error(`no second build in ${dir} after 240 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function buildOrThrow(dir: string): void {
  const build = buildClient(dir, 'pipe', 'b');
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}${build.stdout}`);
}
