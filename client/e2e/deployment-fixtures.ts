/**
 * A deployment under test: the real server on GAME_LETTERS (like game-fixtures.ts) on a port of its
 * own, first serving the run's client build ("a"), then stopped and started again on the same port
 * and database with a second build ("b", DOZEN_BUILD_LABEL), as a deployment does. Service
 * workers need a secure context: http://localhost is one.
 *
 * The second build is built once per run, by the first worker that needs it, beside the run's own
 * (web-server.ts removes both at the end); outside a run, in a temp folder of the fixture's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from './fixtures.js';
import { ownClientBuild, setGameLetters, waitForHealth } from './game-fixtures.js';
import { buildClient, freePort, removeDataDir, repoRoot, SERVER_ARGS, serverEnv } from './local-server.js';

/** The second build's folder beside the run's build (web-server.ts removes it with the run's). */
export function secondBuildDir(runBuildDir: string): string {
  return `${runBuildDir}-b`;
}

/** The "b" build: the run's shared one (built once, whichever worker asks first), or a fixture's own. */
async function secondBuild(): Promise<{ dir: string; owned: boolean }> {
  const runBuild = process.env.DOZEN_E2E_BUILD_DIR;
  if (!runBuild) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dozen-e2e-deploy-b-'));
    buildOrThrow(dir);
    return { dir, owned: true };
  }
  const dir = secondBuildDir(runBuild);
  // The lock folder is made by one worker only; it writes `done` (or `failed`) in it at the end.
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

export interface Deployment {
  url: string;
  /** Stops the running server and starts it again on the second build. */
  deploySecond(): Promise<void>;
  /** The entry script of each build (names differ when the code does). */
  entries: { first: string; second: string };
}

function entryScript(dist: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no entry script in ${dist}/index.html`);
  return match[1]!;
}

async function stop(server: ChildProcess | null): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The worker's deployment server: it stays up across tests, serving one build or the other. */
interface DeploymentHost {
  url: string;
  entries: Deployment['entries'];
  /** Serves build 0 ("a") or 1 ("b"), restarting the server on it unless it already does. */
  serve(build: 0 | 1): Promise<void>;
}

/**
 * `deployment`: each test starts on the first build (the server restarted onto it when an earlier
 * test of the worker had deployed the second), on the worker's one server and database.
 */
export const test = base.extend<{ deployment: Deployment }, { deploymentHost: DeploymentHost }>({
  deploymentHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const port = freePort();
      const url = `http://localhost:${port}`;
      const dataDir = path.join(repoRoot, '.data', `e2e-deploy-${port}`);
      // The first deployment is the run's build; the second is the run's "b" build.
      const first = ownClientBuild();
      const second = await secondBuild();
      const dists = [first.dir, second.dir] as const;
      let server: ChildProcess | null = null;
      let serving: 0 | 1 | null = null;
      const serve = async (build: 0 | 1) => {
        if (serving === build) return;
        await stop(server);
        const env = serverEnv({ port, dataDir, clientDist: dists[build], logLevel: 'warn' });
        server = spawn(process.execPath, SERVER_ARGS, {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        await waitForHealth(url, server, 120_000);
        serving = build;
      };
      try {
        setGameLetters(serverEnv({ port, dataDir, clientDist: dists[0], logLevel: 'warn' }));
        await serve(0);
        await provide({
          url,
          entries: { first: entryScript(dists[0]), second: entryScript(dists[1]) },
          serve,
        });
      } finally {
        await stop(server);
        await removeDataDir(dataDir);
        if (second.owned) rmSync(second.dir, { recursive: true, force: true });
        if (first.owned) rmSync(first.dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  deployment: async ({ deploymentHost: host }, provide) => {
    await host.serve(0);
    await provide({ url: host.url, entries: host.entries, deploySecond: () => host.serve(1) });
  },
  baseURL: async ({ deploymentHost }, provide) => provide(deploymentHost.url),
});
