/**
 * When to broadcast a date's live counts: soon after a change, never more often than the room can
 * afford. A fixed tick made every change wait for it (up to its whole period, ~450 ms at 500 ms);
 * broadcasting on every change would cost a write per socket per submission. So, per date:
 *
 * - The first change after a quiet spell goes out after `gatherMs` (the changes of one stored game,
 *   its first word and its entry, land a few milliseconds apart and go out together).
 * - Two broadcasts of a date start at least `minIntervalMs` apart, and further apart when they are
 *   costly: after one that took d ms, the next waits d / `loopShare` from its start, so a date's
 *   broadcasts never take more than that share of the event loop (thousands of sockets on one
 *   instance make each one long).
 * - Changes heard while one waits or runs go out together in the next; none is ever dropped (a
 *   change during a broadcast's read is sent by the following one).
 * - One date's broadcasts never overlap: the caller's `broadcast` may also serialise itself with
 *   other sends of the date, so counts are always sent in the order they were read.
 *
 * Hence at most ⌈1000 / minIntervalMs⌉ broadcasts in any second per date, however many changes.
 */
export interface PacingOptions {
  /** How long the first change after a quiet spell waits for others. */
  gatherMs: number;
  /** Least time between the starts of two broadcasts of one date. */
  minIntervalMs: number;
  /** The share of the event loop one date's broadcasts may take (0–1]. */
  loopShare: number;
}

/**
 * 150 ms apart: a change that finds the last broadcast just gone still reaches screens within
 * ~250 ms on a busy machine (at 200 ms apart its p99 was 250–343 ms here), for at most seven
 * broadcasts in any second.
 *
 * Two thirds of the event loop: with 15,000 sockets watching, a broadcast takes ~220 ms, and the
 * wait before the next is most of a change's way to the other screens. Measured against half the
 * loop, that way is ~150–250 ms shorter at p99 for changes apart and 60–100 ms back to back, and the
 * requests, with the remaining third, are no slower (docs/benchmarks.md, a change on another screen).
 */
export const DEFAULT_PACING: PacingOptions = { gatherMs: 20, minIntervalMs: 150, loopShare: 2 / 3 };

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface BroadcastPacer {
  /** The date's counts may have changed: broadcast them soon. */
  changed(date: string): void;
  /** Stops scheduling; resolves once the broadcasts under way have finished. */
  close(): Promise<void>;
}

interface DateState {
  /** A change was heard since the last broadcast started. */
  dirty: boolean;
  timer: unknown;
  running: Promise<void> | undefined;
  /** The earliest instant the next broadcast may start. */
  earliestNext: number;
}

/** Dates kept past their last broadcast before idle ones are forgotten (only a few are ever live). */
const DATES_KEPT = 16;

export function createBroadcastPacer(
  broadcast: (date: string) => Promise<void>,
  options: PacingOptions = DEFAULT_PACING,
  clock: Clock = realClock,
): BroadcastPacer {
  const { gatherMs, minIntervalMs, loopShare } = options;
  if (!(loopShare > 0 && loopShare <= 1)) throw new Error(`loopShare must be in (0, 1], not ${loopShare}`);
  const dates = new Map<string, DateState>();
  let closed = false;

  function schedule(date: string, state: DateState): void {
    const delay = Math.max(gatherMs, state.earliestNext - clock.now());
    state.timer = clock.setTimeout(() => void run(date, state), delay);
  }

  async function run(date: string, state: DateState): Promise<void> {
    state.timer = undefined;
    if (closed) return;
    state.dirty = false;
    const started = clock.now();
    state.running = broadcast(date).catch(() => undefined);
    await state.running;
    state.running = undefined;
    const took = clock.now() - started;
    state.earliestNext = started + Math.max(minIntervalMs, took / loopShare);
    if (state.dirty && !closed) schedule(date, state);
  }

  function forgetIdleDates(): void {
    if (dates.size <= DATES_KEPT) return;
    const at = clock.now();
    for (const [date, state] of dates) {
      if (!state.dirty && !state.timer && !state.running && state.earliestNext <= at) dates.delete(date);
    }
  }

  return {
    changed(date) {
      if (closed) return;
      let state = dates.get(date);
      if (!state) {
        forgetIdleDates();
        state = { dirty: false, timer: undefined, running: undefined, earliestNext: 0 };
        dates.set(date, state);
      }
      state.dirty = true;
      // A broadcast waiting or under way sends this change (or schedules the one that will).
      if (state.timer === undefined && state.running === undefined) schedule(date, state);
    },

    async close() {
      closed = true;
      for (const state of dates.values()) {
        if (state.timer !== undefined) clock.clearTimeout(state.timer);
        state.timer = undefined;
      }
      await Promise.all([...dates.values()].map((state) => state.running));
    },
  };
}
