/**
 * Playwright's web server: builds the client into the run's build folder (DOZEN_E2E_BUILD_DIR, in
 * the temp folder and named after the port, so parallel runs never serve each other's half-written
 * dist; not under .data because Express's `send` refuses files below a dot-folder), starts the real
 * server on DOZEN_E2E_PORT with a throwaway data directory (.data/e2e-<port>: its own embedded
 * PostgreSQL), and removes both once the server has stopped. Playwright starts its workers only
 * once this server answers, so every spec's own server (game-fixtures.ts) finds the build complete
 * and serves it too: one build for the whole run. Playwright sends SIGTERM at the end of the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildClient,
  removeDataDir,
  repoRoot,
  SERVER_ARGS,
  serverEnv,
  SITE_LINKS_ENV,
} from './local-server.js';
import { isSecondBuildReady, secondBuildFolders } from './second-build.js';

const port = process.env.DOZEN_E2E_PORT;
if (!port) throw new Error('DOZEN_E2E_PORT is not set (playwright.config.ts sets it)');
const dataDir = path.join(repoRoot, '.data', `e2e-${port}`);
// DOZEN_E2E_CLIENT_DIST serves an existing build instead (e.g. client/dist after `npm run build`).
const ownBuild = !process.env.DOZEN_E2E_CLIENT_DIST;
const clientDist =
  process.env.DOZEN_E2E_CLIENT_DIST ??
  process.env.DOZEN_E2E_BUILD_DIR ??
  mkdtempSync(path.join(os.tmpdir(), `dozen-e2e-${port}-client-`));

// The run's second build (second-build.ts), made beside the run's own when a spec deploys; one made
// ahead with the run's build (`npm test`: prepare-run.ts) is its maker's to remove.
const runBuildDir = process.env.DOZEN_E2E_BUILD_DIR;
const secondMadeAhead = !ownBuild && runBuildDir !== undefined && isSecondBuildReady(runBuildDir);
const secondFolders = runBuildDir && !secondMadeAhead ? secondBuildFolders(runBuildDir) : [];
const removeSecondBuild = () =>
  secondFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));

async function removeTemporaryFiles(): Promise<void> {
  await removeDataDir(dataDir);
  if (ownBuild) rmSync(clientDist, { recursive: true, force: true });
  removeSecondBuild();
}

// Folders left by a run that was killed hold nothing of this one's: start empty.
removeSecondBuild();
if (ownBuild) {
  rmSync(clientDist, { recursive: true, force: true });
  const build = buildClient(clientDist, 'inherit');
  if (build.status !== 0) {
    await removeTemporaryFiles();
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...serverEnv({ port, dataDir, clientDist, logLevel: process.env.DOZEN_E2E_LOG_LEVEL ?? 'warn' }),
    ...SITE_LINKS_ENV,
  },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', (code, signal) => {
  void removeTemporaryFiles().finally(() => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));
});
