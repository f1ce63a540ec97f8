/**
 * "A change reaches every screen": from a player's first valid word or stored game (the HTTP
 * request sent) to the new count on another player's home screen, end to end: the real server
 * process (server-process.ts), real HTTP requests, and a screen running the browser's own live
 * connection (connectLive + followDate from client/src/api/socket.ts). Each change is a new
 * player, so the screen's Players Today goes up by exactly one per change. Optionally
 * `backgroundSockets` more sockets watch the same day (client-fleet.ts), as on a busy instance.
 * With `instances` > 1, that many server processes share PostgreSQL and Redis as the instances of
 * one deployment do: the screen watches the first, the other sockets and the changes are spread
 * over all of them (a change on another instance reaches the screen through Redis).
 *
 * - apart: changes at random moments (0–600 ms after the previous one was on the screen), not in
 *   step with the pacing;
 * - back to back: each change as soon as the previous one was on the screen (the slowest case for
 *   a paced broadcast: every change finds the last broadcast just gone);
 * - under load: `loadRate` changes a second for `loadSeconds` from as many new players, not waiting
 *   for one another: the broadcasts the screen receives in any one second (the server starts them
 *   at least 150 ms apart: at most 7 in a second; delivery jitter on a busy machine may bring two
 *   arrivals closer), the shortest gap between two, whether any count ever went backwards, and
 *   how long the changes' own requests took to be answered (what the broadcasts leave them).
 */
import { randomBytes } from 'node:crypto';
import type { TLiveStats, TWordScore } from '@dozen/engine/contract';
import { ApiRoute } from '@dozen/engine/contract';
import { connectLive, followDate } from '../../../client/src/api/socket.js';
import { ClientFleet } from './client-fleet.js';
import { BenchError, instant } from './ipc.js';
import type { ChildMessage, ParentMessage } from './server-clients.js';
import { percentile } from './server-live.js';
import {
  SAME_ORIGIN_JSON as HEADERS,
  sleep,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

export interface CountOptions {
  databaseUrl: string;
  date: string;
  /** A valid word of the day (a new player's first valid word). */
  word: string;
  /** An honest game of the day (a new player's stored game). */
  game: TWordScore[];
  changes: number;
  backgroundSockets: number;
  loadRate: number;
  loadSeconds: number;
  instances: number;
  /** Required with more than one instance: their shared counters. */
  redisUrl: string | undefined;
}

export interface Latencies {
  /** Request sent → count on the screen. */
  p50: number;
  p99: number;
  /** Answer received (the change stored) → count on the screen. */
  storedP99: number;
}

export interface CountResult {
  apart: Latencies;
  backToBack: Latencies;
  load: {
    changes: number;
    /** The most broadcasts the screen received within any one second (sliding). */
    maxInAnySecond: number;
    meanPerSecond: number;
    /** The shortest time between two broadcasts' arrivals on the screen. */
    minGapMs: number;
    stepsBack: number;
    /** Each change's own request, sent → answered: what the broadcasts leave to the requests. */
    answeredP50: number;
    answeredP99: number;
  };
}

const SCREEN_DEADLINE_MS = 10_000;

interface Player {
  cookie: string;
  playerId: string;
}

interface Receipt {
  at: number;
  stats: TLiveStats;
}

export async function measureCountLatency(options: CountOptions): Promise<CountResult> {
  if (options.instances > 1 && !options.redisUrl)
    throw new BenchError('--count-instances above 1 needs --redis-url=redis://… (their shared counters)');
  // One deployment: the instances share their counters and the key that signs their sessions.
  const env =
    options.instances > 1
      ? { REDIS_URL: options.redisUrl, AUTH_SECRET: randomBytes(32).toString('base64url') }
      : {};
  const servers: ServerProcess[] = [];
  for (let i = 0; i < options.instances; i++)
    servers.push(await startServerProcess(options.databaseUrl, env));
  const server = servers[0]!;
  const urls = servers.map((instance) => instance.url);
  let fleet: ClientFleet<ParentMessage, ChildMessage> | undefined;
  const screen = connectLive(server.url, { socketOptions: { forceNew: true } });
  try {
    if (options.backgroundSockets > 0) {
      fleet = new ClientFleet(
        new URL('./server-clients.ts', import.meta.url),
        options.backgroundSockets,
        'watching',
      );
      let next = 0;
      await fleet.ask(
        (member) => ({
          type: 'connect',
          kind: 'socket.io',
          url: urls[next++ % urls.length]!,
          count: member.count,
          localAddress: member.localAddress,
        }),
        'connected',
        600_000,
      );
      console.log(`  ${options.backgroundSockets.toLocaleString('en-US')} more sockets watching the day`);
    }
    const receipts: Receipt[] = [];
    followDate(screen.socket, options.date, { onStats: (stats) => receipts.push({ at: instant(), stats }) });
    await until(() => receipts.length > 0, 'the screen’s first counts');

    const change = changeMaker(urls, options);
    const players = await createPlayers(
      server.url,
      2 * options.changes + options.loadRate * options.loadSeconds,
    );
    const apart = await sequential(
      players.splice(0, options.changes),
      receipts,
      change,
      () => Math.random() * 600,
    );
    const backToBack = await sequential(players.splice(0, options.changes), receipts, change, () => 0);
    const load = await underLoad(players, receipts, change, options);
    return { apart, backToBack, load };
  } finally {
    screen.close();
    await fleet?.close({ type: 'close' }, 'closed');
    for (const instance of servers) await instance.stop();
  }
}

type Change = (player: Player, index: number) => Promise<void>;

/**
 * Even changes are a new player's first valid word, odd ones a new player's stored game; with
 * several instances, each change goes to the next one in turn.
 */
function changeMaker(urls: readonly string[], options: CountOptions): Change {
  let next = 0;
  const finalScore = options.game.reduce((sum, word) => sum + word.score, 0);
  return async (player, index) => {
    const url = urls[next++ % urls.length]!;
    const [route, body] =
      index % 2 === 0
        ? [ApiRoute.validateWord.path(), { word: options.word, gameDate: options.date }]
        : [
            ApiRoute.submitGame.path(),
            {
              gameId: `bench-${player.playerId}`,
              playerId: player.playerId,
              finalScore,
              wordsUsed: options.game,
              modes: [],
              gameDate: options.date,
            },
          ];
    const response = await fetch(url + route, {
      method: 'POST',
      headers: { ...HEADERS, cookie: player.cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new BenchError(`${route} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
}

async function sequential(
  players: Player[],
  receipts: Receipt[],
  change: Change,
  gapMs: () => number,
): Promise<Latencies> {
  const sent: number[] = [];
  const stored: number[] = [];
  for (const [index, player] of players.entries()) {
    await sleep(gapMs());
    const expected = receipts.at(-1)!.stats.totalPlayers + 1;
    const startedAt = instant();
    await change(player, index);
    const storedAt = instant();
    const shown = await until(
      () => receipts.find((receipt) => receipt.stats.totalPlayers >= expected),
      `Players Today ${expected} on the screen`,
    );
    sent.push(shown.at - startedAt);
    stored.push(shown.at - storedAt);
  }
  return { p50: percentile(sent, 0.5), p99: percentile(sent, 0.99), storedP99: percentile(stored, 0.99) };
}

async function underLoad(
  players: Player[],
  receipts: Receipt[],
  change: Change,
  options: CountOptions,
): Promise<CountResult['load']> {
  const total = options.loadRate * options.loadSeconds;
  const from = receipts.length;
  const startedAt = instant();
  const changes: Array<Promise<void>> = [];
  const answered: number[] = [];
  for (let i = 0; i < total; i += 1) {
    // On schedule, whatever the answers: `loadRate` a second from new players.
    const due = startedAt + (i * 1_000) / options.loadRate;
    const wait = due - instant();
    if (wait > 0) await sleep(wait);
    const sentAt = instant();
    changes.push(change(players[i]!, 0).then(() => void answered.push(instant() - sentAt)));
  }
  await Promise.all(changes);
  const endedAt = instant();
  await sleep(1_000);
  const during = receipts.slice(from).filter((receipt) => receipt.at <= endedAt + 1_000);
  const arrivals = during.map((receipt) => receipt.at);
  const maxInAnySecond = Math.max(
    0,
    ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 1_000).length),
  );
  const minGapMs = Math.min(...arrivals.slice(1).map((at, i) => at - arrivals[i]!));
  let stepsBack = 0;
  const all = receipts.map((receipt) => receipt.stats);
  for (let i = 1; i < all.length; i += 1) {
    const [before, after] = [all[i - 1]!, all[i]!];
    if (
      after.totalPlayers < before.totalPlayers ||
      after.lifetimePlayers < before.lifetimePlayers ||
      after.playersReachedScore < before.playersReachedScore ||
      after.playersReachedWord < before.playersReachedWord ||
      after.highestUniqueWords < before.highestUniqueWords
    )
      stepsBack += 1;
  }
  const seconds = (endedAt + 1_000 - startedAt) / 1_000;
  return {
    changes: total,
    maxInAnySecond,
    meanPerSecond: during.length / seconds,
    minGapMs,
    stepsBack,
    answeredP50: percentile(answered, 0.5),
    answeredP99: percentile(answered, 0.99),
  };
}

/** New players (a session each), made ahead so that making them is not part of any figure. */
async function createPlayers(url: string, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async () => {
        const response = await fetch(url + ApiRoute.session.path(), { method: 'POST', headers: HEADERS });
        const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
        if (!response.ok || !cookie) throw new BenchError(`POST /api/session answered ${response.status}`);
        const { userId } = (await response.json()) as { userId: string };
        return { cookie, playerId: userId };
      }),
    );
    players.push(...batch);
  }
  return players;
}

async function until<T>(probe: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + SCREEN_DEADLINE_MS;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new BenchError(`no ${what} within ${SCREEN_DEADLINE_MS / 1000} s`);
    await sleep(1);
  }
}
