/**
 * Playwright's web server: builds the client, starts the real server on DOZEN_E2E_PORT with a
 * throwaway data directory (.data/e2e-<port>: its own embedded PostgreSQL), and removes that
 * directory once the server has stopped. Playwright sends SIGTERM at the end of the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.DOZEN_E2E_PORT;
if (!port) throw new Error('DOZEN_E2E_PORT is not set (playwright.config.ts sets it)');
const dataDir = path.join(repoRoot, '.data', `e2e-${port}`);

if (!process.env.DOZEN_E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/index.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
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
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
