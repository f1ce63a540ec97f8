import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * ioredis clients that never hang a request. By default ioredis queues commands while Redis is
 * down and retries them for about a minute; a request waiting on that would hang. Here a command
 * fails after `commandTimeout`, nothing is queued while disconnected, and reconnection continues
 * in the background with capped, jittered backoff.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

/** Clients that have been connected at least once. */
const everReady = new WeakSet<Redis>();

export type RedisRole = 'command' | 'subscriber';

export interface RedisClientOptions {
  /** Shown by `CLIENT LIST` and in logs. */
  name: string;
  /**
   * `subscriber`: a connection only used for SUBSCRIBE. It keeps its subscription queued while
   * Redis is down and resubscribes after every reconnect; it never serves a request.
   */
  role?: RedisRole;
  /** For `command` connections: how long a command may take before it fails. */
  commandTimeoutMs?: number;
}

/** Exponential backoff from 50 ms, capped, with jitter so many instances don't reconnect in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(50 * 2 ** Math.min(attempt, 10), MAX_RECONNECT_DELAY_MS);
  return Math.round(base / 2 + (base / 2) * random());
}

export function createRedisClient(url: string, logger: Logger, options: RedisClientOptions): Redis {
  const subscriber = options.role === 'subscriber';
  const client = new Redis(url, {
    connectionName: `dozen-${options.name}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => reconnectDelay(attempt),
    ...(subscriber
      ? { enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true }
      : {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
        }),
  });
  client.once('ready', () => everReady.add(client));
  logConnectionState(client, logger.child({ redis: options.name }));
  return client;
}

/** One line per state change, not one per failed reconnect attempt (an outage would flood the log). */
function logConnectionState(client: Redis, logger: Logger): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: { message: error.message } }, 'redis unavailable');
  });
  client.on('ready', () => {
    if (down) logger.info('redis available again');
    down = false;
  });
}

/**
 * Before its first connection a fresh client would refuse every command (no offline queue), so a
 * request in the first milliseconds after boot waits for that first connection, briefly. Once it
 * has been ready, an outage fails commands at once.
 */
export async function firstConnection(client: Redis, timeoutMs = REDIS_COMMAND_TIMEOUT_MS): Promise<void> {
  if (client.status === 'ready' || everReady.has(client)) return;
  if (client.status !== 'wait' && client.status !== 'connecting' && client.status !== 'connect') return;
  await new Promise<void>((resolve) => {
    // Ready, or the attempt failed (the command then fails at once), or too slow.
    const events = ['ready', 'error', 'close'] as const;
    const done = () => {
      clearTimeout(timer);
      for (const event of events) client.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const event of events) client.on(event, done);
  });
}

/** Quits politely when connected; otherwise drops the connection (a quit would wait for Redis). */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
