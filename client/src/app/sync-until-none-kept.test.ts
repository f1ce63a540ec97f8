import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncUntilNoneKept } from './sync-until-none-kept.js';

afterEach(() => vi.useRealTimers());

describe('syncUntilNoneKept', () => {
  it('tries once per delay while games stay kept, then gives up', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => true);
    syncUntilNoneKept(pass, [100, 200]);
    await vi.runAllTimersAsync();
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('stops as soon as a pass leaves nothing kept', async () => {
    vi.useFakeTimers();
    const answers = [true, false];
    const pass = vi.fn(async () => answers.shift()!);
    syncUntilNoneKept(pass, [100, 100, 100]);
    await vi.runAllTimersAsync();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('counts a pass that throws as games still kept', async () => {
    vi.useFakeTimers();
    const pass = vi.fn().mockRejectedValueOnce(new Error('no network')).mockResolvedValueOnce(false);
    syncUntilNoneKept(pass, [100, 100]);
    await vi.runAllTimersAsync();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('ends when the browser goes offline or the run is stopped', async () => {
    vi.useFakeTimers();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const pass = vi.fn(async () => true);
    syncUntilNoneKept(pass, [100, 100, 100]);
    await vi.advanceTimersByTimeAsync(0);
    offline.mockReturnValue(false);
    await vi.runAllTimersAsync();
    expect(pass).toHaveBeenCalledTimes(1);

    offline.mockReturnValue(true);
    const stopped = vi.fn(async () => true);
    const stop = syncUntilNoneKept(stopped, [100, 100]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.runAllTimersAsync();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
