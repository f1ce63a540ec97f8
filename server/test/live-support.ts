import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, ServerToClientEvents, TLiveStats } from '@dozen/engine/contract';
import { scoreWord } from '@dozen/engine';
import { ApiRoute, SocketEvent } from '@dozen/engine/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../src/storage/embedded-postgres.js';

/**
 * Test support for the live side: a redis-server process the test owns (so it can stop and
 * restart it), real socket.io-client sockets, and polling with a deadline (tests never assert a
 * time; they wait for a state and fail when the deadline passes).
 */

export { freePort };

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Whether something on loopback accepts a TCP connection on `port` (no request is sent). */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `probe` until it returns a value other than undefined; throws with `what` after the deadline. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  deadlineMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${deadlineMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface RedisProcess {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, no save): its data is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A redis-server of the suite's own (so counts left by other files in a shared Redis never mix
 * in, and the suite may stop it), started before the suite and closed after it; its url and
 * controls are the process's once started. Called before the suite starts its servers, so they
 * close before it stops.
 */
export function suiteRedis(): Pick<RedisProcess, 'url' | 'stop' | 'start'> {
  let redis: RedisProcess | undefined;
  beforeAll(async () => {
    redis = await startRedisProcess();
  });
  afterAll(() => redis?.close());
  return {
    get url() {
      return redis!.url;
    },
    stop: () => redis!.stop(),
    start: () => redis!.start(),
  };
}

/** A suite's Redis for a counter mode: for 'redis' its own (suiteRedis), none for 'memory'. */
export function redisOfMode(mode: 'memory' | 'redis'): { readonly url: string | undefined } {
  return mode === 'redis' ? suiteRedis() : { url: undefined };
}

/** A throwaway redis-server on a free loopback port: REDIS_SERVER_BIN, else `redis-server` on PATH. */
export async function startRedisProcess(): Promise<RedisProcess> {
  const bin = process.env.REDIS_SERVER_BIN || 'redis-server';
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-redis-'));
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(
      bin,
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(
      `redis-server on port ${port}`,
      async () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
        return (await ping(port)) ? true : undefined;
      },
      10_000,
    );
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface WatchingSocket {
  socket: ClientSocket;
  /** Every `stats` event received, in order. */
  received: TLiveStats[];
  /** The last `stats` received for `date`, or undefined. */
  latest(date: string): TLiveStats | undefined;
  close(): void;
}

/** A real socket.io-client socket (WebSocket, as the browser client) recording every `stats` event. */
export function connectSocket(baseUrl: string, options: { origin?: string } = {}): WatchingSocket {
  const socket: ClientSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  const received: TLiveStats[] = [];
  socket.on(SocketEvent.Stats, (stats) => received.push(stats));
  return {
    socket,
    received,
    latest: (date) => received.filter((stats) => stats.date === date).at(-1),
    close: () => socket.close(),
  };
}

/**
 * Waits until the socket's latest counts of `truth.date` equal `truth` (Postgres, read after the
 * writes): not merely the first broadcast that moved, which may predate the last write.
 */
export function waitForCounts(
  watcher: WatchingSocket,
  truth: TLiveStats,
  deadlineMs: number,
): Promise<TLiveStats> {
  return waitFor(
    `the counts of ${truth.date} to become ${JSON.stringify(truth)}`,
    () => {
      const latest = watcher.latest(truth.date);
      return JSON.stringify(latest) === JSON.stringify(truth) ? latest : undefined;
    },
    deadlineMs,
  );
}

/** Sends `watch` and resolves with the server's acknowledgement. */
export function watch(
  socket: ClientSocket,
  payload: unknown,
): Promise<{ ok: true } | { ok: false; error: string }> {
  return socket.timeout(5_000).emitWithAck(SocketEvent.Watch, payload as { date: string });
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** A REST client as the harness's TestClient (only what playing a word needs). */
interface GameClient {
  userId: string | null;
  session(): Promise<string>;
  get<T = unknown>(path: string): Promise<{ status: number; body: T; text: string }>;
  post<T = unknown>(path: string, json?: unknown): Promise<{ status: number; body: T; text: string }>;
}

/**
 * Plays like a player: spells a valid word of the day (validate-word: the first valid word makes
 * them a player of the day) and submits a one-word game. `pick` chooses among the day's words.
 */
export async function playOneWord(
  client: GameClient,
  dictionary: { wordsFormableFrom(letters: string): string[] },
  options: { date?: string; pick?: number } = {},
): Promise<{ word: string; score: number; date: string }> {
  const playerId = client.userId ?? (await client.session());
  const pool = await client.get<{ date: string; letters: string }>(
    `${ApiRoute.dailyPool.path()}${options.date ? `?date=${options.date}` : ''}`,
  );
  if (pool.status !== 200) throw new Error(`daily-pool answered ${pool.status}: ${pool.text}`);
  const words = dictionary
    .wordsFormableFrom(pool.body.letters)
    .filter((w) => w.length >= 2)
    .sort();
  const word = words[(options.pick ?? 0) % words.length]!;
  const score = scoreWord(word);
  const date = pool.body.date;
  const valid = await client.post<{ valid: boolean }>(ApiRoute.validateWord.path(), { word, gameDate: date });
  if (valid.status !== 200 || !valid.body.valid)
    throw new Error(`validate-word answered ${valid.status}: ${valid.text}`);
  const submitted = await client.post(ApiRoute.submitGame.path(), {
    gameId: `game-${randomBytes(8).toString('hex')}`,
    playerId,
    finalScore: score,
    wordsUsed: [{ word, score }],
    modes: [],
    gameDate: date,
  });
  if (submitted.status !== 200)
    throw new Error(`submit-game answered ${submitted.status}: ${submitted.text}`);
  return { word, score, date };
}
