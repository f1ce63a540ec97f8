import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { nodeArgs } from './entry-points.js';
import { TEST_REDIS_URL, testDatabaseUrl } from './harness.js';
import { holdConnections } from './held-connections.js';
import { freePort, startRedisProcess } from './live-support.js';

/**
 * The real entry point (server/src/index.ts) in its own process: boots, serves, and stops cleanly
 * with exit code 0 on SIGTERM — on a given DATABASE_URL, and on the embedded PostgreSQL, whose data
 * survives a restart.
 */

interface Booted {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** What it has printed so far, line by line. */
  lines: string[];
  /** When its "listening" line was read (performance.now()). */
  listeningAt: number;
}

async function boot(env: Record<string, string>): Promise<Booted> {
  // node itself (with tsx as a loader when from sources), not tsx's CLI: the CLI relays a SIGTERM
  // to its child and, when the child has not acknowledged it within 30 ms (a busy machine), sends it
  // again and then SIGKILLs it and exits 143. The server's own shutdown is what this test is about.
  const child = spawn(process.execPath, nodeArgs('server/src/index.ts'), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line:\n${lines.join('\n')}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'dozen is listening' && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before listening:\n${lines.join('\n')}`)),
    );
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, lines, listeningAt: performance.now() };
}

async function stop(server: Booted): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('boot and shutdown of server/src/index.ts', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('with DATABASE_URL: healthy, ready, serves the API, exits 0 on SIGTERM', async () => {
    const server = await boot({ DATABASE_URL: await testDatabaseUrl() });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/api/ready`)).json()).toEqual({
      status: 'ready',
      checks: { postgres: true },
    });
    const pool = await fetch(`${server.baseUrl}/api/daily-pool`);
    expect(pool.status).toBe(200);
    expect(await stop(server)).toBe(0);
  });

  it('with METRICS_PORT: metrics on loopback on their own port, 404 on the public one', async () => {
    const metricsPort = await freePort();
    const server = await boot({ DATABASE_URL: await testDatabaseUrl(), METRICS_PORT: String(metricsPort) });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    expect((await fetch(`${server.baseUrl}/api/stats`)).status).toBe(200);
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^dozen_http_request_duration_seconds_count\{.*route="\/api\/stats".*\} [1-9]/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    expect(await stop(server)).toBe(0);
  });

  it('without DATABASE_URL: initialises the embedded PostgreSQL under DATA_DIR, keeps data across restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dozen-boot-'));
    await chmod(dataDir, 0o755);
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };

    const first = await boot(env);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    const created = await fetch(`${first.baseUrl}/api/session`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(created.status).toBe(201);
    const cookie = created.headers.getSetCookie()[0]!.split(';')[0]!;
    const { userId } = (await created.json()) as { userId: string };
    expect(await stop(first)).toBe(0);

    const second = await boot(env);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    const me = await fetch(`${second.baseUrl}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ userId, isAnonymous: true, email: null });
    expect(await stop(second)).toBe(0);
  });

  // A rate limit met while the Redis client still connects counts in this process alone, so an
  // instance must not serve before its Redis has answered (or been given up on, and said so).
  it.runIf(TEST_REDIS_URL)(
    'with a slow Redis: listens only once Redis answers, and its first limit counts there',
    async () => {
      const redis = await startRedisProcess();
      cleanup.push(() => redis.close());
      const slow = await holdConnections({ host: '127.0.0.1', port: redis.port });
      cleanup.push(() => slow.close());

      const booting = boot({ DATABASE_URL: await testDatabaseUrl(), REDIS_URL: slow.url });
      await slow.firstConnection;
      // Redis answers nothing for a while, well within the instance's wait for it (the command
      // timeout, 500 ms): a fault injected, not a wait for something.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const openedAt = performance.now();
      slow.open();
      const server = await booting;
      cleanup.push(async () => server.child.kill('SIGKILL'));

      // Only a machine that stalled this test past the instance's wait lets it listen earlier, and
      // then it says it served without its store.
      const gaveUp = server.lines.some((line) => line.includes('shared store not answering at boot'));
      if (!gaveUp) expect(server.listeningAt).toBeGreaterThan(openedAt);

      const created = await fetch(`${server.baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(created.status).toBe(201);
      const store = new Redis(redis.url);
      cleanup.push(() => store.quit());
      if (!gaveUp) expect(await store.keys('*rl:*')).not.toEqual([]);
      expect(await stop(server)).toBe(0);
    },
  );
});
