#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, failing fast with a clear message.
//   1. typecheck  2. lint  3. a throwaway Redis and nginx's binary (installed from Debian when
//   missing)  4. vitest (unit + integration, both presence modes, restarts behind nginx)
//   5. Playwright (when the client has a suite)
// Redis is always stopped at the end, on failure and on Ctrl-C too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const results = [];
let redis; // { child, dir }

function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

function fail(message, code = 1) {
  process.stderr.write(`\n\u001b[31m✗ ${message}\u001b[0m\n`);
  summary();
  stopRedis();
  process.exit(code);
}

function summary() {
  if (results.length === 0) return;
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  process.stdout.write(
    `\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name}`).join('\n')}\n${passed} passed, ${failed} failed\n`,
  );
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

async function step(name, command, args, env) {
  log(name);
  const code = await run(command, args, env);
  results.push({ name, ok: code === 0 });
  if (code !== 0) fail(`${name} failed (exit code ${code})`, code);
}

function which(binary) {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Installs Debian packages when missing: only as root (this is how CI and fresh machines get them). */
async function ensureDebianPackage(binary, pkg, why) {
  const existing = which(binary) ?? (existsSync(binary) ? binary : null);
  if (existing) return existing;
  if (!isRoot) {
    fail(
      `${binary} is missing and this is not root, so it cannot be installed here.\n  ${why}\n  Install it with: sudo apt-get install -y ${pkg}`,
    );
  }
  log(`installing ${pkg} (apt-get, non-interactive)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)) !== 0) fail('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', pkg], env)) !== 0)
    fail(`apt-get install ${pkg} failed`);
  const installed = which(binary) ?? (existsSync(binary) ? binary : null);
  if (!installed) fail(`${pkg} was installed but ${binary} is still not found`);
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk;
      if (data.includes('\r\n')) {
        socket.destroy();
        resolve(data.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}

async function startRedis(bin) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dozen-test-redis-'));
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      dir,
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  redis = { child, dir };
  child.on('exit', () => {
    if (redis) redis.exited = true;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await ping(port)) return port;
    if (redis.exited) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fail(`redis-server did not start on port ${port}`);
}

function stopRedis() {
  if (!redis) return;
  const { child, dir } = redis;
  redis = undefined;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRedis();
    process.exit(130);
  });
}
process.on('exit', stopRedis);

await step('typecheck', 'npm', ['run', 'typecheck']);
await step('lint', 'npm', ['run', 'lint']);

log('redis and nginx for the integration tests');
const redisBin = await ensureDebianPackage(
  'redis-server',
  'redis-server',
  'The integration tests run every counter test against a real Redis as well as in-process.',
);
// Debian's package (nginx-light is only a transitional name for it there); the restart test runs
// its own nginx processes on free ports with deploy/nginx.conf, never the system's.
const nginxBin = await ensureDebianPackage(
  '/usr/sbin/nginx',
  'nginx',
  'The restart test stops and restarts instances behind a real nginx running deploy/nginx.conf.',
);
const redisPort = await startRedis(redisBin);
process.stdout.write(`redis-server on 127.0.0.1:${redisPort}\n`);
const testEnv = {
  TEST_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_SERVER_BIN: redisBin,
  NGINX_BIN: nginxBin,
};

await step('unit and integration tests (vitest)', 'npx', ['vitest', 'run'], testEnv);

if (existsSync(path.join(root, 'client', 'playwright.config.ts'))) {
  await ensureDebianPackage('/usr/bin/chromium', 'chromium', 'The browser tests drive Debian’s Chromium.');
  await step(
    'browser tests (playwright)',
    'npx',
    ['playwright', 'test', '-c', 'client/playwright.config.ts'],
    testEnv,
  );
}

stopRedis();
summary();
