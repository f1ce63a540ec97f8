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
  /** Sessions that ended, told to every instance (their session caches drop them). */
  readonly revocations: SessionRevocations;
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

/**
 * Sessions that stopped being valid: one session (signed out, or replaced at sign-in), or every
 * session of a user (merged into an account, or turned into one).
 */
export type Revocation = { sessionId: string } | { userId: string };

/**
 * Revocations shared by every instance, so that a session cache on each (auth/session-cache.ts)
 * can drop a session the moment it ends anywhere. Publishing tells this instance at once and the
 * others as fast as the store carries it.
 */
export interface SessionRevocations {
  /**
   * Announces a revocation, after its rows are gone from Postgres. Never rejects: a store that
   * cannot carry it is logged, and the other instances' cached copies then end with their TTL.
   */
  publish(revocation: Revocation): Promise<void>;
  /**
   * Every revocation heard (this instance's own included), and `'lost'` whenever some may have
   * been missed (the subscription dropped): a cache then forgets everything it holds.
   */
  subscribe(listener: (event: Revocation | 'lost') => void): () => void;
  /**
   * Whether every revocation published from now on reaches this instance: false while its
   * subscription is down, and a cache must then answer nothing from memory.
   */
  listening(): boolean;
}
