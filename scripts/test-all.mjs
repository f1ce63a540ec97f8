#!/usr/bin/env node
// `npm test`: everything a change must pass, failing with a clear message and the time of each stage.
//   1. typecheck and lint's three parts, side by side (each one's output printed whole once it ends;
//      all run to the end, so one run shows every type and lint error); typecheck's `tsc -b` also
//      builds the server and the operator commands that the later stages start (DOZEN_TEST_COMPILED)
//   2. a throwaway Redis and nginx's binary (Debian's packages, and the browser tests' headless
//      shell, installed when missing: from the start, beside stage 1, at the lowest CPU priority)
//   3. vitest (unit + integration, both presence modes, restarts behind nginx), its files spread
//      over several workers (vitest.config.ts)
//   4. Playwright (when the client has a suite) in Debian's Chromium headless shell, several workers
//      (client/playwright.config.ts), on what was made for it beside the stages before
//      (client/e2e/prepare-run.ts: the client builds and a game server's data directory, from the
//      start, at the lowest CPU priority: in the CPU those stages leave idle)
// The stage times are printed at the end, on failure too. Redis is always stopped, and what was
// made for the browser tests removed, at the end, on failure and on Ctrl-C too.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackage, installMissingDebianPackages } from './debian-package.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = performance.now();
const loadAtStart = os.loadavg()[0];
/** { name, ok, ms, parallel? } in the order the stages started. */
const stages = [];
let redis; // { child, dir }
/** Folders of this run's own, removed at the end. */
const temporaryFolders = [];
/** The process groups of background commands still running (run's `background`). */
const backgroundGroups = new Set();

function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The stage times, short: one line a stage, then the whole run and the machine's load. */
function summary() {
  if (stages.length === 0) return;
  const width = Math.max(...stages.map((s) => s.name.length)) + 2;
  const lines = stages.map(
    (s) =>
      `  ${s.ok ? '\u001b[32m✓\u001b[0m' : '\u001b[31m✗\u001b[0m'} ${s.name.padEnd(width)}${seconds(s.ms).padStart(8)}` +
      (s.parallel ? `  (beside ${s.parallel})` : ''),
  );
  const failed = stages.filter((s) => !s.ok).length;
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, ${os.availableParallelism()} cores`;
  process.stdout.write(
    `\n\u001b[1mStage times\u001b[0m\n${lines.join('\n')}\n` +
      `  ${failed === 0 ? 'all passed' : `${failed} failed`} in ${seconds(performance.now() - startedAt)} (${load})\n`,
  );
}

function fail(message, code = 1) {
  process.stderr.write(`\n\u001b[31m✗ ${message}\u001b[0m\n`);
  summary();
  cleanUp();
  process.exit(code);
}

/**
 * Runs a command; resolves with its exit code and, when `buffer` is set, everything it printed
 * (stdout and stderr in order), so stages run side by side do not interleave their output. A
 * `background` command runs at the lowest CPU priority, and is stopped by cleanUp if still running.
 */
function run(command, args, { env = {}, buffer = false, background = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(buffer ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}) },
      detached: background,
    });
    if (background && child.pid) {
      // A session of its own (`detached`), so that cleanUp stops its whole process group; at the
      // lowest priority, before it starts processes of its own (they inherit it). Where Linux
      // schedules by autogroup (one a session), the CPU is shared between sessions before niceness
      // counts, so the new session's own group is made the lowest too.
      os.setPriority(child.pid, 19);
      try {
        writeFileSync(`/proc/${child.pid}/autogroup`, '19');
      } catch {
        // No autogroup scheduling here: the process's niceness is enough.
      }
      backgroundGroups.add(child.pid);
      child.on('exit', () => backgroundGroups.delete(child.pid));
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
  });
}

/** One stage, its output shown as it comes. */
async function step(name, command, args, env) {
  log(name);
  const began = performance.now();
  const { code } = await run(command, args, { env });
  stages.push({ name, ok: code === 0, ms: performance.now() - began });
  if (code !== 0) fail(`${name} failed (exit code ${code})`, code);
}

/**
 * Stages that share nothing, run at once. Each one's output is printed whole when it ends; all of
 * them run to the end, then the first failure (in the order given) fails the run.
 */
async function sideBySide(list) {
  log(list.map((s) => s.name).join(' and '));
  const began = performance.now();
  const results = await Promise.all(
    list.map(async (s) => {
      const result = await run(s.command, s.args, { buffer: true });
      const ms = performance.now() - began;
      process.stdout.write(
        `\n\u001b[1m── ${s.name} (${result.code === 0 ? 'passed' : `exit code ${result.code}`}, ${seconds(ms)})\u001b[0m\n${result.output}`,
      );
      return { ...s, ...result, ms };
    }),
  );
  for (const r of results) {
    const others = results.filter((o) => o !== r).map((o) => o.name);
    stages.push({ name: r.name, ok: r.code === 0, ms: r.ms, parallel: others.join(', ') });
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) fail(`${failed.name} failed (exit code ${failed.code})`, failed.code);
}

/** The Debian packages the stages start, each with why. */
const PACKAGES = {
  redis: {
    binary: 'redis-server',
    pkg: 'redis-server',
    why: 'The integration tests run every counter test against a real Redis as well as in-process.',
  },
  // Debian's package (nginx-light is only a transitional name for it there); the restart test runs
  // its own nginx processes on free ports with deploy/nginx.conf, never the system's.
  nginx: {
    binary: '/usr/sbin/nginx',
    pkg: 'nginx',
    why: 'The restart test stops and restarts instances behind a real nginx running deploy/nginx.conf.',
  },
  headlessShell: {
    binary: '/usr/lib/chromium/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    why: 'The browser tests drive Debian’s Chromium headless shell (client/e2e/chromium.ts).',
  },
};

/** A Debian package's binary, installed when missing (debian-package.mjs); else a clear failure. */
async function needDebianPackage({ binary, pkg, why }) {
  await packagesInstalled;
  try {
    return await ensureDebianPackage(binary, pkg, why, log);
  } catch (error) {
    return fail(error.message);
  }
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

function cleanUp() {
  for (const group of backgroundGroups) {
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  stopRedis();
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

function stopRedis() {
  if (!redis) return;
  const { child, dir } = redis;
  redis = undefined;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/**
 * What the browser tests need made ahead (client/e2e/prepare-run.ts: the client builds and a game
 * server's data directory), started at the lowest CPU priority, so that it fills what the stages
 * before them leave idle instead of slowing them down. Resolves with the environment that hands it
 * to the browser tests.
 */
function prepareBrowserRun() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dozen-test-browser-'));
  temporaryFolders.push(folder);
  const began = performance.now();
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return run(process.execPath, [tsx, 'client/e2e/prepare-run.ts', folder], {
    buffer: true,
    background: true,
  }).then((result) => ({
    ...result,
    ms: performance.now() - began,
    env: {
      DOZEN_E2E_CLIENT_DIST: path.join(folder, 'client'),
      DOZEN_E2E_BUILD_DIR: path.join(folder, 'client'),
      DOZEN_E2E_DATA_TEMPLATE: path.join(folder, 'data'),
    },
  }));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    summary();
    process.exit(130);
  });
}
process.on('exit', cleanUp);

// From the start: it takes what stage 1 leaves idle once typecheck has ended, then what vitest does.
// Its operator command runs from the sources (DOZEN_TEST_COMPILED is not set yet), as the build
// that typecheck makes may not be there yet.
const browserTests = existsSync(path.join(root, 'client', 'playwright.config.ts'));
const browserRun = browserTests ? prepareBrowserRun() : null;
// On a fresh machine: the packages the later stages need download and unpack meanwhile
// (needDebianPackage waits for it).
const packagesInstalled = installMissingDebianPackages(
  [PACKAGES.redis, PACKAGES.nginx, ...(browserTests ? [PACKAGES.headlessShell] : [])],
  log,
);

// `npm run lint`'s three parts each on its own: once typecheck has ended, the two cores still have
// two of them to run.
await sideBySide([
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'eslint', command: 'npm', args: ['run', 'lint:code'] },
  { name: 'prettier', command: 'npm', args: ['run', 'lint:format'] },
  { name: 'house lint', command: 'npm', args: ['run', 'lint:house'] },
]);

log('redis and nginx for the integration tests');
const servicesBegan = performance.now();
const redisBin = await needDebianPackage(PACKAGES.redis);
const nginxBin = await needDebianPackage(PACKAGES.nginx);
const redisPort = await startRedis(redisBin);
process.stdout.write(`redis-server on 127.0.0.1:${redisPort}\n`);
stages.push({ name: 'redis and nginx', ok: true, ms: performance.now() - servicesBegan });
const testEnv = {
  TEST_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_SERVER_BIN: redisBin,
  NGINX_BIN: nginxBin,
  // The typecheck stage passed, so its `tsc -b` has just built engine, server and the operator
  // commands from these sources: the tests start those processes from that build, not through
  // tsx (server/test/entry-points.ts). Set here only, so a build from earlier is never tested.
  DOZEN_TEST_COMPILED: '1',
};

await step('vitest', 'npx', ['vitest', 'run'], testEnv);

if (browserRun) {
  const { code, output, ms, env } = await browserRun;
  stages.push({ name: 'browser run prepared', ok: code === 0, ms, parallel: 'typecheck, lint, vitest' });
  if (code !== 0) {
    process.stdout.write(output);
    fail(`preparing the browser tests failed (exit code ${code})`, code);
  }
  await needDebianPackage(PACKAGES.headlessShell);
  await step('playwright', 'npx', ['playwright', 'test', '-c', 'client/playwright.config.ts'], {
    ...testEnv,
    ...env,
  });
}

cleanUp();
summary();
