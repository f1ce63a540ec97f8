/**
 * `npm run bench -- server`: the server's figures, each against an anchor measured in the same run
 * on the same machine (benchmarks are not tests: nothing fails on a time).
 *
 * 1. POST /api/validate-word on the real app (createApp served as index.ts serves it, embedded
 *    PostgreSQL, in-process counters, a session per connection) vs anchors doing the same parse +
 *    dictionary check + JSON answer (server-anchors.ts): a bare node:http server, and an Express 5
 *    app with no middleware (the framework's floor), also served like ours for information; each
 *    anchor in a process of its own (anchor-host.ts), never beside the app. req/s and p99 with
 *    wrk (100 connections; wrk-load.ts), in interleaved rounds (server-words.ts).
 * 2. One live-count broadcast to `--sockets` Socket.IO sockets (the real createRealtime) vs a plain
 *    `ws` server sending the same JSON to as many sockets: delivery p99 from send to receipt, the
 *    server's CPU per broadcast; its memory per socket vs a bare Socket.IO server. Each server runs
 *    alone in a process of its own, its sockets in several others (server-live.ts). Also shown: a
 *    real change through LiveStats to receipt on every socket, the broadcast pacing included.
 * 3. POST /api/submit-game on the real app (a new honest game per request, one session per
 *    connection) vs plain single-row inserts into the same PostgreSQL, and the Express floor
 *    answering the same requests with no work in a process of its own (server-submit.ts).
 * 4. A reconnect storm: `--sockets` clients running the browser's connectLive/followDate through a
 *    server restart, until all have counts again, vs a bare Socket.IO server (server-storm.ts).
 *
 * 5. A change reaching another player's screen: the real server process, real HTTP requests (a new
 *    player's first word or stored game) and a screen running the browser's live connection:
 *    p50/p99 over `--changes` changes against the 250 ms goal, and at `--load-rate` changes a second
 *    the broadcasts a screen receives per second (server-count.ts).
 *
 * A failure the bench can explain (a child process gone, more sockets than a process may open)
 * is a BenchError: one clear message, exit code 1.
 *
 * Options: --duration=SECONDS (12) --word-rounds=N (4) --connections=N (100) --sockets=N (2000)
 *          --rounds=N (20) --restarts=N (3) --downtime=MS (1000) --backlog=N (the server's, 4096)
 *          --storm-proxy (ours as the compose shape: two instances behind nginx, one restarted;
 *          with --redis-url=URL they share it and even out their sockets, and each restart waits
 *          for them to be even)
 *          --changes=N (200) --count-sockets=N (0: the screen alone) --load-rate=N (200)
 *          --load-seconds=N (5) --count-instances=N (1; more share --redis-url=URL, as several
 *          instances of one deployment do: the screen on the first, the other sockets and the
 *          changes spread over all)
 *          --only=words,live,submit,storm,count (default: all) --words-only (= --only=words)
 *          --pg-stats (print pg_stat_statements after validate-word and submit-game: pg-stats.ts)
 */
import { LISTEN_BACKLOG } from '@dozen/server/http-server';
import { onlyParts, positiveOption } from './bench-args.js';
import { printTable, type Row } from './bench-table.js';
import { startApp, PLAYERS_PER_CONNECTION, type App } from './server-app.js';
import { measureCount } from './server-count-rows.js';
import { measureLiveRows } from './server-live-rows.js';
import { measureStormRows } from './server-storm-rows.js';
import { measureSubmitRows } from './server-submit-rows.js';
import { measureWordsRows } from './server-words-rows.js';

type Part = 'words' | 'live' | 'submit' | 'storm' | 'count';
const PARTS: readonly Part[] = ['words', 'live', 'submit', 'storm', 'count'];

interface Options {
  /** The parts to run (`--only=…`; `--words-only` is `--only=words`). */
  parts: Set<Part>;
  duration: number;
  /** validate-word's interleaved rounds per target. */
  wordRounds: number;
  connections: number;
  sockets: number;
  rounds: number;
  /** Restarts of each server in the reconnect storm. */
  restarts: number;
  /** How long the port stays closed between the two processes of a restart. */
  downtimeMs: number;
  /** Our server's listen backlog in the storm (`--backlog`, default the server's own). */
  backlog: number;
  /** The storm's ours as two instances behind nginx (`--storm-proxy`). */
  stormProxy: boolean;
  /** Changes timed one by one to another player's screen. */
  changes: number;
  /** Sockets watching the day beside the screen while changes are timed. */
  countSockets: number;
  loadRate: number;
  loadSeconds: number;
  /** Server processes the count part runs, sharing PostgreSQL and `redisUrl`. */
  countInstances: number;
  redisUrl: string | undefined;
  /** Print pg_stat_statements after the validate-word and submit-game parts. */
  pgStats: boolean;
}

function parseOptions(args: string[]): Options {
  const value = (name: string, fallback: number) => positiveOption(args, name, fallback);
  return {
    parts: args.includes('--words-only') ? new Set<Part>(['words']) : onlyParts(args, PARTS),
    duration: value('duration', 12),
    wordRounds: value('word-rounds', 4),
    connections: value('connections', 100),
    sockets: value('sockets', 2000),
    rounds: value('rounds', 20),
    restarts: value('restarts', 3),
    downtimeMs: value('downtime', 1000),
    backlog: value('backlog', LISTEN_BACKLOG),
    stormProxy: args.includes('--storm-proxy'),
    changes: value('changes', 200),
    countSockets: args.some((a) => a.startsWith('--count-sockets=')) ? value('count-sockets', 1) : 0,
    loadRate: value('load-rate', 200),
    loadSeconds: value('load-seconds', 5),
    countInstances: value('count-instances', 1),
    redisUrl: args.find((arg) => arg.startsWith('--redis-url='))?.slice('--redis-url='.length),
    pgStats: args.includes('--pg-stats'),
  };
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const app = await startApp(options.connections * PLAYERS_PER_CONNECTION, options.pgStats);
  let rows: Row[];
  try {
    rows = await measure(app, options);
  } finally {
    await app.close();
  }
  printTable(rows);
}

/** The parts asked for, in order, on the one app (server-app.ts). */
async function measure(app: App, options: Options): Promise<Row[]> {
  const rows: Row[] = [];
  if (options.parts.has('words')) rows.push(...(await measureWordsRows(app, options)));
  let wsDeliveryP99: number | undefined;
  if (options.parts.has('live')) {
    const live = await measureLiveRows({
      sockets: options.sockets,
      rounds: options.rounds,
      databaseUrl: app.databaseUrl,
    });
    rows.push(...live.rows);
    // A change's way to another screen against it, when as many sockets watch beside the screen.
    if (options.countSockets === options.sockets) wsDeliveryP99 = live.wsDeliveryP99;
  }
  if (options.parts.has('submit')) rows.push(...(await measureSubmitRows(app, options)));
  if (options.parts.has('storm'))
    rows.push(...(await measureStormRows(app, { ...options, proxied: options.stormProxy })));
  if (options.parts.has('count')) {
    rows.push(
      ...(await measureCount({
        databaseUrl: app.databaseUrl,
        date: app.submitTarget.date,
        game: app.submitTarget.words,
        changes: options.changes,
        countSockets: options.countSockets,
        loadRate: options.loadRate,
        loadSeconds: options.loadSeconds,
        instances: options.countInstances,
        redisUrl: options.redisUrl,
        wsDeliveryP99,
      })),
    );
  }
  return rows;
}
