/**
 * The HTTP load of `npm run bench -- server` (validate-word and submit-game): Debian's `wrk`, a
 * process of its own, driven by a Lua script written for each run. On this 2-core machine the
 * load generator shares the cores with what it measures, so its cost is part of every figure: wrk
 * spends 14–18 µs of CPU on a request to the app or the floor where autocannon (pure JS, its HTTP
 * parser in JS too) spent 32–38 (docs/benchmarks.md). The request rotates over the players:
 * request n carries player n mod P's cookie and body, so P players' sessions are all in use, and
 * with `newGameIds` each body gets a new game id in place of `GAME_ID_SLOT`, so every submission
 * is a new game, never an idempotent retry.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from '../../debian-package.mjs';
import { BenchError } from './ipc.js';

/** Where `newGameIds` puts each request's game id. */
export const GAME_ID_SLOT = '[<id>]';

export interface LoadRequest {
  url: string;
  connections: number;
  /** How long to run: wrk takes whole seconds, so this is rounded (at least 1). */
  seconds: number;
  headers: Record<string, string>;
  /** `name=value` cookies, one per player (none: no Cookie header). */
  cookies: string[];
  /** One body per player, in step with the cookies (or one for all). */
  bodies: string[];
  /** Replace `GAME_ID_SLOT` in each body with a new unique game id. */
  newGameIds?: boolean;
}

export interface LoadRun {
  requests: number;
  seconds: number;
  /** Latency's 99th percentile, ms. */
  p99: number;
  /** Answers other than 2xx/3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
  /** wrk's CPU (user + system) during the run, ms: what the load itself cost. */
  cpuMs: number;
}

const RESULT_MARK = 'dozen-load-result ';

/** A Lua long string that holds `text` whatever it contains. */
function luaString(text: string): string {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

function luaScript(request: LoadRequest, runId: string): string {
  const { pathname, search } = new URL(request.url);
  const players = Math.max(request.cookies.length, request.bodies.length, 1);
  const lines = [`local path = ${luaString(pathname + search)}`, 'local players = {}'];
  for (let player = 0; player < players; player += 1) {
    const cookie = request.cookies[player % Math.max(request.cookies.length, 1)];
    const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
    const body = request.bodies[player % request.bodies.length] ?? '';
    const [before, after] = request.newGameIds ? splitAtSlot(body) : [body, undefined];
    const headerFields = Object.entries(headers)
      .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
      .join(', ');
    lines.push(
      `players[${player + 1}] = { headers = { ${headerFields} }, before = ${luaString(before)}, ` +
        `after = ${after === undefined ? 'nil' : luaString(after)} }`,
    );
  }
  lines.push(
    `local prefix = ${luaString(runId)}`,
    'local sent = 0',
    'function request()',
    `  local player = players[sent % ${players} + 1]`,
    '  sent = sent + 1',
    '  local body = player.before',
    '  if player.after then body = body .. prefix .. sent .. player.after end',
    '  return wrk.format("POST", path, player.headers, body)',
    'end',
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format("${RESULT_MARK}%d %d %d %d %d\\n",`,
    '    summary.requests, summary.duration, latency:percentile(99), e.status,',
    '    e.connect + e.read + e.write + e.timeout))',
    'end',
  );
  return lines.join('\n') + '\n';
}

function splitAtSlot(body: string): [string, string] {
  const at = body.indexOf(GAME_ID_SLOT);
  if (at < 0) throw new Error(`newGameIds: the body has no ${GAME_ID_SLOT}`);
  return [body.slice(0, at), body.slice(at + GAME_ID_SLOT.length)];
}

let runs = 0;
let wrkPath: Promise<string> | undefined;

/**
 * Debian's wrk, installed the first time it is missing (as `npm test` installs its packages); when
 * it cannot be, the bench stops with the message that says how to install it.
 */
function ensureWrk(): Promise<string> {
  wrkPath ??= ensureDebianPackage(
    'wrk',
    'wrk',
    'The server bench loads the app over HTTP with wrk.',
    (message) => console.log(message),
  ).catch((error: unknown) => {
    throw new BenchError(error instanceof Error ? error.message : String(error));
  });
  return wrkPath;
}

/**
 * One run of wrk (one thread: it sends far more than the app can answer here, and a second would
 * only add switching). Its CPU comes from bash's `times` (the children's rusage), printed after
 * wrk exits.
 */
export async function runLoad(request: LoadRequest): Promise<LoadRun> {
  const wrk = await ensureWrk();
  const folder = await mkdtemp(path.join(tmpdir(), 'dozen-wrk-'));
  try {
    const script = path.join(folder, 'load.lua');
    // Game ids: 8–64 of [A-Za-z0-9_-], unique across runs of this process and across processes.
    const runId = `b${process.pid.toString(36)}${Date.now().toString(36)}r${(runs += 1)}n`;
    await writeFile(script, luaScript(request, runId));
    const seconds = Math.max(1, Math.round(request.seconds));
    const args = ['-t1', `-c${request.connections}`, `-d${seconds}s`, '--timeout', '10s'];
    const output = await run('bash', [
      '-c',
      '"$0" "$@"; code=$?; times; exit $code',
      wrk,
      ...args,
      '-s',
      script,
      request.url,
    ]);
    return parseOutput(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && stdout.includes(RESULT_MARK)) resolve(stdout);
      else reject(new BenchError(`wrk failed (exit code ${code}):\n${stdout}${stderr}`.trim()));
    });
  });
}

function parseOutput(output: string): LoadRun {
  const line = output.split('\n').find((text) => text.startsWith(RESULT_MARK));
  // `times` prints the shell's user/system times, then its children's: "0m1.234s 0m0.567s".
  const children = output
    .trim()
    .split('\n')
    .at(-1)
    ?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  if (!line || !children) throw new Error(`wrk's output was not understood:\n${output}`);
  const [requests, durationUs, p99Us, non2xx, errors] = line
    .slice(RESULT_MARK.length)
    .split(' ')
    .map(Number) as [number, number, number, number, number];
  const [, userMin, userS, systemMin, systemS] = children.map(Number) as number[];
  return {
    requests,
    seconds: durationUs / 1e6,
    p99: p99Us / 1000,
    non2xx,
    errors,
    cpuMs: ((userMin! + systemMin!) * 60 + userS! + systemS!) * 1000,
  };
}
