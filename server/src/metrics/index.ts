import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Sql } from '../storage/database.js';
import { countInFlight } from './sql.js';

/**
 * The server's Prometheus metrics (prom-client), one registry per app instance: never prom-client's
 * global default registry, so tests that build several servers in one process each scrape their
 * own. What is measured, and where:
 * - HTTP request durations by the contract's route pattern (http.ts), never the raw URL;
 * - open Socket.IO sockets, and live-count broadcasts: how long a date's change waited for its
 *   broadcast, and what a broadcast cost (realtime.ts);
 * - PostgreSQL pool use: postgres.js exposes no pool statistics, so queries and transactions are
 *   counted from the moment they ask for a connection until they settle (sql.ts);
 * - live counter rebuilds from Postgres, by result (services/live-stats.ts);
 * - Node's process metrics (CPU, memory, event-loop lag, GC, handles), prom-client's defaults.
 */
export interface Metrics {
  registry: Registry;
  http: { requestDuration: Histogram<'method' | 'route' | 'status'> };
  realtime: RealtimeMetrics;
  liveStats: LiveStatsMetrics;
  /** The same client, counting its queries in flight (and its pool size) into these metrics. */
  instrumentSql(sql: Sql): Sql;
}

/** What createRealtime reports (optional there: scripts build it without metrics). */
export interface RealtimeMetrics {
  /** Counts the sockets `count` reports at each scrape, until the returned function is called. */
  trackSockets(count: () => number): () => void;
  /** A date's counts were sent: `waitedSeconds` since its first change not yet sent (null: a newcomer's first counts). */
  broadcastSent(kind: 'change' | 'welcome', costSeconds: number, waitedSeconds: number | null): void;
}

export interface LiveStatsMetrics {
  counterRebuilt(result: 'succeeded' | 'failed'): void;
}

export interface MetricsOptions {
  /** Node's process metrics (default true); the test harness leaves them out of most servers. */
  processMetrics?: boolean;
}

const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'dozen_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (the contract’s, or "client" / "api_unmatched") and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });

  const socketSources = new Set<() => number>();
  new Gauge({
    name: 'dozen_socketio_open_sockets',
    help: 'Socket.IO connections open on this instance.',
    registers,
    collect() {
      let open = 0;
      for (const count of socketSources) open += count();
      this.set(open);
    },
  });
  const broadcastCost = new Histogram({
    name: 'dozen_live_broadcast_duration_seconds',
    help: 'Reading a date’s live counts and sending them to its sockets, per broadcast.',
    labelNames: ['kind'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const broadcastDelay = new Histogram({
    name: 'dozen_live_broadcast_latency_seconds',
    help: 'From a date’s first change not yet sent to its counts going out (the pacing’s wait included).',
    buckets: SECONDS_BUCKETS,
    registers,
  });

  const rebuilds = new Counter({
    name: 'dozen_live_counter_rebuilds_total',
    help: 'Live counters of a date rebuilt from PostgreSQL (at start, after a loss or a merge), by result.',
    labelNames: ['result'] as const,
    registers,
  });

  const poolSize = new Gauge({
    name: 'dozen_db_pool_size',
    help: 'Connections the PostgreSQL pool may open (postgres.js `max`).',
    registers,
  });
  const inFlight = new Gauge({
    name: 'dozen_db_queries_in_flight',
    help: 'Queries and transactions waiting for or holding a PostgreSQL connection (a transaction holds one throughout).',
    registers,
  });

  return {
    registry,
    http: { requestDuration },
    realtime: {
      trackSockets(count) {
        socketSources.add(count);
        return () => socketSources.delete(count);
      },
      broadcastSent(kind, costSeconds, waitedSeconds) {
        broadcastCost.observe({ kind }, costSeconds);
        if (waitedSeconds !== null) broadcastDelay.observe(waitedSeconds);
      },
    },
    liveStats: {
      counterRebuilt: (result) => rebuilds.inc({ result }),
    },
    instrumentSql(sql) {
      poolSize.set(sql.options.max);
      return countInFlight(sql, inFlight);
    },
  };
}
