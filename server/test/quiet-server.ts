import type { DailyPool } from '@dozen/engine';
import { withPoolServer, type TestServer } from './harness.js';

/**
 * withPoolServer for the suites that only call the HTTP API: no socket server, the counters at
 * `redisUrl` (one of COUNTER_MODES; none is in memory), and `date`'s pool handed to `use`.
 */
export function withQuietPoolServer(
  redisUrl: string | undefined,
  date: string,
  use: (server: TestServer, pool: DailyPool) => unknown,
): void {
  withPoolServer({ redisUrl, realtime: false }, date, use);
}
