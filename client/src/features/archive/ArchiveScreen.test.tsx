import type { TArchiveDay, TArchiveMonthResponse } from '@dozen/engine/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAsPlayer1 } from '../../test-support/render.js';
import { addDays } from '@dozen/engine';
import { dayLabel, daysInMonth, monthOf } from './calendar-month.js';
import ArchiveScreen from './ArchiveScreen.js';

/**
 * The archive screen against a fake month call: the grid's named days, its keys (by day, across
 * months, by month, to the week's ends), the month bounds, opening a day, and the list view.
 */

const FIRST = '2026-10-20';
const LAST = '2026-11-25';

const played: Record<string, Partial<TArchiveDay>> = {
  '2026-11-16': {
    onTheDay: { games: 1, bestScore: 142, targetScore: false, targetWord: true, mostWords: false },
  },
  '2026-11-10': {
    later: { games: 2, bestScore: 90, targetScore: false, targetWord: false, mostWords: false },
  },
};

function monthAnswer(month: string): TArchiveMonthResponse {
  const days: TArchiveDay[] = [];
  for (let d = 1; d <= daysInMonth(month); d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    if (date < FIRST || date > LAST) continue;
    days.push({
      date,
      label: dayLabel(date),
      targetScore: 180,
      onTheDay: null,
      later: null,
      ...played[date],
    });
  }
  return { month, firstDate: FIRST, lastDate: LAST, days };
}

let requested: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T17:00:00Z')); // noon in New York: yesterday is November 25
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const month = /\/api\/archive\/months\/(\d{4}-\d{2})/.exec(String(input))?.[1];
      if (month) requested.push(month);
      const status = month && month >= monthOf(FIRST) ? 200 : 404;
      const body = status === 200 ? monthAnswer(month!) : { error: { code: 'NOT_FOUND', message: 'No.' } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderArchive(onPlay = vi.fn()) {
  renderAsPlayer1(
    <MemoryRouter>
      <ArchiveScreen onPlay={onPlay} />
    </MemoryRouter>,
    { signedIn: false },
  );
  return { onPlay, user: userEvent.setup() };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('the archive screen', () => {
  it('names each day with how the player did, in a grid of the month', async () => {
    renderArchive();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBe(25));
    expect(
      day('Monday, November 16: played on the day, 142 of 180, Target Word reached'),
    ).toBeInTheDocument();
    expect(day('Tuesday, November 10: played later, 90 of 180')).toBeInTheDocument();
    expect(day('Wednesday, November 25: not played')).toHaveAttribute('tabindex', '0');
    // Today and later are not in the archive.
    expect(within(grid).getByText('Thursday, November 26: no puzzle to play')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('moves by day and week with the arrows, across months, by month with PageUp, to the week’s ends', async () => {
    const { user } = renderArchive();
    await screen.findByRole('button', { name: /November 25: not played/ });
    day(/November 25/).focus();
    await user.keyboard('{ArrowLeft}');
    expect(day(/Tuesday, November 24/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day(/Tuesday, November 17/)).toHaveFocus();
    expect(day(/Tuesday, November 17/)).toHaveAttribute('tabindex', '0');
    expect(day(/Tuesday, November 24/)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(day(/Sunday, November 15/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/Saturday, November 21/)).toHaveFocus();
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(day(/Wednesday, October 21/)).toHaveFocus());
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    // October 20 is the first puzzle: the arrows stop there, and so does the previous month.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day(/Tuesday, October 20/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(day(/Tuesday, November 17/)).toHaveFocus());
    expect(requested).not.toContain('2026-12');
  });

  it('plays an unplayed day at once, and opens a played one with Play Again', async () => {
    const { user, onPlay } = renderArchive();
    await screen.findByRole('button', { name: /November 25: not played/ });
    day(/November 25/).focus();
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledWith(LAST);

    await user.click(day(/November 16/));
    const panel = screen.getByTestId('archive-day-panel');
    expect(panel).toHaveTextContent('On the day142 of 180 · 1 game · reached Target Word');
    await user.click(within(panel).getByRole('button', { name: 'Play Again' }));
    expect(onPlay).toHaveBeenLastCalledWith('2026-11-16');
  });

  it('lists the days newest first, and loads earlier months', async () => {
    const { user } = renderArchive();
    await screen.findByRole('grid', { name: 'November 2026' });
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const list = await screen.findByTestId('archive-list');
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBe(37));
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Wednesday, November 25');
    expect(rows.at(-1)).toHaveTextContent('Tuesday, October 20');
    expect(within(list).getByRole('button', { name: /Monday, November 16/ })).toHaveTextContent(
      'played on the day, 142 of 180, Target Word reached',
    );
    // October holds the first puzzle: nothing earlier to load.
    expect(screen.queryByRole('button', { name: 'Show earlier days' })).toBeNull();
    expect(addDays(FIRST, 0)).toBe(FIRST);
  });
});
