import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDayRollover } from './useDayRollover.js';

function Rollover({ at }: { at: string | undefined }) {
  useDayRollover(at);
  return null;
}

const midnight = Date.UTC(2026, 10, 22, 5, 0, 0); // 2026-11-22 00:00 in New York

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(midnight - 90_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(at: string) {
  const client = new QueryClient();
  const invalidated: string[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(String(filters?.queryKey?.[0]));
  });
  const view = render(
    <QueryClientProvider client={client}>
      <Rollover at={at} />
    </QueryClientProvider>,
  );
  return { invalidated, client, view };
}

describe('useDayRollover', () => {
  it('loads the new day at the rollover instant: pool, stats, top word count, game entry', () => {
    const { invalidated } = setup(new Date(midnight).toISOString());
    act(() => vi.advanceTimersByTime(89_999));
    expect(invalidated).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(invalidated).toEqual(['daily-pool', 'stats', 'top-word-count', 'game-entry']);
  });

  it('tries again every 2 s while the server still answers the old day, and stops once the new one arrives', () => {
    const { invalidated, client, view } = setup(new Date(midnight).toISOString());
    act(() => vi.advanceTimersByTime(90_000));
    act(() => vi.advanceTimersByTime(2_000));
    act(() => vi.advanceTimersByTime(2_000));
    expect(invalidated.filter((key) => key === 'stats')).toHaveLength(3);

    // The new day's stats name the next midnight: the retries stop.
    view.rerender(
      <QueryClientProvider client={client}>
        <Rollover at={new Date(midnight + 24 * 3_600_000).toISOString()} />
      </QueryClientProvider>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(invalidated.filter((key) => key === 'stats')).toHaveLength(3);
  });
});
