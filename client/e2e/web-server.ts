/**
 * Playwright's web server: builds the client into its own temp folder (parallel runs never serve
 * each other's half-written dist; not under .data because Express's `send` refuses files below a
 * dot-folder), starts the real server on DOZEN_E2E_PORT with a throwaway data directory
 * (.data/e2e-<port>: its own embedded PostgreSQL), and removes both once the server has stopped.
 * Playwright sends SIGTERM at the end of the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.DOZEN_E2E_PORT;
if (!port) throw new Error('DOZEN_E2E_PORT is not set (playwright.config.ts sets it)');
const dataDir = path.join(repoRoot, '.data', `e2e-${port}`);
// DOZEN_E2E_CLIENT_DIST serves an existing build instead (e.g. client/dist after `npm run build`).
const ownBuild = !process.env.DOZEN_E2E_CLIENT_DIST;
const clientDist =
  process.env.DOZEN_E2E_CLIENT_DIST ?? mkdtempSync(path.join(os.tmpdir(), `dozen-e2e-${port}-client-`));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded PostgreSQL may still be writing while it shuts down: wait for it (≤ 15 s). */
async function waitForPostgresExit(): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return; // never started, or already gone
  }
  const deadline = Date.now() + 15_000;
  while (Number.isInteger(pid) && pid > 0 && isRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function removeTemporaryFiles(): Promise<void> {
  await waitForPostgresExit();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  if (ownBuild) rmSync(clientDist, { recursive: true, force: true });
}

if (ownBuild) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDist], {
    cwd: path.join(repoRoot, 'client'),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    await removeTemporaryFiles();
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/index.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    CLIENT_DIST_DIR: clientDist,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.DOZEN_E2E_LOG_LEVEL ?? 'warn',
    // Every browser context is a new player from one address: lift the per-IP session limit.
    RATE_SESSIONS_PER_IP_PER_HOUR: '100000',
    RATE_WORDS_PER_IP_PER_MINUTE: '100000',
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
