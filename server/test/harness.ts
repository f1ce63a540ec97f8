import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DailyPool, Dictionary } from '@dozen/engine';
import { createApp } from '../src/app.js';
import { createExpressHost } from '../src/http/express-host.js';
import { resolveAuthSecret } from '../src/auth/auth-secret.js';
import { parseConfig, type Config, type Env } from '../src/config.js';
import type { AppDeps } from '../src/deps.js';
import { loadBlockedWords, loadDictionary } from '../src/dictionary/load.js';
import { createSessionService } from '../src/auth/sessions.js';
import type { LiveStats } from '../src/live/types.js';
import { createLogger, type Logger } from '../src/logger.js';
import { createMailer } from '../src/mail/mailer.js';
import type { Mailer } from '../src/mail/types.js';
import { createMetrics, type Metrics } from '../src/metrics/index.js';
import { createPresence, type Presence } from '../src/presence/index.js';
import { createRealtime, type Realtime } from '../src/realtime.js';
import { createLiveStats } from '../src/services/live-stats.js';
import { createPoolService, type PoolService } from '../src/services/pools.js';
import { createSql, type Sql } from '../src/storage/database.js';
import { markUserSignedIn } from '../src/storage/users.js';
import { TEMPLATE_DATABASE } from './global-setup.js';
import { TestClient } from './test-client.js';

/**
 * The server test harness: a real server on port 0 over a real PostgreSQL database (one fresh
 * database per test file, cloned from the migrated template made by global-setup.ts), real
 * presence (in-process, or Redis with `redisUrl`), real Socket.IO, and an injected clock.
 */

/** Redis for the "redis" counter mode: `npm test` starts one and sets TEST_REDIS_URL. */
export const TEST_REDIS_URL: string | undefined = process.env.TEST_REDIS_URL || undefined;

/** Counter modes to run endpoint suites in: always memory, plus redis when TEST_REDIS_URL is set. */
export const COUNTER_MODES: ReadonlyArray<{ mode: 'memory' | 'redis'; redisUrl: string | undefined }> = [
  { mode: 'memory', redisUrl: undefined },
  ...(TEST_REDIS_URL ? [{ mode: 'redis' as const, redisUrl: TEST_REDIS_URL }] : []),
];

/** Fuzz cases per route: ≥ 1,000 in CI, fewer locally. */
export const FUZZ_RUNS = process.env.CI === 'true' ? 1000 : 100;

/** The default test instant: Saturday 2026-11-21, noon in New York. */
export const DEFAULT_TEST_INSTANT = '2026-11-21T17:00:00.000Z';

// ---- clock

export interface TestClock {
  now: () => Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = DEFAULT_TEST_INSTANT): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

// ---- database per file

let fileDatabase: Promise<string> | undefined;

/**
 * This test file's database URL (created on first use: a clone of the migrated template). Every
 * server started in one file shares it, like instances sharing production's database.
 */
export function testDatabaseUrl(): Promise<string> {
  fileDatabase ??= (async () => {
    const adminUrl = inject('postgresAdminUrl');
    const name = `dozen_test_${randomBytes(6).toString('hex')}`;
    const admin = createSql(adminUrl, { max: 1 });
    try {
      await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return fileDatabase;
}

/**
 * One dictionary per worker, kept on globalThis across the files that share the worker: this
 * module is evaluated afresh for each file (fresh-file.ts), and building the index costs ~0.4
 * CPU-seconds, for a value no test can change (its methods only read it).
 */
const SHARED_DICTIONARY = Symbol.for('dozen.test.dictionary');
export function testDictionary(): Promise<Dictionary> {
  const worker = globalThis as { [SHARED_DICTIONARY]?: Promise<Dictionary> };
  return (worker[SHARED_DICTIONARY] ??= loadDictionary());
}

let blockedWords: Promise<ReadonlySet<string>> | undefined;
function testBlockedWords(): Promise<ReadonlySet<string>> {
  blockedWords ??= loadBlockedWords();
  return blockedWords;
}

// ---- server

export interface TestServerOptions {
  /** Presence (counters and rate limits) in this Redis; in-process when absent. */
  redisUrl?: string;
  /** A migrated database of the test's own (e.g. on a cluster it restarts); default: this file's. */
  databaseUrl?: string;
  /** The clock (default: a TestClock at DEFAULT_TEST_INSTANT, available as `clock`). */
  clock?: TestClock;
  /**
   * Extra environment for parseConfig (e.g. low rate limits, SMTP_URL). PORT and PUBLIC_URL are
   * set by the harness; DATA_DIR defaults to a temporary folder (removed at close), AUTH_SECRET
   * to a random one.
   */
  env?: Env;
  /** PUBLIC_URL, when it must differ from the server's own address (e.g. https for Secure cookies). */
  publicUrl?: string;
  /** Start Socket.IO too (default true). */
  realtime?: boolean;
  /** Listen on this port (a restarted instance takes its predecessor's); default a free one. */
  port?: number;
  /** The server's logger (default: silent, or TEST_LOG_LEVEL). */
  logger?: Logger;
  /** Node's process metrics in this server's registry (default false: each adds an event-loop monitor). */
  processMetrics?: boolean;
}

export interface TestServer {
  /** http://127.0.0.1:PORT (also the server's PUBLIC_URL). */
  baseUrl: string;
  port: number;
  /** This file's database (shared by every server of the file). */
  databaseUrl: string;
  sql: Sql;
  clock: TestClock;
  config: Config;
  deps: AppDeps;
  liveStats: LiveStats;
  presence: Presence;
  /** Socket.IO, unless started with `realtime: false`. */
  realtime: Realtime | undefined;
  pools: PoolService;
  dictionary: Dictionary;
  logger: Logger;
  mailer: Mailer;
  /** This server's own Prometheus registry and metrics. */
  metrics: Metrics;
  httpServer: http.Server;
  /** A new cookie-keeping client for this server. */
  client(): TestClient;
  /**
   * Marks a player as signed in directly in the database (a shortcut past the e-mail sign-in), and
   * tells the session caches, as a real sign-in does.
   */
  signIn(userId: string): Promise<void>;
  /** Ends a session as another instance's sign-out would: its row deleted, the revocation published. */
  revokeSession(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

/** High limits so suites never trip them by accident; the rate-limit test lowers them. */
const RELAXED_LIMITS: Env = {
  RATE_WORDS_PER_SESSION_PER_MINUTE: '1000000',
  RATE_WORDS_PER_IP_PER_MINUTE: '1000000',
  RATE_SESSIONS_PER_IP_PER_HOUR: '1000000',
  RATE_WRITES_PER_SESSION_PER_MINUTE: '1000000',
  RATE_SHARE_IMAGE_RENDERS_PER_IP_PER_MINUTE: '1000000',
  RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE: '1000000',
  RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: '1000000',
  RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR: '1000000',
  RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES: '1000000',
  RATE_EVENT_BATCHES_PER_SESSION_PER_MINUTE: '1000000',
  RATE_EVENT_BATCHES_PER_IP_PER_MINUTE: '1000000',
  RATE_LEAGUE_JOINS_PER_ACCOUNT_PER_HOUR: '1000000',
  RATE_LEAGUE_JOINS_PER_IP_PER_HOUR: '1000000',
};

/**
 * Before the suite: a test server started with `options`, handed to `use` (which may prepare more
 * on it, e.g. the day's pool; a promise it returns is awaited); after the suite, closed.
 */
export function withTestServer(options: TestServerOptions, use: (server: TestServer) => unknown): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await use(server);
  });
  afterAll(() => server?.close());
}

/**
 * withTestServer, plus the stored pool of `date` (made if need be): `use` gets both, for the
 * suites that play or validate words on that day.
 */
export function withPoolServer(
  options: TestServerOptions,
  date: string,
  use: (server: TestServer, pool: DailyPool) => unknown,
): void {
  withTestServer(options, async (server) => use(server, (await server.pools.getOrCreate(date))!));
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = options.clock ?? createTestClock();
  const logger =
    options.logger ??
    createLogger({
      logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel'] | undefined) ?? 'silent',
    });
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl());
  const dict = await testDictionary();

  const host = createExpressHost();
  const httpServer = http.createServer(host.serverOptions);
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dozen-test-data-'));
  const config = parseConfig({
    ...RELAXED_LIMITS,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...options.env,
    PORT: String(port),
    PUBLIC_URL: options.publicUrl ?? baseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
  });

  const metrics = createMetrics({ processMetrics: options.processMetrics ?? false });
  const sql = metrics.instrumentSql(createSql(databaseUrl));
  // This file's servers share keys (like instances of one deployment); other files' do not.
  const keyPrefix = `dozen:test:${new URL(databaseUrl).pathname.slice(1)}:`;
  const presence = createPresence({ redisUrl: options.redisUrl, logger, keyPrefix });
  const liveStats = createLiveStats({
    sql,
    counters: presence.counters,
    logger,
    now: clock.now,
    metrics: metrics.liveStats,
  });
  const pools = createPoolService({
    sql,
    dictionary: dict,
    now: clock.now,
    logger,
    daysAhead: config.poolDaysAhead,
  });
  await pools.ensureUpcoming();

  const mailer = createMailer(config, logger);
  const sessions = createSessionService({
    sql,
    now: clock.now,
    ttlDays: config.sessionTtlDays,
    revocations: presence.revocations,
  });
  const deps: AppDeps = {
    config,
    sql,
    dictionary: dict,
    pools,
    liveStats,
    logger,
    now: clock.now,
    presence,
    mailer,
    authSecret: await resolveAuthSecret(config, logger),
    metrics,
    sessions,
    blockedWords: await testBlockedWords(),
  };
  const app = createApp(deps);
  httpServer.on('request', host.serve(app));
  const realtime =
    options.realtime === false
      ? undefined
      : createRealtime(httpServer, {
          liveStats,
          publicUrl: config.publicUrl,
          logger,
          now: clock.now,
          metrics: metrics.realtime,
          leagues: { sql, sessions, events: presence.leagueEvents, revocations: presence.revocations },
        });

  let closed = false;
  return {
    baseUrl,
    port,
    databaseUrl,
    sql,
    clock,
    config,
    deps,
    liveStats,
    presence,
    realtime,
    pools,
    dictionary: dict,
    logger,
    mailer,
    metrics,
    httpServer,
    client: () => new TestClient(baseUrl),
    async signIn(userId) {
      await markUserSignedIn(sql, userId, `${userId}@example.test`);
      await presence.revocations.publish({ userId });
    },
    async revokeSession(sessionId) {
      await sql`delete from sessions where id = ${sessionId}`;
      await presence.revocations.publish({ sessionId });
    },
    async close() {
      if (closed) return;
      closed = true;
      await realtime?.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await liveStats.close();
      await presence.close();
      mailer.close();
      await sql.end({ timeout: 5 });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
