import type { TArchivePlayedDay, THistoryEntry } from '@dozen/engine/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryList } from './HistoryList.js';

/** The history's days played later from the archive: apart, and both results when both. */

const entry = (date: string, dateLabel: string): THistoryEntry => ({
  date,
  dateLabel,
  playCount: 1,
  finalScore: 20,
  wordCount: 3,
  bestWordScore: 9,
  dayTargetScore: 30,
  scorePercent: 67,
  targetScore: false,
  targetWord: true,
  mostWords: false,
});

const later = (date: string, dateLabel: string): TArchivePlayedDay => ({
  date,
  dateLabel,
  dayTargetScore: 28,
  result: { games: 2, bestScore: 28, targetScore: true, targetWord: false, mostWords: false },
  lastPlayedAt: '2026-11-25T12:00:00.000Z',
});

afterEach(cleanup);

describe('HistoryList', () => {
  it('shows a day played on the day and later with both results, and one played only later apart', () => {
    const onOpen = vi.fn();
    const onOpenArchive = vi.fn();
    render(
      <HistoryList
        entries={[entry('2026-11-20', 'Fri, Nov 20')]}
        later={[later('2026-11-20', 'Fri, Nov 20'), later('2026-11-10', 'Tue, Nov 10')]}
        onOpen={onOpen}
        onOpenArchive={onOpenArchive}
      />,
    );
    const rows = within(screen.getByTestId('history-list')).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('20 of 30 · 3 words · 1 game');
    expect(rows[0]).toHaveTextContent('Played later (archive): 28 of 28 · 2 games');
    expect(rows[1]).toHaveTextContent('Tue, Nov 10');
    expect(rows[1]).not.toHaveTextContent('of 30');
    rows[0]!.click();
    expect(onOpen).toHaveBeenCalledWith('2026-11-20');
    rows[1]!.click();
    expect(onOpenArchive).toHaveBeenCalledWith('2026-11-10');
  });
});
