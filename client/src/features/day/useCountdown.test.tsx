import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextChange, useCountdown } from './useCountdown.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('msUntilNextChange', () => {
  it.each([
    // [ms left, wait until the text can change]
    [5 * HOUR, 1], // '5 Hours Left' turns '4h 59m Left' a millisecond later
    [5 * HOUR + 30 * SECOND, 30 * SECOND + 1],
    [HOUR + 1, 2], // '1 Hour Left' until exactly one hour, then '59:59'
    [HOUR, 1],
    [59 * MINUTE + 30 * SECOND + 250, 251],
    [10 * SECOND, 1],
    [0, MINUTE], // over: just re-read the clock now and then
  ])('%i ms left → wait %i ms', (msLeft, wait) => {
    expect(msUntilNextChange(msLeft)).toBe(wait);
  });
});

function Countdown({ target }: { target: string | undefined }) {
  const countdown = useCountdown(target);
  return <span role="timer">{countdown?.text ?? 'none'}</span>;
}

describe('useCountdown', () => {
  const start = Date.UTC(2026, 10, 21, 4, 0, 0); // 23:00 in New York: an hour before midnight

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows hours, then h m, and nothing until the target is known', () => {
    const { rerender } = render(<Countdown target={undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent('none');
    rerender(<Countdown target={new Date(start + 5 * HOUR).toISOString()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('5 Hours Left');
    // The hook re-reads the clock a few ms after each boundary.
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('timer')).toHaveTextContent('4h 59m Left');
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('4h 58m Left');
  });

  it('counts mm:ss every second in the last hour, down to 00:00, never negative', () => {
    render(<Countdown target={new Date(start + HOUR + 2 * SECOND).toISOString()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 Hour Left');
    act(() => vi.advanceTimersByTime(2 * SECOND - 10));
    expect(screen.getByRole('timer')).toHaveTextContent('1 Hour Left');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('timer')).toHaveTextContent('59:59');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('59:58');
    act(() => vi.advanceTimersByTime(59 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('00:58');
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  });
});
