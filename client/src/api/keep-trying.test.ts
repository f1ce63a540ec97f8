import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BACKOFF, backoffDelayMs, keepTrying } from './keep-trying.js';

afterEach(() => vi.useRealTimers());

/** A sign source the test fires by hand (the app's is api/connectivity.ts). */
function signs() {
  const listeners = new Set<() => void>();
  return {
    onSign: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: () => listeners.forEach((listener) => listener()),
  };
}

/** Lets fake time pass step by step: after each step of `ms`, `attempt` has run `tries` times in all. */
async function expectTries(attempt: Mock, steps: ReadonlyArray<readonly [ms: number, tries: number]>) {
  for (const [ms, tries] of steps) {
    await vi.advanceTimersByTimeAsync(ms);
    expect(attempt).toHaveBeenCalledTimes(tries);
  }
}

describe('backoffDelayMs', () => {
  it.each([
    [0, 0, 500],
    [0, 1, 1_000],
    [1, 0.5, 1_500],
    [3, 1, 8_000],
    [5, 0, 16_000],
    [6, 1, 60_000],
    [20, 0, 30_000],
    [20, 1, 60_000],
  ])(
    'try %i with random %f → %i ms (half to all of a doubling ceiling, capped)',
    (attempt, random, delay) => {
      expect(backoffDelayMs(attempt, () => random)).toBe(delay);
    },
  );

  it('never exceeds the cap, never goes below half the first delay', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const delay = backoffDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(BACKOFF.firstDelayMs / 2);
      expect(delay).toBeLessThanOrEqual(BACKOFF.maxDelayMs);
    }
  });
});

describe('keepTrying', () => {
  it('tries again on the backoff while work waits, and stops once it is done', async () => {
    vi.useFakeTimers();
    const answers = [true, true, true, false];
    const attempt = vi.fn(async () => answers.shift()!);
    const work = keepTrying(attempt, { random: () => 1, onSign: signs().onSign });
    work.kick();
    await expectTries(attempt, [
      [0, 1],
      [999, 1],
      [1, 2],
      [2_000, 3],
      [4_000, 4],
      [10 * BACKOFF.maxDelayMs, 4],
    ]);
  });

  it('waits at most the cap between tries, however long it waits: no signal is needed', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async () => true);
    keepTrying(attempt, { random: () => 1, onSign: signs().onSign }).kick();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    // At 0, 1, 3, 7, 15, 31 and 63 s, then one a minute: 65 tries in an hour, never a tight loop.
    expect(attempt).toHaveBeenCalledTimes(65);
  });

  it('tries at once at a sign, and starts the backoff again from the shortest delay', async () => {
    vi.useFakeTimers();
    const source = signs();
    const attempt = vi.fn(async () => true);
    keepTrying(attempt, { random: () => 1, onSign: source.onSign }).kick();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(attempt).toHaveBeenCalledTimes(5);
    source.fire();
    await expectTries(attempt, [
      [0, 6],
      [1_000, 7],
    ]);
  });

  it('a sign with nothing waiting tries nothing', async () => {
    vi.useFakeTimers();
    const source = signs();
    const attempt = vi.fn(async () => false);
    keepTrying(attempt, { onSign: source.onSign }).kick();
    await vi.advanceTimersByTimeAsync(0);
    source.fire();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('keep() waits for the backoff or a sign instead of trying now', async () => {
    vi.useFakeTimers();
    const source = signs();
    const attempt = vi.fn(async () => false);
    const work = keepTrying(attempt, { random: () => 0, onSign: source.onSign });
    work.keep();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).not.toHaveBeenCalled();
    source.fire();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    work.keep();
    await expectTries(attempt, [
      [499, 1],
      [1, 2],
    ]);
  });

  it('never runs twice at once: a kick during a run runs once more after it', async () => {
    const source = signs();
    let release: () => void = () => {};
    let running = 0;
    let most = 0;
    const attempt = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running--;
      return false;
    });
    const work = keepTrying(attempt, { onSign: source.onSign });
    work.kick();
    work.kick();
    work.kick();
    expect(attempt).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(attempt).toHaveBeenCalledTimes(2));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('work kept during a run that found none still waits; a thrown error counts as waiting', async () => {
    vi.useFakeTimers();
    const source = signs();
    let work: ReturnType<typeof keepTrying> | null = null;
    const attempt = vi
      .fn<() => Promise<boolean>>()
      .mockImplementationOnce(async () => {
        work!.keep();
        return false;
      })
      .mockImplementationOnce(async () => {
        throw new Error('no network');
      })
      .mockImplementation(async () => false);
    work = keepTrying(attempt, { random: () => 1, onSign: source.onSign });
    work.kick();
    await expectTries(attempt, [
      [1_000, 2],
      [2_000, 3],
      [10 * BACKOFF.maxDelayMs, 3],
    ]);
  });

  it('stop() ends the tries and the signs', async () => {
    vi.useFakeTimers();
    const source = signs();
    const attempt = vi.fn(async () => true);
    const work = keepTrying(attempt, { onSign: source.onSign });
    work.kick();
    await vi.advanceTimersByTimeAsync(0);
    work.stop();
    source.fire();
    await vi.advanceTimersByTimeAsync(10 * BACKOFF.maxDelayMs);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
