/**
 * What the shared web server (web-server.ts) and the game specs' own server (game-fixtures.ts)
 * do alike: a free port, a client build in a temp folder, the real server's environment and
 * command, and removing the throwaway data directory once its embedded PostgreSQL has exited.
 */
import { execFileSync, spawnSync, type StdioOptions } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from '../../server/test/entry-points.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A port for a server a browser-test worker starts, from a block of the worker's own
 * (TEST_PARALLEL_INDEX, which Playwright sets in each worker) below the kernel's ephemeral range.
 * A port the kernel hands out (`freePort`) is free only until someone binds it: two workers, or a
 * worker and an embedded PostgreSQL, each asking for one while their servers start, can be handed
 * the same one, and the second server then answers nothing or shares the first one's files. Here
 * no two workers share a block, the kernel never hands these out, and each is checked free.
 */
const WORKER_PORTS = { first: 20_000, perWorker: 200 };
let nextWorkerPort = 0;
export function workerPort(): number {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const base = WORKER_PORTS.first + worker * WORKER_PORTS.perWorker;
  for (let tried = 0; tried < WORKER_PORTS.perWorker; tried++) {
    const port = base + (nextWorkerPort++ % WORKER_PORTS.perWorker);
    if (isFree(port)) return port;
  }
  throw new Error(`no free port in ${base}–${base + WORKER_PORTS.perWorker - 1}`);
}

/** Whether nothing listens on `port` (checked as the server binds it: every address). */
function isFree(port: number): boolean {
  const script = `require('net').createServer().once('error',()=>process.exit(1)).listen(${port},function(){this.close()})`;
  return spawnSync(process.execPath, ['-e', script]).status === 0;
}

/** A free loopback port, found synchronously (Playwright's config is evaluated in every worker too). */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * `vite build` of the client into `outDir`; the caller decides what a failure means. `label`
 * (DOZEN_BUILD_LABEL) marks a build's version, e.g. a test's second deployment.
 */
export function buildClient(outDir: string, stdio: StdioOptions = 'pipe', label?: string) {
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: path.join(repoRoot, 'client'),
    encoding: 'utf8',
    stdio,
    env: label === undefined ? process.env : { ...process.env, DOZEN_BUILD_LABEL: label },
  });
}

/**
 * node's arguments that run the server (cwd: repoRoot): from its sources, or compiled under
 * `npm test` (server/test/entry-points.ts decides).
 */
export const SERVER_ARGS = nodeArgs('server/src/index.ts');

/**
 * Runs an operator command (`scripts/src/<script>`, as `npm run …` does; compiled under `npm test`)
 * with a server's environment, so it reaches that server's database; waits for it to exit.
 */
export function runOperatorCli(script: `${string}-cli.ts`, args: readonly string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [...nodeArgs(`scripts/src/${script}`), ...args], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
}

/**
 * The operator's footer links on the shared server (the game specs' server configures none, so
 * both cases are seen in a browser). Reserved example names: nothing real is ever linked.
 */
export const SITE_LINKS_ENV = {
  SUPPORT_EMAIL: 'support@example.org',
  SISTER_GAME_URL: 'https://example.org/sister-game/',
  SISTER_GAME_NAME: 'Sister Words',
} as const;

/** The server's environment for a browser test run on `port`. */
export function serverEnv(options: {
  port: number | string;
  dataDir: string;
  clientDist: string;
  logLevel: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    // Socket.IO and the CSRF check compare origins with PUBLIC_URL: exactly the browser's origin.
    PUBLIC_URL: `http://localhost:${options.port}`,
    DATA_DIR: options.dataDir,
    CLIENT_DIST_DIR: options.clientDist,
    NODE_ENV: 'test',
    LOG_LEVEL: options.logLevel,
    // Every browser context is a new player from one address: lift the per-IP limits.
    RATE_SESSIONS_PER_IP_PER_HOUR: '100000',
    RATE_WORDS_PER_IP_PER_MINUTE: '100000',
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded PostgreSQL may still be writing as the server exits: wait for it (≤ 15 s), then remove. */
export async function removeDataDir(dataDir: string): Promise<void> {
  let pid = 0;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    // never started, or already gone
  }
  const deadline = Date.now() + 15_000;
  while (Number.isInteger(pid) && pid > 0 && isRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
