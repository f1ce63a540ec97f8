/**
 * The live-count figures of `npm run bench -- server`: `sockets` sockets on each of three servers,
 * each alone in a process of its own (server-hosts.ts), their clients spread over several processes
 * (client-fleet.ts):
 *   - ours (the real createRealtime over LiveStats), the bare Socket.IO anchor, the plain `ws` anchor;
 *   - memory per socket: heap + external after GC, before and after the sockets connect;
 *   - `rounds` broadcasts to every socket, the three servers in turn each round (so a load that
 *     comes and goes on the machine falls on all three alike), timed from the server's send to each
 *     socket's receipt, with the server's CPU per broadcast;
 *   - real changes through LiveStats to receipt on every socket of ours (the broadcast pacing included).
 */
import { randomBytes } from 'node:crypto';
import type { TLiveStats } from '@dozen/engine/contract';
import { ClientFleet } from './client-fleet.js';
import { BenchChild, BenchError } from './ipc.js';
import { openFileLimit } from './open-files.js';
import type { ChildMessage, ClientKind, ParentMessage } from './server-clients.js';
import type { HostKind, HostReply, HostRequest } from './server-hosts.js';

export interface LiveOptions {
  sockets: number;
  rounds: number;
  databaseUrl: string;
}

export interface ServerFigures {
  deliveryP50: number;
  deliveryP99: number;
  cpuMsPerBroadcast: number;
  bytesPerSocket: number;
  rssPerSocket: number;
  /** The server process's open files with every socket connected. */
  openFiles: number;
}

export interface LiveResult {
  dozen: ServerFigures;
  bare: ServerFigures;
  ws: ServerFigures;
  /** Change through LiveStats → receipt on every socket, ours only. */
  changeP50: number;
  changeP99: number;
}

/** Files a server process keeps besides its sockets (stdio, IPC, epoll, PostgreSQL, …), with room to spare. */
const SERVER_OWN_FILES = 200;
/** Every broadcast round carries its id in totalPlayers, far above any real count. */
const ROUND_BASE = 1_000_000;
const CHANGES = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Host = BenchChild<HostRequest, HostReply>;
type Fleet = ClientFleet<ParentMessage, ChildMessage>;

interface Side {
  kind: HostKind;
  host: Host;
  fleet: Fleet;
  today: string;
  count: number;
  bytesPerSocket: number;
  rssPerSocket: number;
  openFiles: number;
  latencies: number[];
  cpuMicros: number;
}

/** One process holds every socket of a server: refuse at once what its open-file limit cannot hold. */
export function checkServerCapacity(sockets: number, limit = openFileLimit()): void {
  if (sockets + SERVER_OWN_FILES <= limit) return;
  throw new BenchError(
    `--sockets=${sockets}: one server instance is one process, and a process may open ${limit.toLocaleString('en-US')} files here (ulimit -n, not raisable); ` +
      `each socket is a file and the process needs ~${SERVER_OWN_FILES} more, so one instance holds at most ${(limit - SERVER_OWN_FILES).toLocaleString('en-US')} sockets. ` +
      `Run --sockets=${limit - SERVER_OWN_FILES} or fewer.`,
  );
}

export async function measureLive(options: LiveOptions): Promise<LiveResult> {
  checkServerCapacity(options.sockets);
  const sides: Side[] = [];
  try {
    for (const kind of ['socket.io', 'bare', 'ws'] as const) sides.push(await openSide(kind, options));
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const side of sides) await broadcastRound(side, round);
    }
    const { p50, p99 } = await measureChanges(sides[0]!);
    return {
      dozen: figures(sides[0]!, options.rounds),
      bare: figures(sides[1]!, options.rounds),
      ws: figures(sides[2]!, options.rounds),
      changeP50: p50,
      changeP99: p99,
    };
  } finally {
    for (const side of sides) {
      await side.fleet.close({ type: 'close' }, 'closed');
      await side.host.request({ type: 'stop' }, 'stopped', 20_000).catch(() => undefined);
      side.host.kill();
    }
  }
}

async function openSide(kind: HostKind, options: LiveOptions): Promise<Side> {
  const host: Host = new BenchChild(
    new URL('./server-hosts.ts', import.meta.url),
    ['--expose-gc'],
    `${kind} server`,
  );
  const fleet: Fleet = new ClientFleet(
    new URL('./server-clients.ts', import.meta.url),
    options.sockets,
    kind,
  );
  const side: Side = {
    kind,
    host,
    fleet,
    today: '',
    count: 0,
    bytesPerSocket: 0,
    rssPerSocket: 0,
    openFiles: 0,
    latencies: [],
    cpuMicros: 0,
  };
  try {
    const { url, today } = await host.request(
      { type: 'start', kind, databaseUrl: options.databaseUrl },
      'listening',
    );
    side.today = today;
    const before = await host.request({ type: 'memory' }, 'memory');
    const clientKind: ClientKind = kind === 'ws' ? 'ws' : 'socket.io';
    const connected = await fleet.ask(
      (member) => ({
        type: 'connect',
        kind: clientKind,
        url,
        count: member.count,
        localAddress: member.localAddress,
      }),
      'connected',
      600_000,
    );
    side.count = connected.reduce((sum, answer) => sum + answer.count, 0);
    const failed = connected.reduce((sum, answer) => sum + answer.failed, 0);
    if (failed > 0) {
      const errors = connected.flatMap((answer) =>
        Object.entries(answer.errors).map(([code, n]) => `${code} ×${n}`),
      );
      console.warn(`  ${kind}: ${failed} sockets failed to connect (${errors.join(', ')})`);
    }
    await sleep(1_000);
    const after = await host.request({ type: 'memory' }, 'memory');
    side.bytesPerSocket = (after.bytes - before.bytes) / Math.max(side.count, 1);
    side.rssPerSocket = (after.rss - before.rss) / Math.max(side.count, 1);
    side.openFiles = after.openFiles;
    console.log(
      `  ${kind}: ${side.count.toLocaleString('en-US')} sockets from ${fleet.processes} client processes; server: ${after.openFiles.toLocaleString('en-US')} open files, ${(after.rss / 2 ** 20).toFixed(0)} MiB resident`,
    );
    return side;
  } catch (error) {
    await fleet.close({ type: 'close' }, 'closed');
    host.kill();
    throw error;
  }
}

async function broadcastRound(side: Side, round: number): Promise<void> {
  const sent = await side.host.request({ type: 'broadcast', stats: roundStats(side.today, round) }, 'sent');
  side.cpuMicros += sent.cpuMicros;
  const times = (
    await side.fleet.ask(
      () => ({ type: 'collect', round: ROUND_BASE + round, timeoutMs: 20_000 }),
      'receipts',
      60_000,
    )
  ).flatMap((answer) => answer.times);
  if (times.length < side.count)
    console.warn(`  ${side.kind}: round ${round} reached ${times.length} of ${side.count} sockets`);
  for (const at of times) side.latencies.push(at - sent.sentAt);
  await sleep(200);
}

/** Real changes (a new player through LiveStats) until every socket of ours has the new count. */
async function measureChanges(side: Side): Promise<{ p50: number; p99: number }> {
  const latencies: number[] = [];
  for (let change = 0; change < CHANGES; change += 1) {
    const changed = await side.host.request(
      { type: 'change', playerId: `bench-${randomBytes(6).toString('hex')}` },
      'changed',
    );
    const answers = await side.fleet.ask(
      () => ({ type: 'collect', round: changed.totalPlayers, timeoutMs: 20_000 }),
      'receipts',
      60_000,
    );
    for (const at of answers.flatMap((answer) => answer.times)) latencies.push(at - changed.startedAt);
    // Changes a second or so apart, at random: not in step with the pacing.
    await sleep(500 + Math.random() * 1_000);
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

function figures(side: Side, rounds: number): ServerFigures {
  return {
    deliveryP50: percentile(side.latencies, 0.5),
    deliveryP99: percentile(side.latencies, 0.99),
    cpuMsPerBroadcast: side.cpuMicros / 1000 / rounds,
    bytesPerSocket: side.bytesPerSocket,
    rssPerSocket: side.rssPerSocket,
    openFiles: side.openFiles,
  };
}

function roundStats(date: string, round: number): TLiveStats {
  return {
    date,
    totalPlayers: ROUND_BASE + round,
    lifetimePlayers: 1234,
    playersReachedScore: 56,
    playersReachedWord: 78,
    highestUniqueWords: 9,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
