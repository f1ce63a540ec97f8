import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  defaultDuration,
  dismissToast,
  resetToasts,
  showToast,
  useToast,
} from './toast.js';
import { Toaster } from './Toaster.js';

function Current() {
  const { toast } = useToast();
  return (
    <output data-testid="current">
      {toast ? `${toast.title}|${toast.open ? 'open' : 'closed'}` : 'none'}
    </output>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each([
    ['default', TOAST_DURATION_MS.default, 5_000],
    ['success', TOAST_DURATION_MS.success, 3_000],
    ['destructive', TOAST_DURATION_MS.default, 5_000],
  ] as const)('a %s toast lasts %i ms by default', (variant, expected, ms) => {
    expect(defaultDuration(variant)).toBe(expected);
    expect(expected).toBe(ms);
  });

  it('spec durations: target word 5 s, challenge 6 s, saved locally 10 s', () => {
    expect(TOAST_DURATION_MS).toMatchObject({ targetWord: 5_000, challenge: 6_000, savedLocally: 10_000 });
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    render(
      <>
        <Toaster />
        <Current />
      </>,
    );
    act(() => {
      showToast({ title: 'Nice!', description: '"cat" for 5 points', variant: 'success' });
    });
    expect(screen.getByText('Nice!')).toBeInTheDocument();
    act(() => {
      showToast({ title: 'Whoops!', description: '"xq" is not a valid word', variant: 'destructive' });
    });
    expect(screen.queryByText('Nice!')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    // A destructive toast is announced assertively.
    expect(screen.getByRole('alert')).toHaveTextContent('Whoops!');
  });

  it('says what it is also to announce in its own live region, out of sight', () => {
    render(<Toaster />);
    act(() => {
      showToast({
        title: 'Nice!',
        description: '"IN" +3 points',
        variant: 'success',
        alsoAnnounced: 'Great start! "IN" is worth 3 points.',
      });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Nice!"IN" +3 pointsGreat start! "IN" is worth 3 points.');
    expect(screen.getByText('Great start! "IN" is worth 3 points.')).toHaveClass('visually-hidden');
  });

  it('closes after its duration, then leaves the store after the remove delay', () => {
    render(
      <>
        <Toaster />
        <Current />
      </>,
    );
    act(() => {
      showToast({ title: 'Copied to clipboard!', variant: 'success' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1));
    expect(screen.getByTestId('current')).toHaveTextContent('Copied to clipboard!|open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('current')).toHaveTextContent('Copied to clipboard!|closed');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.getByTestId('current')).toHaveTextContent('none');
  });

  it('honours an explicit duration and a dismissal', () => {
    render(<Current />);
    let id = 0;
    act(() => {
      id = showToast({ title: 'Challenge Complete!', durationMs: TOAST_DURATION_MS.challenge });
    });
    act(() => vi.advanceTimersByTime(5_999));
    expect(screen.getByTestId('current')).toHaveTextContent('open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('current')).toHaveTextContent('closed');

    act(() => {
      id = showToast({ title: 'Game Saved Locally' });
    });
    act(() => dismissToast(id + 1)); // not the current toast: ignored
    expect(screen.getByTestId('current')).toHaveTextContent('open');
    act(() => dismissToast(id));
    expect(screen.getByTestId('current')).toHaveTextContent('closed');
  });
});
