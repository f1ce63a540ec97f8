import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { TBoardRow } from '@dozen/engine/contract';
import type { LiveCounters } from '../live/types.js';
import type { PresenceChannel } from './channel.js';
import type { SocketShares } from './socket-shares.js';

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
  /** What changed in leagues, told to every instance (each sends it to its own sockets). */
  readonly leagueEvents: LeagueEvents;
  /** Each instance's count of sockets, for evening them out behind a balancer (live/rebalance.ts). */
  readonly socketShares: SocketShares;
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
 * can drop a session the moment it ends anywhere: `publish` after the rows are gone from Postgres;
 * a cache forgets everything on `'lost'`, and answers nothing from memory while `listening()` is
 * false.
 */
export type SessionRevocations = PresenceChannel<Revocation>;

/**
 * A league's changes, published by the instance that wrote them (after the commit) and sent by
 * every instance to the sockets of its own that follow the league (friends/league-rooms.ts).
 * Internal to the servers: user ids travel here, never to a socket.
 */
export type LeagueEvent =
  /** A member's row of a day changed: the row with its words, and the leagues it is shown in. */
  | {
      kind: 'row';
      userId: string;
      date: string;
      row: Omit<TBoardRow, 'memberId'>;
      leagues: Array<{ leagueId: string; memberId: number }>;
    }
  /** The league's name or members changed: its members read its board again. */
  | { kind: 'changed'; leagueId: string }
  /** A player is no longer a member (left or removed): their sockets leave the room at once. */
  | { kind: 'left'; leagueId: string; userId: string }
  /** The league was deleted: every socket leaves its room. */
  | { kind: 'deleted'; leagueId: string };

export type LeagueEvents = PresenceChannel<LeagueEvent>;
