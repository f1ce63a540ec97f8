/**
 * `npm run bench -- server`: the server's figures, each against an anchor measured in the same run
 * on the same machine (benchmarks are not tests: nothing fails on a time).
 *
 * 1. POST /api/validate-word on the real app (createApp, embedded PostgreSQL, in-process counters,
 *    a session per connection) vs two anchors doing the same parse + dictionary check + JSON answer
 *    (server-anchors.ts): a bare node:http server, and an Express 5 app with no middleware (the
 *    framework's floor). req/s and p99 with autocannon (100 connections) in a child process, in
 *    interleaved rounds (server-words.ts).
 * 2. One live-count broadcast to 2,000 Socket.IO sockets (the real createRealtime) vs a plain `ws`
 *    server sending the same JSON to 2,000 sockets: delivery p99 from send to receipt, the
 *    server's CPU per broadcast and its memory per socket. Each server runs alone in a process of
 *    its own (server-hosts.ts), its sockets in another (server-clients.ts). Also shown: a real
 *    change through LiveStats to receipt, the 500 ms broadcast tick included.
 * 3. POST /api/submit-game on the real app (a new honest game per request, one session per
 *    connection) vs plain single-row inserts into the same PostgreSQL (server-submit.ts).
 * 4. A reconnect storm: `--sockets` clients running the browser's connectLive/followDate through a
 *    server restart, until all have counts again, vs a bare Socket.IO server (server-storm.ts).
 *
 * Options: --duration=SECONDS (12) --word-rounds=N (4) --connections=N (100) --sockets=N (2000)
 *          --rounds=N (20) --restarts=N (3) --downtime=MS (1000)
 *          --only=words,live,submit,storm (default: all) --words-only (= --only=words)
 *          --pg-stats (print pg_stat_statements after validate-word and submit-game: pg-stats.ts)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { puzzleDate, scoreWord, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import { ApiRoute, type TLiveStats, type TWordScore } from '@dozen/engine/contract';
import { createApp } from '@dozen/server/app';
import { parseConfig } from '@dozen/server/config';
import { loadDictionary } from '@dozen/server/dictionary/load';
import { createPresence } from '@dozen/server/presence/index';
import { createLogger } from '@dozen/server/logger';
import { createMailer } from '@dozen/server/mail/mailer';
import { createMetrics } from '@dozen/server/metrics/index';
import { createLiveStats } from '@dozen/server/services/live-stats';
import { createPoolService } from '@dozen/server/services/pools';
import { createSql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';
import { migrate } from '@dozen/server/storage/migrate';
import { BenchChild } from './ipc.js';
import { printStatementStats, resetStatementStats, withStatementStats } from './pg-stats.js';
import { measureReconnectStorm } from './server-storm.js';
import { measureSubmitGame } from './server-submit.js';
import { measureValidateWord } from './server-words.js';
import type { ChildMessage, ParentMessage } from './server-clients.js';
import type { HostKind, HostReply, HostRequest } from './server-hosts.js';

type Part = 'words' | 'live' | 'submit' | 'storm';
const PARTS: readonly Part[] = ['words', 'live', 'submit', 'storm'];

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
  /** Print pg_stat_statements after the validate-word and submit-game parts. */
  pgStats: boolean;
}

interface Row {
  figure: string;
  value: number;
  anchor: number | null;
  unit: string;
  goal: { kind: 'min' | 'max'; ratio: number } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseOptions(args: string[]): Options {
  const value = (name: string, fallback: number) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    const parsed = arg ? Number(arg.split('=')[1]) : fallback;
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
    return parsed;
  };
  const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
  const parts = new Set<Part>(
    args.includes('--words-only') ? ['words'] : only ? (only.split(',') as Part[]) : PARTS,
  );
  for (const part of parts) {
    if (!PARTS.includes(part)) throw new Error(`--only takes ${PARTS.join(', ')}; not "${part}"`);
  }
  return {
    parts,
    duration: value('duration', 12),
    wordRounds: value('word-rounds', 4),
    connections: value('connections', 100),
    sockets: value('sockets', 2000),
    rounds: value('rounds', 20),
    restarts: value('restarts', 3),
    downtimeMs: value('downtime', 1000),
    pgStats: args.includes('--pg-stats'),
  };
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const rows: Row[] = [];
  const app = await startApp(options.connections, options.pgStats);
  try {
    await measure(rows, app, options);
  } finally {
    await app.close();
  }
  printTable(rows);
}

async function measure(rows: Row[], app: App, options: Options): Promise<void> {
  if (options.parts.has('words')) {
    console.log(
      `validate-word: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
    );
    if (options.pgStats) await resetStatementStats(app.sql);
    const { dozen, bare, floor } = await measureValidateWord(
      {
        url: app.url + ApiRoute.validateWord.path(),
        request: app.validateWordRequest,
        dictionary: app.dictionary,
        letters: app.letters,
      },
      { duration: options.duration, rounds: options.wordRounds, connections: options.connections },
    );
    if (options.pgStats) await printStatementStats(app.sql, 'validate-word');
    rows.push(
      {
        figure: 'validate-word req/s ÷ bare node:http',
        value: dozen.requestsPerSecond,
        anchor: bare.requestsPerSecond,
        unit: 'req/s',
        goal: { kind: 'min', ratio: 0.5 },
      },
      {
        figure: 'validate-word req/s ÷ Express floor',
        value: dozen.requestsPerSecond,
        anchor: floor.requestsPerSecond,
        unit: 'req/s',
        goal: { kind: 'min', ratio: 0.9 },
      },
      {
        figure: 'validate-word p99 ÷ bare node:http',
        value: dozen.p99,
        anchor: bare.p99,
        unit: 'ms',
        goal: null,
      },
      {
        figure: 'validate-word p99 ÷ Express floor',
        value: dozen.p99,
        anchor: floor.p99,
        unit: 'ms',
        goal: null,
      },
    );
  }

  if (options.parts.has('live')) {
    console.log(`live counts: ${options.sockets} sockets, ${options.rounds} broadcasts each…`);
    const sio = await measureBroadcasts('socket.io', app.databaseUrl, options);
    const ws = await measureBroadcasts('ws', app.databaseUrl, options);
    rows.push({
      figure: `stats delivery p99, ${options.sockets} sockets`,
      value: sio.deliveryP99,
      anchor: ws.deliveryP99,
      unit: 'ms',
      goal: { kind: 'max', ratio: 1.3 },
    });
    rows.push({
      figure: 'server CPU per broadcast',
      value: sio.cpuMsPerBroadcast,
      anchor: ws.cpuMsPerBroadcast,
      unit: 'ms',
      goal: null,
    });
    rows.push({
      figure: 'server memory per socket',
      value: sio.bytesPerSocket / 1024,
      anchor: ws.bytesPerSocket / 1024,
      unit: 'KiB',
      goal: { kind: 'max', ratio: 1.3 },
    });
    if (sio.endToEndP99 !== null) {
      rows.push({
        figure: 'change → receipt p99 (500 ms tick incl.)',
        value: sio.endToEndP99,
        anchor: null,
        unit: 'ms',
        goal: null,
      });
    }
  }

  if (options.parts.has('submit')) {
    console.log(
      `submit-game: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
    );
    if (options.pgStats) await resetStatementStats(app.sql);
    const gamesBefore = await countGames(app.sql);
    const { submits, inserts } = await measureSubmitGame(app.submitTarget, {
      duration: options.duration,
      rounds: options.wordRounds,
      connections: options.connections,
    });
    if (options.pgStats) {
      const count = (await countGames(app.sql)) - gamesBefore;
      await printStatementStats(app.sql, 'submit-game and its anchor', { name: 'game', count });
    }
    rows.push(
      {
        figure: 'submit-game games/s ÷ single-row inserts/s',
        value: submits.requestsPerSecond,
        anchor: inserts.requestsPerSecond,
        unit: '/s',
        goal: { kind: 'min', ratio: 0.5 },
      },
      {
        figure: 'submit-game p99 ÷ single-row insert p99',
        value: submits.p99,
        anchor: inserts.p99,
        unit: 'ms',
        goal: null,
      },
    );
  }

  if (options.parts.has('storm')) {
    console.log(
      `reconnect storm: ${options.sockets} clients, ${options.restarts} restarts of each server, port closed ${options.downtimeMs} ms…`,
    );
    const { dozen, bare } = await measureReconnectStorm({
      sockets: options.sockets,
      restarts: options.restarts,
      downtimeMs: options.downtimeMs,
      databaseUrl: app.databaseUrl,
      date: app.submitTarget.date,
    });
    if (dozen.missing + bare.missing > 0)
      console.warn(`  clients without counts again: ${dozen.missing} (ours), ${bare.missing} (bare)`);
    rows.push(
      {
        figure: `storm: all ${options.sockets} clients back after restart`,
        value: dozen.allBackMs,
        anchor: bare.allBackMs,
        unit: 'ms',
        goal: null,
      },
      {
        figure: 'storm: median client back after restart',
        value: dozen.medianBackMs,
        anchor: bare.medianBackMs,
        unit: 'ms',
        goal: null,
      },
    );
  }
}

/** Every broadcast round carries its id in totalPlayers, far above any real count. */
const ROUND_BASE = 1_000_000;
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

// ---- the real app

type App = Awaited<ReturnType<typeof startApp>>;

async function countGames(sql: App['sql']): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from games`;
  return row?.n ?? 0;
}

async function startApp(sessions: number, pgStats: boolean) {
  const logger = createLogger({ logLevel: 'silent' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-bench-'));
  const dataDir = path.join(dir, 'pg');
  let postgres = await startEmbeddedPostgres({ dataDir, logger });
  if (pgStats) postgres = await withStatementStats(postgres, dataDir, logger);
  // As index.ts builds it: metrics time every request and count the pool's queries.
  const metrics = createMetrics();
  const sql = metrics.instrumentSql(createSql(postgres.url, { max: 10 }));
  await migrate(sql);
  const now = () => new Date();
  const today = puzzleDate(now());
  const dictionary = await loadDictionary();
  const pools = createPoolService({ sql, dictionary, now, logger, daysAhead: 0 });
  await pools.ensureUpcoming();
  const pool = await pools.getOrCreate(today);
  if (!pool) throw new Error(`no pool for ${today}`);
  const word = pool.topWord;

  const httpServer = http.createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const config = parseConfig({
    PORT: '0',
    PUBLIC_URL: url,
    DATABASE_URL: postgres.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // The benchmark measures the route, not the limiter's refusals.
    RATE_WORDS_PER_SESSION_PER_MINUTE: '100000000',
    RATE_WORDS_PER_IP_PER_MINUTE: '100000000',
    RATE_SESSIONS_PER_IP_PER_HOUR: '100000000',
    RATE_WRITES_PER_SESSION_PER_MINUTE: '100000000',
  });
  const presence = createPresence({ logger });
  const liveStats = createLiveStats({
    sql,
    counters: presence.counters,
    logger,
    now,
    metrics: metrics.liveStats,
  });
  // The benchmark sends no mail: the dev outbox (never written) and a throwaway sign-in key.
  const mailer = createMailer(config, logger);
  const authSecret = randomBytes(32);
  httpServer.on(
    'request',
    createApp({
      config,
      sql,
      dictionary,
      pools,
      liveStats,
      logger,
      now,
      presence,
      mailer,
      authSecret,
      metrics,
    }),
  );

  // One session per connection, like that many players (server-load.ts hands them out).
  const players = await Promise.all(
    Array.from({ length: sessions }, async () => {
      const session = await fetch(url + ApiRoute.session.path(), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      const cookie = session.headers.getSetCookie()[0]?.split(';')[0];
      if (!session.ok || !cookie) throw new Error(`POST /api/session answered ${session.status}`);
      const { userId } = (await session.json()) as { userId: string };
      return { cookie, playerId: userId };
    }),
  );
  const cookies = players.map((player) => player.cookie);
  const headers = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const body = JSON.stringify({ word, availableLetters: pool.letters });
  const first = await fetch(url + ApiRoute.validateWord.path(), {
    method: 'POST',
    headers: { ...headers, cookie: cookies[0]! },
    body,
  });
  if (first.status !== 200) throw new Error(`validate-word answered ${first.status}: ${await first.text()}`);

  return {
    url,
    sql,
    databaseUrl: postgres.url,
    dictionary,
    letters: pool.letters,
    validateWordRequest: { body, headers, cookies },
    submitTarget: {
      url: url + ApiRoute.submitGame.path(),
      headers,
      players,
      date: today,
      words: honestGame(pool, dictionary),
      databaseUrl: postgres.url,
      poolSize: 10,
    },
    async close() {
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
      await liveStats.close();
      await presence.close();
      await sql.end({ timeout: 5 });
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Three words of the day that fit the tiles together, longest first: a real game to submit. */
function honestGame(pool: DailyPool, dictionary: Dictionary): TWordScore[] {
  const chosen: string[] = [];
  const candidates = dictionary.wordsFormableFrom(pool.letters).sort((a, b) => b.length - a.length);
  for (const word of candidates) {
    if (chosen.length === 3) break;
    if (wordsFitTogether([...chosen, word], pool.letters)) chosen.push(word);
  }
  return chosen.map((word) => ({ word, score: scoreWord(word) }));
}

// ---- measurements

interface BroadcastResult {
  deliveryP99: number;
  cpuMsPerBroadcast: number;
  bytesPerSocket: number;
  endToEndP99: number | null;
}

/**
 * One server (its own process) and its sockets (another process): the server's memory before and
 * after the sockets connect, then `rounds` broadcasts timed from the server's send to each
 * socket's receipt. For Socket.IO, also real changes through LiveStats (the tick included).
 */
async function measureBroadcasts(
  kind: HostKind,
  databaseUrl: string,
  options: Options,
): Promise<BroadcastResult> {
  const host = new BenchChild<HostRequest, HostReply>(new URL('./server-hosts.ts', import.meta.url), [
    '--expose-gc',
  ]);
  const clients = new BenchChild<ParentMessage, ChildMessage>(
    new URL('./server-clients.ts', import.meta.url),
  );
  try {
    const { url, today } = await host.request({ type: 'start', kind, databaseUrl }, 'listening');
    const before = await host.request({ type: 'memory' }, 'memory');
    const { count, failed } = await clients.request(
      { type: 'connect', kind, url, count: options.sockets },
      'connected',
    );
    if (failed > 0) console.warn(`  ${kind}: ${failed} sockets failed to connect`);
    await sleep(1_000);
    const after = await host.request({ type: 'memory' }, 'memory');

    const latencies: number[] = [];
    let cpuMicros = 0;
    for (let round = 1; round <= options.rounds; round += 1) {
      const sent = await host.request({ type: 'broadcast', stats: roundStats(today, round) }, 'sent');
      cpuMicros += sent.cpuMicros;
      const { times } = await clients.request(
        { type: 'collect', round: ROUND_BASE + round, timeoutMs: 10_000 },
        'receipts',
      );
      if (times.length < count)
        console.warn(`  ${kind}: round ${round} reached ${times.length} of ${count} sockets`);
      for (const at of times) latencies.push(at - sent.sentAt);
      await sleep(100);
    }

    let endToEndP99: number | null = null;
    if (kind === 'socket.io') {
      const endToEnd: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const changed = await host.request(
          { type: 'change', playerId: `bench-${randomBytes(6).toString('hex')}` },
          'changed',
        );
        const { times } = await clients.request(
          { type: 'collect', round: changed.totalPlayers, timeoutMs: 5_000 },
          'receipts',
        );
        for (const at of times) endToEnd.push(at - changed.startedAt);
        await sleep(600);
      }
      endToEndP99 = percentile(endToEnd, 0.99);
    }
    return {
      deliveryP99: percentile(latencies, 0.99),
      cpuMsPerBroadcast: cpuMicros / 1000 / options.rounds,
      bytesPerSocket: (after.bytes - before.bytes) / Math.max(count, 1),
      endToEndP99,
    };
  } finally {
    await clients.request({ type: 'close' }, 'closed', 10_000).catch(() => undefined);
    await host.request({ type: 'stop' }, 'stopped', 10_000).catch(() => undefined);
    clients.kill();
    host.kill();
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

// ---- report

function printTable(rows: Row[]): void {
  const format = (n: number | null, unit: string) =>
    n === null ? '—' : `${n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)} ${unit}`;
  const lines = rows.map((row) => {
    const ratio = row.anchor ? row.value / row.anchor : null;
    const goal = row.goal ? `${row.goal.kind === 'min' ? '≥' : '≤'} ${row.goal.ratio}` : '';
    const verdict =
      row.goal && ratio !== null
        ? (row.goal.kind === 'min' ? ratio >= row.goal.ratio : ratio <= row.goal.ratio)
          ? 'met'
          : 'NOT met'
        : '';
    return [
      row.figure,
      format(row.value, row.unit),
      format(row.anchor, row.unit),
      ratio === null ? '—' : ratio.toFixed(2),
      goal,
      verdict,
    ];
  });
  const header = ['figure', 'dozen', 'anchor', 'ratio', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(
    `\n${render(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(render).join('\n')}`,
  );
}
