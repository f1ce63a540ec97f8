import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ApiRoute } from '@dozen/engine/contract';
import { nodeArgs } from './entry-points.js';
import { testDatabaseUrl } from './harness.js';
import { freePort, startRedisProcess, waitFor, type RedisProcess } from './live-support.js';
import { startProxy, type Proxy } from './proxy.js';

/**
 * Real server processes (server/src/index.ts, from sources through tsx or compiled: entry-points.ts)
 * for the tests of several instances, deployments and restarts.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Instance {
  name: string;
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM (as a deployment stops it), then its exit code. */
  stop(): Promise<number | null>;
  /** The Socket.IO connections it holds now (its `dozen_socketio_open_sockets` metric). */
  openSockets(): Promise<number>;
}

/** The deployment's metrics token: /metrics answers on an instance's port with it. */
const METRICS_TOKEN = randomBytes(32).toString('base64url');

/** Starts an instance (on `port`, or a free one) and resolves once it answers /api/health. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<Instance> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, nodeArgs('server/src/index.ts'), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(listenPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  await waitFor(
    `${name} to answer /api/health`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
      const response = await fetch(baseUrl + ApiRoute.health.path()).catch(() => undefined);
      return response?.ok ? true : undefined;
    },
    90_000,
  );
  return {
    name,
    port: listenPort,
    baseUrl,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async openSockets() {
      const response = await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const sample = /^dozen_socketio_open_sockets (\S+)$/m.exec(await response.text());
      if (!sample)
        throw new Error(`${name}: no dozen_socketio_open_sockets in /metrics (${response.status})`);
      return Number(sample[1]);
    },
  };
}

/**
 * The environment of an instance of a test deployment: one database (and Redis, when given) shared
 * by every instance, behind one public origin (the proxy's), with limits no test reaches.
 */
export function instanceEnv(options: {
  databaseUrl: string;
  publicUrl: string;
  redisUrl?: string;
  /** REBALANCE_SOCKETS: only behind the proxy (live/rebalance.ts). */
  rebalance?: boolean;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
    REBALANCE_SOCKETS: options.rebalance ? '1' : '',
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    POOL_DAYS_AHEAD: '1',
    RATE_WORDS_PER_SESSION_PER_MINUTE: '100000',
    RATE_WORDS_PER_IP_PER_MINUTE: '100000',
    RATE_SESSIONS_PER_IP_PER_HOUR: '100000',
    RATE_WRITES_PER_SESSION_PER_MINUTE: '100000',
    // One sign-in key for the deployment, as docker-compose.yml gives every instance.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN,
  };
}

/**
 * A test deployment in the compose shape, before any instance starts: a Redis of its own, two
 * ports behind nginx running the shipped config, and the instances' environment. What it opens is
 * pushed onto `cleanup`.
 */
export async function deploymentBehindProxy(
  cleanup: Array<() => Promise<unknown>>,
  options: { rebalance?: boolean } = {},
): Promise<{ redis: RedisProcess; ports: number[]; proxy: Proxy; env: Record<string, string> }> {
  const redis = await startRedisProcess();
  cleanup.push(() => redis.close());
  const ports = [await freePort(), await freePort()];
  const proxy = await startProxy(ports);
  cleanup.push(() => proxy.close());
  const env = instanceEnv({
    databaseUrl: await testDatabaseUrl(),
    publicUrl: proxy.url,
    redisUrl: redis.url,
    ...options,
  });
  return { redis, ports, proxy, env };
}
