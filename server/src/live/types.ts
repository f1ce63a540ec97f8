import type { TLiveStats } from '@dozen/engine/contract';

/**
 * The live counts of a day. Postgres is the truth; an implementation of `LiveCounters` (in-process,
 * or Redis for several instances) holds a rebuildable copy that is cheap to read and broadcast.
 * Every write is idempotent per player (set membership, max), so a retry never double-counts.
 */
export interface PlayerDayFacts {
  playerId: string;
  /** Reached the target score and qualifies for the competitive count. */
  reachedScoreQualified: boolean;
  /** Reached the target word and qualifies for the competitive count. */
  reachedWordQualified: boolean;
  /** Unique words (case-insensitive) found by this player on this day. */
  uniqueWords: number;
}

/** Everything Postgres knows about a day's counts: what a rebuild replaces the counters with. */
export interface DayTruth {
  /** Players who spelled a valid word on the date. */
  playing: readonly string[];
  /** Every player's facts for the date (players without a game entry may be left out). */
  facts: readonly PlayerDayFacts[];
  /**
   * Distinct players ever, as a number: a per-player set of every player who ever played would
   * grow without bound, and only the day's sets are needed to keep writes idempotent.
   */
  lifetimePlayers: number;
}

export interface MarkPlayingOptions {
  /**
   * Postgres saw this player's first valid word ever: lifetime players grows by one, once (only
   * when the player also joins the day's set, so a retry never adds a second one).
   */
  firstEver?: boolean;
}

export interface LiveCounters {
  /** The player has spelled a valid word today: counts in Players Today (and lifetime when first ever). */
  markPlaying(date: string, playerId: string, options?: MarkPlayingOptions): Promise<void>;
  /** The player's day after a stored game, reveal or hint (sets membership; never double-counts). */
  setPlayerFacts(date: string, facts: PlayerDayFacts): Promise<void>;
  /**
   * Current counts of the day, or null when the counters do not hold the date (never built,
   * expired, or Redis came back empty): the caller rebuilds it from Postgres.
   */
  read(date: string): Promise<TLiveStats | null>;
  /**
   * Replace the day's counts (and lifetime players) by what Postgres says. `load` is called after
   * the implementation starts watching for concurrent writes, so a write that lands while Postgres
   * is being read is never lost: the rebuild reads again. When writes kept landing through every
   * attempt, the last read is applied anyway and the answer says so: a write of those moments may
   * be missing, and the caller must rebuild again (services/live-stats.ts does).
   */
  rebuild(date: string, load: () => Promise<DayTruth>): Promise<RebuildOutcome>;
  /** "These counts changed", from this process and, for a shared store, from every other instance. */
  subscribe(listener: (date: string) => void): () => void;
  close(): Promise<void>;
}

/** A rebuild applied a read that no write raced, or one that writes may have raced (rebuild again). */
export type RebuildOutcome = 'exact' | 'writes-may-be-missing';

/** What routes and services see: one call per event; the implementation keeps Postgres and counters in step. */
export interface LiveStats {
  /** First valid word of a player on a date (idempotent). Persists to Postgres, then counters. */
  playerPlayed(date: string, playerId: string): Promise<void>;
  /** A player's game entry for the date changed (submit, reveal, hint): recount that player. */
  entryChanged(date: string, playerId: string): Promise<void>;
  /**
   * A write of the caller's has committed both a player's day and the live counts' durable side
   * with it (who played, as `recordPlaying` would; `playing` is what that said), and `facts` are
   * the day's as written: only the counters are left to follow. Never reads Postgres (a stored
   * game's one statement has written everything).
   */
  committed(
    date: string,
    change: {
      playerId: string;
      playing: { newForDay: boolean; firstEver: boolean } | null;
      facts: PlayerDayFacts;
    },
  ): Promise<void>;
  /**
   * A write to Postgres for this date may have committed without the counters hearing of it (the
   * connection failed after the statement was sent, so its outcome is unknown): the date's counters
   * are rebuilt from Postgres, as after a counter failure.
   */
  mayHaveMissed(date: string): void;
  /**
   * Two identities of one person became one (a sign-in merge, committed): who played these dates
   * and how many players there ever were changed in Postgres in a way no single player's event
   * describes. Rebuilds the live dates among them (and today, for lifetime players) from Postgres.
   */
  playersMerged(dates: readonly string[]): Promise<void>;
  /**
   * Live counts for a date; from Postgres when the counters are unavailable. Never older than
   * counts this instance answered before: a count goes down only when Postgres says so.
   */
  snapshot(date: string): Promise<TLiveStats>;
  /** Subscribe to "this date's counts may have changed" (local or from another instance). */
  onChange(listener: (date: string) => void): () => void;
  close(): Promise<void>;
}
