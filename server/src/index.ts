import http from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadBlockedWords, loadDictionary } from './dictionary/load.js';
import { createSessionService } from './auth/sessions.js';
import { createExpressHost } from './http/express-host.js';
import { createDrainableServer, KEEP_ALIVE_TIMEOUT_MS, listen, type DrainableServer } from './http-server.js';
import { resolveAuthSecret } from './auth/auth-secret.js';
import { createLogger, type Logger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { createMetrics } from './metrics/index.js';
import { createMetricsApp } from './metrics/http.js';
import { createPresence, type Presence } from './presence/index.js';
import { createRealtime, type Realtime } from './realtime.js';
import { createLiveStats } from './services/live-stats.js';
import { createPoolService } from './services/pools.js';
import { openDatabase, type Database } from './storage/database.js';
import { migrate } from './storage/migrate.js';
import { deleteExpiredSessions } from './storage/sessions.js';
import { deleteExpiredSignInRequests } from './storage/sign-in-requests.js';
import type { LiveStats } from './live/types.js';

/**
 * Boot: config → logger → metrics → database (DATABASE_URL or embedded; its queries counted) →
 * migrations → dictionary → pools (today + the days ahead) → presence (in process, or Redis once
 * it answers or is found unreachable) → live stats → auth secret, mailer (SMTP or the dev
 * outbox) and sessions → app → HTTP server → Socket.IO (live counts and leagues' rooms) → listen, and the metrics port when METRICS_PORT is
 * set. SIGTERM/SIGINT drain (see onceShutdown), then close the metrics port, the mailer, the live
 * stats, the presence, Postgres (and the embedded cluster), and exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config);
  const now = () => new Date();
  const metrics = createMetrics();

  const resources: Resources = { logger };
  const shutdown = onceShutdown(resources, config.shutdownTimeoutMs);
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    resources.database = await openDatabase(config, logger);
    const sql = metrics.instrumentSql(resources.database.sql);
    await migrate(sql, logger);

    const started = performance.now();
    const dictionary = await loadDictionary();
    logger.info({ words: dictionary.size, ms: Math.round(performance.now() - started) }, 'dictionary loaded');

    const pools = createPoolService({ sql, dictionary, now, logger, daysAhead: config.poolDaysAhead });
    await pools.ensureUpcoming();

    const presence = createPresence({ redisUrl: config.redisUrl, logger });
    resources.presence = presence;
    // No request before the shared store has answered, or been found unreachable (bounded by the
    // command timeout): a rate limit met while its Redis client still connects counts in this
    // process alone, so a new instance's first requests would not share the deployment's limits.
    const stores = await presence.ready();
    const unready = Object.keys(stores).filter((name) => !stores[name]);
    if (unready.length > 0) {
      logger.warn(
        { stores: unready },
        'shared store not answering at boot: serving now; until it answers, rate limits count in this process only',
      );
    }
    resources.liveStats = createLiveStats({
      sql,
      counters: presence.counters,
      logger,
      now,
      metrics: metrics.liveStats,
    });

    const authSecret = await resolveAuthSecret(config, logger);
    resources.mailer = createMailer(config, logger);
    const sessions = createSessionService({
      sql,
      now,
      ttlDays: config.sessionTtlDays,
      revocations: presence.revocations,
    });

    const app = createApp({
      config,
      sql,
      dictionary,
      pools,
      liveStats: resources.liveStats,
      logger,
      now,
      presence,
      mailer: resources.mailer,
      authSecret,
      metrics,
      sessions,
      blockedWords: await loadBlockedWords(),
    });
    const host = createExpressHost();
    resources.http = createDrainableServer(host.serve(app), host.serverOptions);
    const { server } = resources.http;
    resources.realtime = createRealtime(server, {
      liveStats: resources.liveStats,
      publicUrl: config.publicUrl,
      logger,
      now,
      metrics: metrics.realtime,
      leagues: { sql, sessions, events: presence.leagueEvents, revocations: presence.revocations },
      ...(config.rebalanceSockets ? { rebalance: { shares: presence.socketShares } } : {}),
    });

    await listen(server, config.port, config.host);
    // Housekeeping: expired sessions and sign-in requests are refused anyway; this keeps the tables small.
    resources.sweeper = setInterval(() => {
      deleteExpiredSessions(sql, now()).then(
        (count) => count > 0 && logger.info({ count }, 'expired sessions removed'),
        (error: unknown) => logger.warn({ err: error }, 'expired session sweep failed'),
      );
      deleteExpiredSignInRequests(sql, now()).catch((error: unknown) =>
        logger.warn({ err: error }, 'expired sign-in request sweep failed'),
      );
    }, SESSION_SWEEP_MS);
    resources.sweeper.unref();

    const address = server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    logger.info({ port, publicUrl: config.publicUrl }, 'dozen is listening');

    if (config.metrics.port !== undefined) {
      resources.metricsServer = http.createServer(createMetricsApp(metrics, config.metrics.token, logger));
      const metricsServer = resources.metricsServer;
      await listen(metricsServer, config.metrics.port, config.metrics.host);
      const metricsAddress = metricsServer.address();
      logger.info(
        {
          host: config.metrics.host,
          port:
            metricsAddress && typeof metricsAddress === 'object' ? metricsAddress.port : config.metrics.port,
          token: config.metrics.token !== undefined,
        },
        'metrics are served on their own port',
      );
    }
  } catch (error) {
    logger.fatal({ err: error }, 'boot failed');
    await shutdown('boot failure', 1);
  }
}

const SESSION_SWEEP_MS = 60 * 60 * 1000;

interface Resources {
  logger: Logger;
  sweeper?: NodeJS.Timeout;
  database?: Database;
  presence?: Presence;
  liveStats?: LiveStats;
  http?: DrainableServer;
  realtime?: Realtime;
  mailer?: Mailer;
  metricsServer?: http.Server;
}

/**
 * Closes everything in reverse order of creation, once; forces the exit after a timeout. A
 * deployment stops instances this way, so it strands nobody: the HTTP server drains (no new
 * connections, each open one closed after its answer; see http-server.ts), and every WebSocket's
 * transport is closed, from which Socket.IO clients reconnect at once, through the proxy, to an
 * instance that is still up.
 */
function onceShutdown(resources: Resources, timeoutMs: number) {
  let shuttingDown = false;
  return async (reason: string, exitCode = 0): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    const { logger } = resources;
    logger.info({ reason }, 'shutting down');
    clearInterval(resources.sweeper);
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(exitCode || 1);
    }, timeoutMs);
    timer.unref();

    const step = async (name: string, action: () => Promise<unknown> | unknown) => {
      try {
        await action();
      } catch (error) {
        logger.warn({ err: error, step: name }, 'shutdown step failed');
      }
    };
    if (resources.http) {
      const drained = resources.http.drain(Math.min(KEEP_ALIVE_TIMEOUT_MS, timeoutMs / 2));
      await step('sockets', () => resources.realtime?.close());
      await step('http', async () => {
        const { cut } = await drained;
        if (cut > 0) logger.warn({ cut }, 'connections still open after the drain deadline were cut');
      });
    }
    await step('metrics', () => closeMetricsServer(resources.metricsServer));
    await step('mailer', () => resources.mailer?.close());
    await step('live stats', () => resources.liveStats?.close());
    await step('presence', () => resources.presence?.close());
    await step('database', () => resources.database?.close());
    logger.info('stopped');
    logger.flush();
    process.exit(exitCode);
  };
}

/** Scrapes are short and retried by Prometheus: nothing to drain. */
function closeMetricsServer(server: http.Server | undefined): Promise<void> | undefined {
  if (!server?.listening) return undefined;
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

await main();
