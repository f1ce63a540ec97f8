/**
 * The reconnect storm for `npm run bench -- server`: `sockets` live clients (the browser's own
 * connectLive + followDate, storm-clients.ts) follow today's counts on a server that is then
 * restarted: the running process lets its sockets go as a deployment does and exits, the port stays
 * closed for `downtimeMs`, and a new process (prepared beforehand, storm-host.ts) opens it. The
 * figure is the time from the new process listening until every client has counts again, for our
 * server (the real createRealtime over LiveStats and PostgreSQL) against a bare Socket.IO server
 * doing the same exchange. Both face the same clients' backoff (0.5–1.5 s, doubling, capped at 3 s),
 * which sets most of the time; what differs is the server. Restarts alternate between the two.
 * The clients of each server are spread over several processes (client-fleet.ts).
 *
 * With `proxied`, ours is the compose shape instead: two instances behind nginx running
 * deploy/nginx.conf, the clients connected through nginx, and the instances restarted in turn, as
 * a rolling deployment does. nginx passes its clients' reconnections to the other instance while
 * it is down, so they may have counts again before the new process listens: ours is then timed
 * from the old process letting its sockets go, which counts the downtime against it. With `shared`
 * as well, the two instances share Redis and even out their sockets (live/rebalance.ts), and every
 * restart waits for an even house, as a careful rolling deployment waits for its instances;
 * without, the instance that stays keeps most of the clients the stopped one let go.
 */
import { readFileSync } from 'node:fs';
import { rebalanceSlack } from '@dozen/server/live/rebalance';
import { freePort } from '@dozen/server/storage/embedded-postgres';
import { startProxy, type Proxy } from '../../../server/test/proxy.js';
import { ClientFleet } from './client-fleet.js';
import { BenchChild } from './ipc.js';
import type { SharedPresence } from './live-host.js';
import { checkServerCapacity } from './server-live.js';
import type { StormClientsReply, StormClientsRequest } from './storm-clients.js';
import type { StormHostReply, StormHostRequest, StormKind } from './storm-host.js';

export interface StormOptions {
  sockets: number;
  restarts: number;
  downtimeMs: number;
  databaseUrl: string;
  date: string;
  /** Our server's listen backlog (the bare server keeps Node's default, 511). */
  backlog: number;
  /** Ours as two instances behind nginx, one of them restarted. */
  proxied: boolean;
  /**
   * With the proxy: the two instances share a presence in Redis and even out their sockets
   * (REBALANCE_SOCKETS), and each restart waits for them to be even, as a careful rolling
   * deployment waits for its instances.
   */
  shared?: SharedPresence;
}

export interface StormResult {
  /** Median over the restarts of: new process listening → the last client with counts again. */
  allBackMs: number;
  /** Median over the restarts of the clients' median. */
  medianBackMs: number;
  /** Clients that had no counts again within the deadline, over all restarts. */
  missing: number;
  /** The new server process's CPU from listening to the last client back, per client, median over the restarts. */
  cpuMsPerClient: number;
}

const STORM_DEADLINE_MS = 60_000;

type Host = BenchChild<StormHostRequest, StormHostReply>;
type Clients = ClientFleet<StormClientsRequest, StormClientsReply>;

interface Side {
  kind: StormKind;
  port: number;
  /** The instance restarted. */
  host: Host;
  /** With a proxy: the instance that stays this time (restarted next), and nginx in front of both. */
  other?: { host: Host; port: number; proxy: Proxy };
  clients: Clients;
  all: number[];
  medians: number[];
  cpuPerClient: number[];
  missing: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Node's own listen backlog, which the bare server keeps. */
const NODE_DEFAULT_BACKLOG = 511;

async function startHost(side: Pick<Side, 'kind' | 'port'>, options: StormOptions): Promise<Host> {
  const host: Host = new BenchChild(
    new URL('./storm-host.ts', import.meta.url),
    [],
    `${side.kind} storm server`,
  );
  const backlog = side.kind === 'dozen' ? options.backlog : NODE_DEFAULT_BACKLOG;
  const shared = side.kind === 'dozen' ? options.shared : undefined;
  await host.request(
    {
      type: 'prepare',
      kind: side.kind,
      port: side.port,
      databaseUrl: options.databaseUrl,
      backlog,
      ...(shared ? { shared } : {}),
    },
    'prepared',
  );
  return host;
}

const EVEN_DEADLINE_MS = 120_000;

/**
 * Waits until the two instances hold every client's socket, the same number each give or take the
 * rebalancer's slack.
 */
async function untilEven(hosts: readonly [Host, Host], sockets: number): Promise<string> {
  const started = performance.now();
  for (;;) {
    const [a, b] = await Promise.all(hosts.map((host) => host.request({ type: 'usage' }, 'usage')));
    const counts = [a!.sockets, b!.sockets];
    const share = Math.ceil((counts[0]! + counts[1]!) / 2);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (counts[0]! + counts[1]! >= sockets && Math.max(...counts) - share <= rebalanceSlack(share))
      return `the instances even at ${counts.join(' / ')} sockets after ${seconds} s`;
    if (performance.now() - started > EVEN_DEADLINE_MS)
      return `the instances NOT even after ${seconds} s: ${counts.join(' / ')} sockets`;
    await sleep(500);
  }
}

export async function measureReconnectStorm(
  options: StormOptions,
): Promise<{ dozen: StormResult; bare: StormResult }> {
  checkServerCapacity(options.sockets);
  const sides: Side[] = [];
  try {
    for (const kind of ['dozen', 'bare'] as const) {
      const port = await freePort();
      const host = await startHost({ kind, port }, options);
      await host.request({ type: 'listen' }, 'listening');
      let url = `http://127.0.0.1:${port}`;
      let other: Side['other'];
      if (kind === 'dozen' && options.proxied) {
        const otherPort = await freePort();
        const otherHost = await startHost({ kind, port: otherPort }, options);
        await otherHost.request({ type: 'listen' }, 'listening');
        // Two connections a proxied socket (the client's and the upstream's), and either of nginx's
        // two workers may accept most of them.
        const proxy = await startProxy([port, otherPort], { workerConnections: 2 * options.sockets + 1_000 });
        other = { host: otherHost, port: otherPort, proxy };
        url = proxy.url;
      }
      const clients: Clients = new ClientFleet(
        new URL('./storm-clients.ts', import.meta.url),
        options.sockets,
        kind,
      );
      sides.push({ kind, port, host, other, clients, all: [], medians: [], cpuPerClient: [], missing: 0 });
      const answers = await clients.ask(
        (member) => ({
          type: 'connect',
          url,
          count: member.count,
          date: options.date,
          localAddress: member.localAddress,
        }),
        'connected',
        600_000,
      );
      const count = answers.reduce((sum, answer) => sum + answer.count, 0);
      const failed = answers.reduce((sum, answer) => sum + answer.failed, 0);
      if (failed > 0) console.warn(`  ${kind}: ${failed} of ${options.sockets} clients never had counts`);
      else
        console.log(
          `  ${kind}: ${count} clients following today's counts, from ${clients.processes} processes`,
        );
    }

    for (let restart = 1; restart <= options.restarts; restart += 1) {
      for (const side of sides) {
        // Evening out goes on from the first connections: the first restart, too, starts from an even house.
        if (restart === 1 && side.other && options.shared)
          console.log(`  ${await untilEven([side.host, side.other.host], options.sockets)}`);
        const next = await startHost(side, options);
        // A client that loses its connection from here on must have counts again on a new one.
        await side.clients.ask(() => ({ type: 'arm' }), 'armed');
        const otherBefore = await side.other?.host.request({ type: 'usage' }, 'usage');
        // From before the stop: behind the proxy the clients let go reconnect to nginx at once.
        const overflowsBefore = listenOverflows();
        const { at: stopped } = await side.host.request({ type: 'stop' }, 'stopped');
        side.host.kill();
        side.host = next;
        await sleep(options.downtimeMs);
        const { at: listening } = await next.request({ type: 'listen' }, 'listening');
        const answers = await side.clients.ask(
          () => ({ type: 'collect', timeoutMs: STORM_DEADLINE_MS }),
          'collected',
          STORM_DEADLINE_MS + 30_000,
        );
        const times = answers.flatMap((answer) => answer.times);
        const kept = answers.reduce((sum, answer) => sum + answer.kept, 0);
        const usage = await next.request({ type: 'usage' }, 'usage');
        const { loopDelayP99Ms, loopDelayMaxMs } = usage;
        const otherAfter = await side.other?.host.request({ type: 'usage' }, 'usage');
        // Behind the proxy the instance that stayed serves most of the returning clients.
        const cpuMicros = usage.cpuMicros + (otherAfter?.cpuMicros ?? 0) - (otherBefore?.cpuMicros ?? 0);
        const overflows = listenOverflows() - overflowsBefore;
        const from = side.other ? stopped : listening;
        if (side.other) {
          // The next restart is the other instance's.
          [side.host, side.other.host] = [side.other.host, side.host];
          [side.port, side.other.port] = [side.other.port, side.port];
        }
        const back = times.filter((at): at is number => at !== null).map((at) => at - from);
        side.cpuPerClient.push(cpuMicros / 1000 / Math.max(back.length, 1));
        side.missing += times.length - back.length;
        back.sort((a, b) => a - b);
        side.all.push(back.at(-1) ?? Number.NaN);
        side.medians.push(back[Math.floor(back.length / 2)] ?? Number.NaN);
        console.log(
          `  restart ${restart}, ${side.kind}${side.other ? ' behind nginx' : ''}: all ${back.length} back ${Math.round(back.at(-1) ?? NaN)} ms after ${side.other ? `the restarted instance let its sockets go (${kept} kept theirs)` : 'listening'} (median ${Math.round(side.medians.at(-1)!)} ms; server CPU ${Math.round(cpuMicros / 1000)} ms, event loop late by ≤ ${Math.round(loopDelayMaxMs)} ms (p99 ${Math.round(loopDelayP99Ms)}); connections dropped from a full accept queue: ${overflows})${times.length > back.length ? `, ${times.length - back.length} missing` : ''}`,
        );
        if (side.other && options.shared)
          console.log(`  ${await untilEven([side.host, side.other.host], options.sockets)}`);
      }
    }
    const result = (side: Side): StormResult => ({
      allBackMs: median(side.all),
      medianBackMs: median(side.medians),
      missing: side.missing,
      cpuMsPerClient: median(side.cpuPerClient),
    });
    return { dozen: result(sides[0]!), bare: result(sides[1]!) };
  } finally {
    for (const side of sides) {
      await side.clients.close({ type: 'close' }, 'closed');
      await side.host.request({ type: 'stop' }, 'stopped', 20_000).catch(() => undefined);
      side.host.kill();
      if (side.other) {
        await side.other.host.request({ type: 'stop' }, 'stopped', 20_000).catch(() => undefined);
        side.other.host.kill();
        // nginx's own troubles (e.g. a worker out of open files) explain a slow or missing client.
        const alerts = (await side.other.proxy.errors())
          .split('\n')
          .filter((line) => /\[(alert|crit|emerg)\]|Too many open files/.test(line));
        for (const line of [...new Set(alerts.map((line) => line.replace(/^\S+ \S+ /, '')))].slice(0, 5))
          console.warn(`  nginx: ${line}`);
        await side.other.proxy.close();
      }
    }
  }
}

/** The kernel's count of connections dropped because a listener's accept queue was full (all listeners). */
function listenOverflows(): number {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.split(/\s+/));
    return Number(values?.[names?.indexOf('ListenOverflows') ?? -1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
