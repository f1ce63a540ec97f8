/**
 * A deployment under test: the real server on GAME_LETTERS (like game-fixtures.ts) on a port of its
 * own, first serving the run's client build ("a"), then stopped and started again on the same port
 * and database with a second build ("b", DOZEN_BUILD_LABEL), as a deployment does. Service
 * workers need a secure context: http://localhost is one.
 *
 * The second build is made once a run, beside the run's own (second-build.ts); outside a run, in a
 * temp folder of the fixture's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base } from './fixtures.js';
import { prepareGameData } from './game-data.js';
import { ownClientBuild, waitForHealth } from './game-fixtures.js';
import { removeDataDir, repoRoot, SERVER_ARGS, serverEnv, workerPort } from './local-server.js';
import { secondBuild } from './second-build.js';

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
      const port = workerPort();
      const url = `http://localhost:${port}`;
      const dataDir = path.join(repoRoot, '.data', `e2e-deploy-${port}-${process.pid}`);
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
        prepareGameData(serverEnv({ port, dataDir, clientDist: dists[0], logLevel: 'warn' }));
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
