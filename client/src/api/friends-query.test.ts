import type { TBoardRow, TLeagueBoardResponse } from '@dozen/engine/contract';
import { describe, expect, it } from 'vitest';
import { applyRow } from './friends-query.js';

const row = (memberId: number, name: string, over: Partial<TBoardRow> = {}): TBoardRow => ({
  memberId,
  name,
  status: 'not_started',
  score: 0,
  wordCount: 0,
  targetScore: 'none',
  targetWord: 'none',
  hintsUsed: 0,
  targetWordHintsUsed: 0,
  revealed: false,
  words: null,
  ...over,
});

const day = (date: string, rows: TBoardRow[]) => ({
  date,
  over: false,
  wordsShown: false,
  rows,
  winners: [],
});

const board: TLeagueBoardResponse = {
  league: {
    id: 'abcdefghijklmnop',
    name: 'Office',
    memberCount: 2,
    you: { memberId: 1, isOwner: true },
    inviteUrl: 'x',
  },
  readAt: '2026-11-21T17:00:00.000Z',
  today: day('2026-11-21', [row(1, 'Ann', { status: 'playing', score: 5, wordCount: 1 }), row(2, 'Bo')]),
  yesterday: day('2026-11-20', []),
  week: {
    start: '2026-11-16',
    end: '2026-11-22',
    rule: 'rule',
    rows: [
      { memberId: 1, name: 'Ann', points: 25, daysPlayed: 3 },
      { memberId: 2, name: 'Bo', points: 20, daysPlayed: 2 },
    ],
  },
};

describe('a live row on the board', () => {
  it('replaces the member’s row, keeps the order, and moves the week by today’s change', () => {
    const next = applyRow(board, {
      leagueId: 'abcdefghijklmnop',
      date: '2026-11-21',
      row: row(2, 'Bo', { status: 'playing', score: 11, wordCount: 2 }),
    });
    expect(next.today.rows.map((r) => [r.name, r.score])).toEqual([
      ['Bo', 11],
      ['Ann', 5],
    ]);
    expect(next.week.rows).toEqual([
      { memberId: 2, name: 'Bo', points: 31, daysPlayed: 3 },
      { memberId: 1, name: 'Ann', points: 25, daysPlayed: 3 },
    ]);
    // A later row of the same day replaces today's share, never adds to it.
    const later = applyRow(next, {
      leagueId: 'abcdefghijklmnop',
      date: '2026-11-21',
      row: row(2, 'Bo', { status: 'playing', score: 14, wordCount: 3 }),
    });
    expect(later.week.rows[0]).toEqual({ memberId: 2, name: 'Bo', points: 34, daysPlayed: 3 });
  });

  it('opens the words once the reader’s own row says they finished', () => {
    const mine = applyRow(board, {
      leagueId: 'abcdefghijklmnop',
      date: '2026-11-21',
      row: row(1, 'Ann', { status: 'finished', score: 5, wordCount: 1, words: [] }),
    });
    expect(mine.today.wordsShown).toBe(true);
  });

  it('leaves the board as it is for another day or a member it does not show', () => {
    const other = { leagueId: 'abcdefghijklmnop', row: row(2, 'Bo', { score: 9 }) };
    expect(applyRow(board, { ...other, date: '2026-11-22' })).toBe(board);
    expect(applyRow(board, { ...other, date: '2026-11-21', row: row(7, 'New') })).toBe(board);
  });
});
