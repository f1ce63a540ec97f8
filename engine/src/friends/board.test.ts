import { describe, expect, it } from 'vitest';
import { ZBoardRow } from '../contract/friends.js';
import {
  boardPositions,
  boardRow,
  positionOf,
  dayScore,
  sortBoard,
  sortStandings,
  weekShare,
  winnersOf,
  type EntryFacts,
  type MemberDay,
} from './board.js';

const TARGETS = { maxPossibleScore: 30, maxWordScore: 12 };

function entry(overrides: Partial<EntryFacts> = {}): EntryFacts {
  return {
    finalScore: 0,
    words: [],
    playCount: 1,
    hintsUsed: 0,
    targetWordHintsUsed: 0,
    topWordRevealed: false,
    targetWordsRevealed: false,
    continuousPlayed: false,
    ...overrides,
  };
}

const member = (memberId: number, facts: Partial<MemberDay> = {}): MemberDay => ({
  memberId,
  name: `M${memberId}`,
  entry: null,
  live: null,
  ...facts,
});

describe('a member’s row', () => {
  it('has not started without a word, plays with live words, has finished once a game is stored', () => {
    expect(boardRow(member(1), TARGETS, true)).toMatchObject({
      status: 'not_started',
      score: 0,
      wordCount: 0,
      words: [],
    });
    // A hint taken before any word leaves an entry with no game.
    expect(boardRow(member(1, { entry: entry({ playCount: 0, hintsUsed: 1 }) }), TARGETS, true).status).toBe(
      'not_started',
    );
    const live = { words: [{ word: 'tea', score: 4 }], score: 4, continuous: false };
    expect(boardRow(member(1, { live }), TARGETS, true)).toMatchObject({ status: 'playing', score: 4 });
    const stored = entry({ finalScore: 9, words: [{ word: 'tea', score: 4 }] });
    expect(boardRow(member(1, { entry: stored, live }), TARGETS, true).status).toBe('finished');
  });

  it('takes the best of the stored day and the game in progress, words united case-insensitively', () => {
    const row = boardRow(
      member(1, {
        entry: entry({
          finalScore: 9,
          words: [
            { word: 'tea', score: 4 },
            { word: 'oat', score: 5 },
          ],
        }),
        live: {
          words: [
            { word: 'TEA', score: 4 },
            { word: 'banjo', score: 11 },
          ],
          score: 15,
          continuous: false,
        },
      }),
      TARGETS,
      true,
    );
    expect(row).toMatchObject({ score: 15, wordCount: 3 });
    expect(row.words).toEqual([
      { word: 'banjo', score: 11 },
      { word: 'oat', score: 5 },
      { word: 'tea', score: 4 },
    ]);
  });

  it('is a row of the contract', () => {
    const row = boardRow(
      member(1, { entry: entry({ finalScore: 9, words: [{ word: 'oat', score: 9 }] }) }),
      TARGETS,
      true,
    );
    expect(ZBoardRow.parse(row)).toEqual(row);
  });

  it('hides the words when the caller may not see them, and nothing else', () => {
    const facts = member(1, { entry: entry({ finalScore: 9, words: [{ word: 'oat', score: 9 }] }) });
    const hidden = boardRow(facts, TARGETS, false);
    expect(hidden.words).toBeNull();
    expect({ ...hidden, words: [] }).toEqual({ ...boardRow(facts, TARGETS, true), words: [] });
  });

  it('counts a continuous game’s words and Target Word, never its score', () => {
    const row = boardRow(
      member(1, {
        live: {
          words: [
            { word: 'quiz', score: 12 },
            { word: 'oat', score: 3 },
          ],
          score: 0,
          continuous: true,
        },
      }),
      TARGETS,
      false,
    );
    expect(row).toMatchObject({ score: 0, wordCount: 2, targetWord: 'qualified', targetScore: 'none' });
  });

  it('follows the competitive rules for targets (spec 000 §4)', () => {
    const words = [{ word: 'quiz', score: 12 }];
    const row = (facts: Partial<EntryFacts>) =>
      boardRow(member(1, { entry: entry({ finalScore: 30, words, ...facts }) }), TARGETS, false);
    expect(row({})).toMatchObject({ targetScore: 'qualified', targetWord: 'qualified', revealed: false });
    expect(row({ hintsUsed: 2 })).toMatchObject({
      targetScore: 'reached',
      targetWord: 'qualified',
      hintsUsed: 2,
    });
    expect(row({ targetWordHintsUsed: 1 })).toMatchObject({
      targetScore: 'qualified',
      targetWord: 'reached',
    });
    expect(row({ topWordRevealed: true })).toMatchObject({ targetWord: 'reached', revealed: true });
    expect(row({ targetWordsRevealed: true })).toMatchObject({ targetScore: 'reached', revealed: true });
    expect(row({ continuousPlayed: true })).toMatchObject({
      targetScore: 'reached',
      targetWord: 'qualified',
    });
    expect(row({ finalScore: 29, words: [{ word: 'oat', score: 11 }] })).toMatchObject({
      targetScore: 'none',
      targetWord: 'none',
    });
  });
});

describe('order, places and winners', () => {
  const rows = [
    { memberId: 1, name: 'Cleo', score: 20, wordCount: 3 },
    { memberId: 2, name: 'Ann', score: 20, wordCount: 3 },
    { memberId: 3, name: 'Bo', score: 25, wordCount: 1 },
    { memberId: 4, name: 'Dee', score: 20, wordCount: 4 },
    { memberId: 5, name: 'Eve', score: 0, wordCount: 0 },
  ];

  it('sorts by score, then words, then name; ties share a place and the next skips', () => {
    const sorted = sortBoard(rows);
    expect(sorted.map((row) => row.memberId)).toEqual([3, 4, 2, 1, 5]);
    expect(boardPositions(sorted)).toEqual([1, 2, 3, 3, 5]);
    expect(positionOf(rows, 1)).toBe(3);
    expect(positionOf(rows, 5)).toBe(5);
  });

  it('names every first place as a winner, and nobody when nobody played', () => {
    expect(winnersOf(sortBoard(rows))).toEqual([3]);
    const tied = sortBoard(rows.map((row) => ({ ...row, score: 20, wordCount: 3 })));
    expect(winnersOf(tied)).toHaveLength(5);
    expect(winnersOf(sortBoard(rows.map((row) => ({ ...row, score: 0, wordCount: 0 }))))).toEqual([]);
  });
});

describe('the week', () => {
  it('counts a day’s score on a day played, and sorts by points, days played, then name', () => {
    expect(weekShare({ status: 'not_started', score: 0 })).toEqual({ points: 0, days: 0 });
    expect(weekShare({ status: 'playing', score: 12 })).toEqual({ points: 12, days: 1 });
    expect(weekShare({ status: 'finished', score: 0 })).toEqual({ points: 0, days: 1 });
    expect(weekShare(undefined)).toEqual({ points: 0, days: 0 });
    const standings = sortStandings([
      { memberId: 1, name: 'Bo', points: 30, daysPlayed: 2 },
      { memberId: 2, name: 'Ann', points: 30, daysPlayed: 1 },
      { memberId: 3, name: 'Cy', points: 30, daysPlayed: 3 },
      { memberId: 4, name: 'Dee', points: 0, daysPlayed: 0 },
      { memberId: 5, name: 'Al', points: 30, daysPlayed: 2 },
    ]);
    expect(standings.map((row) => row.name)).toEqual(['Cy', 'Al', 'Bo', 'Ann', 'Dee']);
  });

  it('takes the day’s best normal score, stored or in progress', () => {
    const live = (score: number, continuous = false) => ({ words: [], score, continuous });
    expect(dayScore(member(1, { entry: entry({ finalScore: 9 }), live: live(12) }))).toBe(12);
    expect(dayScore(member(1, { entry: entry({ finalScore: 9 }), live: live(12, true) }))).toBe(9);
    expect(dayScore(member(1))).toBe(0);
  });
});
