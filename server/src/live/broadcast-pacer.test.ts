import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBroadcastPacer, DEFAULT_PACING, type Clock, type PacingOptions } from './broadcast-pacer.js';

/**
 * The pacer on a simulated clock: instants here are the simulation's, never a measured time. Each
 * broadcast "takes" a given number of simulated milliseconds.
 */
class SimulatedClock implements Clock {
  at = 0;
  #next = 0;
  readonly #timers = new Map<number, { at: number; callback: () => void }>();

  now = () => this.at;
  setTimeout = (callback: () => void, ms: number) => {
    const id = ++this.#next;
    this.#timers.set(id, { at: this.at + ms, callback });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.#timers.delete(id as number);
  };

  /** Runs every timer due up to `until`, in order, letting each one's promises settle. */
  async advanceTo(until: number): Promise<void> {
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.#timers)
        if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.#timers.delete(due[0]);
      this.at = due[1].at;
      due[1].callback();
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.at = until;
  }
}

interface Run {
  /** Simulated start and end of each broadcast, in order. */
  broadcasts: Array<{ start: number; end: number; order: number }>;
  /** Each change's instant and its place in the order of events. */
  changes: Array<{ at: number; order: number }>;
}

/** Changes at the given instants; broadcasts taking `durations` in turn. */
async function simulate(changeTimes: number[], durations: number[], pacing: PacingOptions): Promise<Run> {
  const clock = new SimulatedClock();
  let order = 0;
  let running = 0;
  const run: Run = { broadcasts: [], changes: [] };
  const pacer = createBroadcastPacer(
    async () => {
      running += 1;
      expect(running).toBe(1);
      const start = clock.at;
      const broadcastOrder = ++order;
      const duration = durations[run.broadcasts.length % durations.length]!;
      await new Promise<void>((resolve) => clock.setTimeout(resolve, duration));
      running -= 1;
      run.broadcasts.push({ start, end: clock.at, order: broadcastOrder });
    },
    pacing,
    clock,
  );
  for (const at of [...changeTimes].sort((a, b) => a - b)) {
    await clock.advanceTo(at);
    run.changes.push({ at, order: ++order });
    pacer.changed('2026-11-21');
  }
  await clock.advanceTo((changeTimes.length ? Math.max(...changeTimes) : 0) + 60_000);
  await pacer.close();
  return run;
}

describe('broadcast pacer', () => {
  it('sends a change that comes alone after the gathering window', async () => {
    const { broadcasts } = await simulate([1_000], [5], DEFAULT_PACING);
    expect(broadcasts.map((b) => b.start)).toEqual([1_000 + DEFAULT_PACING.gatherMs]);
  });

  it('sends the changes of one stored game (a few milliseconds apart) as one broadcast', async () => {
    const { broadcasts } = await simulate([1_000, 1_004, 1_011], [5], DEFAULT_PACING);
    expect(broadcasts).toHaveLength(1);
  });

  it('gathers 200 changes in a second into one broadcast per interval, the last one after the last change', async () => {
    const changes = Array.from({ length: 200 }, (_, i) => 1_000 + i * 5);
    const { broadcasts } = await simulate(changes, [5], DEFAULT_PACING);
    const { gatherMs, minIntervalMs } = DEFAULT_PACING;
    const expected = [];
    for (
      let start = 1_000 + gatherMs;
      expected.at(-1) === undefined || expected.at(-1)! <= changes.at(-1)!;
      start += minIntervalMs
    )
      expected.push(start);
    expect(broadcasts.map((b) => b.start)).toEqual(expected);
    expect(broadcasts.length).toBeLessThan(changes.length / 20);
  });

  it('spaces costly broadcasts by their cost: at most two thirds of the event loop', async () => {
    const changes = Array.from({ length: 400 }, (_, i) => i * 5);
    const { broadcasts } = await simulate(changes, [300], DEFAULT_PACING);
    const gaps = broadcasts.slice(1).map((b, i) => b.start - broadcasts[i]!.start);
    expect(new Set(gaps)).toEqual(new Set([450]));
  });

  it('stops when closed: a change waiting for its broadcast is never sent', async () => {
    const clock = new SimulatedClock();
    const sent: number[] = [];
    const pacer = createBroadcastPacer(async () => void sent.push(clock.at), DEFAULT_PACING, clock);
    pacer.changed('2026-11-21');
    await pacer.close();
    await clock.advanceTo(10_000);
    pacer.changed('2026-11-21');
    await clock.advanceTo(20_000);
    expect(sent).toEqual([]);
  });

  const pacings = fc.record({
    gatherMs: fc.integer({ min: 0, max: 50 }),
    minIntervalMs: fc.integer({ min: 50, max: 500 }),
    loopShare: fc.constantFrom(0.25, 0.5, 1),
  });
  const changeTimes = fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 400 });
  const durations = fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 8 });

  it('never loses a change, never overlaps, keeps every gap, and bounds the broadcasts per second', async () => {
    await fc.assert(
      fc.asyncProperty(changeTimes, durations, pacings, async (times, costs, pacing) => {
        const { broadcasts, changes } = await simulate(times, costs, pacing);
        // Every change is followed by a broadcast that started after it (so it read the change).
        for (const change of changes) expect(broadcasts.some((b) => b.order > change.order)).toBe(true);
        for (let i = 1; i < broadcasts.length; i += 1) {
          const previous = broadcasts[i - 1]!;
          const gap = broadcasts[i]!.start - previous.start;
          expect(broadcasts[i]!.start).toBeGreaterThanOrEqual(previous.end);
          expect(gap).toBeGreaterThanOrEqual(pacing.minIntervalMs);
          expect(gap).toBeGreaterThanOrEqual((previous.end - previous.start) / pacing.loopShare);
        }
        // The bound: no window of one second holds more than 1000 / minIntervalMs starts.
        const bound = Math.ceil(1_000 / pacing.minIntervalMs);
        for (const first of broadcasts) {
          const inWindow = broadcasts.filter((b) => b.start >= first.start && b.start < first.start + 1_000);
          expect(inWindow.length).toBeLessThanOrEqual(bound);
        }
        // And a change waits at most the gathering window plus one (cost-stretched) interval.
        const longest = Math.max(...costs);
        const wait = pacing.gatherMs + Math.max(pacing.minIntervalMs, longest / pacing.loopShare);
        for (const change of changes) {
          const next = broadcasts.find((b) => b.order > change.order)!;
          expect(next.start - change.at).toBeLessThanOrEqual(wait);
        }
      }),
      { numRuns: 150 },
    );
  });
});
