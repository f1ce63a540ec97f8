/**
 * The real server as `npm start` runs it (server/src/index.ts, from sources through tsx), in a
 * process of its own, on the bench's PostgreSQL: what a player's requests and sockets meet.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiRoute } from '@dozen/engine/contract';
import { freePort } from '@dozen/server/storage/embedded-postgres';
import { BenchError } from './ipc.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What a browser's request to its own server carries (the CSRF check wants it). */
export const SAME_ORIGIN_JSON = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** `env` adds to the server's environment (e.g. REDIS_URL for instances that share counters). */
export async function startServerProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dozen-bench-server-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, 'server/src/index.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        POOL_DAYS_AHEAD: '1',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        // The bench measures the live path, not the limiter's refusals.
        RATE_WORDS_PER_SESSION_PER_MINUTE: '100000000',
        RATE_WORDS_PER_IP_PER_MINUTE: '100000000',
        RATE_SESSIONS_PER_IP_PER_HOUR: '100000000',
        RATE_WRITES_PER_SESSION_PER_MINUTE: '100000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new BenchError(`the server process exited (${child.exitCode}) while starting`);
    const health = await fetch(url + ApiRoute.health.path()).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new BenchError('the server process did not answer /api/health within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
