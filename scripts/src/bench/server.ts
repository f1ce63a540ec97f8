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
 *          --rounds=N (20) --restarts=N (3) --downtime=MS (1000)
 *          --changes=N (200) --count-sockets=N (0: the screen alone) --load-rate=N (200)
 *          --load-seconds=N (5)
 *          --only=words,live,submit,storm,count (default: all) --words-only (= --only=words)
 *          --pg-stats (print pg_stat_statements after validate-word and submit-game: pg-stats.ts)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { puzzleDate, scoreWord, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import { ApiRoute, type TWordScore } from '@dozen/engine/contract';
import { createApp } from '@dozen/server/app';
import { createExpressHost } from '@dozen/server/http/express-host';
import { parseConfig } from '@dozen/server/config';
import { loadBlockedWords, loadDictionary } from '@dozen/server/dictionary/load';
import { createSessionService } from '@dozen/server/auth/sessions';
import { createPresence } from '@dozen/server/presence/index';
import { createLogger } from '@dozen/server/logger';
import { createMailer } from '@dozen/server/mail/mailer';
import { createMetrics } from '@dozen/server/metrics/index';
import { createLiveStats } from '@dozen/server/services/live-stats';
import { createPoolService } from '@dozen/server/services/pools';
import { createSql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';
import { migrate } from '@dozen/server/storage/migrate';
import { measureCount } from './server-count-rows.js';
import { printTable, type Row } from './bench-table.js';
import { measureLiveRows } from './server-live-rows.js';
import { printStatementStats, resetStatementStats, withStatementStats } from './pg-stats.js';
import { measureReconnectStorm } from './server-storm.js';
import { measureSubmitGame } from './server-submit.js';
import { measureValidateWord } from './server-words.js';

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
  /** Changes timed one by one to another player's screen. */
  changes: number;
  /** Sockets watching the day beside the screen while changes are timed. */
  countSockets: number;
  loadRate: number;
  loadSeconds: number;
  /** Print pg_stat_statements after the validate-word and submit-game parts. */
  pgStats: boolean;
}

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
    changes: value('changes', 200),
    countSockets: args.some((a) => a.startsWith('--count-sockets=')) ? value('count-sockets', 1) : 0,
    loadRate: value('load-rate', 200),
    loadSeconds: value('load-seconds', 5),
    pgStats: args.includes('--pg-stats'),
  };
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const rows: Row[] = [];
  const app = await startApp(options.connections * PLAYERS_PER_CONNECTION, options.pgStats);
  try {
    await measure(rows, app, options);
  } finally {
    await app.close();
  }
  printTable(rows);
}

async function measure(rows: Row[], app: App, options: Options): Promise<void> {
  await measureParts(rows, app, options);
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
      })),
    );
  }
}

async function measureParts(rows: Row[], app: App, options: Options): Promise<void> {
  if (options.parts.has('words')) {
    console.log(
      `validate-word: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
    );
    if (options.pgStats) await resetStatementStats(app.sql);
    const { dozen, bare, floor, hostedFloor } = await measureValidateWord(
      {
        url: app.url + ApiRoute.validateWord.path(),
        request: app.validateWordRequest,
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
        // For information: the floor served as the app is (http/express-host.ts).
        figure: 'validate-word req/s ÷ Express floor hosted like ours',
        value: dozen.requestsPerSecond,
        anchor: hostedFloor.requestsPerSecond,
        unit: 'req/s',
        goal: null,
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
    rows.push(
      ...(await measureLiveRows({
        sockets: options.sockets,
        rounds: options.rounds,
        databaseUrl: app.databaseUrl,
      })),
    );
  }

  if (options.parts.has('submit')) {
    console.log(
      `submit-game: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
    );
    if (options.pgStats) await resetStatementStats(app.sql);
    const gamesBefore = await countGames(app.sql);
    const { submits, inserts, floor } = await measureSubmitGame(app.submitTarget, {
      duration: options.duration,
      rounds: options.wordRounds,
      connections: options.connections,
    });
    // PostgreSQL's share sums its processes' CPU at a round's start and end: one that exits
    // meanwhile takes its ticks along, so for the floor, which sends it nothing, the difference
    // can come out a hair below zero (shown as 0). The load generator (wrk) shares the
    // machine's cores with both; the inserts need none.
    const line = (name: string, own: string, postgres: string, load: string) =>
      `  ${name.padEnd(30)}${own.padStart(13)}${postgres.padStart(12)}${load.padStart(16)}`;
    const cpu = (name: string, side: typeof submits) =>
      line(
        name,
        side.cpuPerOperation.process.toFixed(0),
        Math.max(0, side.cpuPerOperation.postgres).toFixed(0),
        side.cpuPerOperation.load.toFixed(0),
      );
    console.log(
      [
        line('CPU an operation, µs', 'its process', 'PostgreSQL', 'load generator'),
        cpu('  a stored game', submits),
        cpu('  an anchor insert', inserts),
        cpu("  the Express floor's answer", floor),
      ].join('\n'),
    );
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
        // The ceiling: no Express route answers this request faster (server-anchors.ts).
        figure: 'Express floor, same request, no work ÷ single-row inserts/s',
        value: floor.requestsPerSecond,
        anchor: inserts.requestsPerSecond,
        unit: '/s',
        goal: null,
      },
      {
        // What sets how many PostgreSQL machines the game needs: its CPU a stored game (per core
        // second, so more is better, like the figure above), whatever the HTTP side costs.
        figure: "PostgreSQL's CPU: games stored ÷ inserts, per core-second",
        value: 1e6 / submits.cpuPerOperation.postgres,
        anchor: 1e6 / inserts.cpuPerOperation.postgres,
        unit: '/core-s',
        goal: null,
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
        goal: { kind: 'max', ratio: 1.3 },
      },
      {
        figure: 'storm: median client back after restart',
        value: dozen.medianBackMs,
        anchor: bare.medianBackMs,
        unit: 'ms',
        goal: null,
      },
      {
        figure: 'storm: server CPU per client back',
        value: dozen.cpuMsPerClient,
        anchor: bare.cpuMsPerClient,
        unit: 'ms',
        goal: null,
      },
    );
  }
}

// ---- the real app

/**
 * Players (sessions) for each load connection. wrk sends their requests in turn (wrk-load.ts),
 * so a player's next game leaves ~4 × connections requests after their last one, which has been
 * answered by then: no player has two games in flight, as no player has in play. With one player
 * a connection, answers coming back out of order (a batch) put ~2% of the games beside another of
 * the same player: they raced for the player's day, and the loser was read and written again.
 */
const PLAYERS_PER_CONNECTION = 4;

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

  // Hosted as index.ts hosts it (http/express-host.ts).
  const host = createExpressHost();
  const httpServer = http.createServer(host.serverOptions);
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
  const sessionService = createSessionService({
    sql,
    now,
    ttlDays: config.sessionTtlDays,
    revocations: presence.revocations,
  });
  httpServer.on(
    'request',
    host.serve(
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
        sessions: sessionService,
        blockedWords: await loadBlockedWords(),
      }),
    ),
  );

  // One session a player (wrk-load.ts takes them in turn).
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
