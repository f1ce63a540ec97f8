import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LiveCounters } from '../live/types.js';

/**
 * Presence: the state instances share for the live side, chosen in one place (`createPresence`,
 * like Colyseus' LocalPresence/RedisPresence). In process with one instance; in Redis with several,
 * so every instance sees the same counts and the same rate-limit buckets. Everything else sees
 * this interface, and one contract suite runs over both implementations.
 */
export interface Presence {
  readonly kind: 'memory' | 'redis';
  /** The live counters (a rebuildable copy of Postgres' counts), with their change notifications. */
  readonly counters: LiveCounters;
  /** A rate limiter whose buckets live in this presence (rate-limiter-flexible's interface). */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract;
  /**
   * Whether the backing store answers, by name, for `/api/ready`: `{}` in process (nothing to
   * check), `{ redis: true | false }` with Redis.
   */
  ready(): Promise<Record<string, boolean>>;
  /** Closes the counters and every connection; the caller closes its users (live stats) first. */
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Bucket family, e.g. `words:session`; buckets are `name` + the consumed key. */
  name: string;
  /** Points per window. */
  points: number;
  durationSeconds: number;
}
