import { describe, expect, it } from 'vitest';
import { historyEntryOf, isPlayed, yourStats, type PlayedDay } from './history.js';
import { factsOf, gameSeries } from './test-games.js';

const TODAY = '2026-11-21';
const day = (overrides: Partial<PlayedDay> = {}): PlayedDay => ({
  date: TODAY,
  playCount: 1,
  finalScore: 30,
  wordCount: 5,
  bestWordScore: 12,
  dayTargetScore: 40,
  dayTargetWordScore: 16,
  dayMostWords: 9,
  ...overrides,
});

describe('historyEntryOf: the spec’s flags', () => {
  it.each<[string, Partial<PlayedDay>, boolean, boolean, boolean, number]>([
    // name, day, targetScore, targetWord, mostWords, scorePercent
    ['none reached', {}, false, false, false, 75],
    ['Target Score reached', { finalScore: 40 }, true, false, false, 100],
    ['Target Word reached', { bestWordScore: 16 }, false, true, false, 75],
    ['Most Words: as many as the day’s best', { wordCount: 9 }, false, false, true, 75],
    ['Most Words needs a word', { wordCount: 0, dayMostWords: 0, finalScore: 0 }, false, false, false, 0],
    [
      'unknown day numbers reach nothing',
      { dayTargetScore: 0, dayTargetWordScore: 0 },
      false,
      false,
      false,
      0,
    ],
  ])('%s', (_name, overrides, targetScore, targetWord, mostWords, scorePercent) => {
    expect(historyEntryOf(day(overrides))).toMatchObject({
      targetScore,
      targetWord,
      mostWords,
      scorePercent,
    });
  });

  it('labels the date and keeps the numbers', () => {
    expect(historyEntryOf(day({ playCount: 3 }))).toEqual({
      date: TODAY,
      dateLabel: 'Sat, Nov 21',
      playCount: 3,
      finalScore: 30,
      wordCount: 5,
      bestWordScore: 12,
      dayTargetScore: 40,
      scorePercent: 75,
      targetScore: false,
      targetWord: false,
      mostWords: false,
    });
  });

  it.each([
    [1, 5, true],
    [0, 0, false], // an entry made by a hint alone
    [1, 0, false], // a game ended without a word
  ])('played with %d games and %d words: %s', (playCount, wordCount, played) => {
    expect(isPlayed({ playCount, wordCount })).toBe(played);
  });
});

describe('yourStats', () => {
  it('below 5 games: training, and the series says what was played', () => {
    const stats = yourStats({
      today: TODAY,
      days: [day({ date: '2026-11-20', playCount: 2, finalScore: 40 })],
      games: [
        factsOf({ date: '2026-11-20', finalScore: 40 }),
        factsOf({ date: '2026-11-20', finalScore: 20 }),
      ],
      gamesPlayed: 2,
    });
    expect(stats).toMatchObject({
      gamesPlayed: 2,
      daysPlayed: 1,
      averageScorePercent: 75,
      averageWordsPerGame: 4,
      last30DaysSummary: 'Played 1 of the last 30 days',
      training: { active: true, message: 'Training Our AI Model', gamesRequired: 5, remainingGames: 3 },
    });
    expect(stats.streaks.played).toEqual({ current: 1, best: 1, extendedToday: false });
    expect(stats.streaks.targetReached).toEqual({ current: 1, best: 1, extendedToday: false });
    expect(stats.last30Days).toHaveLength(30);
    expect(stats.last30Days[0]).toMatchObject({
      date: '2026-10-23',
      played: false,
      text: 'Fri, Oct 23: not played',
    });
    expect(stats.last30Days[28]).toEqual({
      date: '2026-11-20',
      label: 'Fri, Nov 20',
      played: true,
      games: 2,
      finalScore: 40,
      dayTargetScore: 40,
      scorePercent: 100,
      wordCount: 5,
      targetReached: true,
      text: 'Fri, Nov 20: 2 games, best 40 of 40 (100%), 5 words, Target Score reached',
    });
    expect(stats.last30Days[29]).toMatchObject({
      date: TODAY,
      played: false,
      text: 'Sat, Nov 21: not played',
    });
  });

  it('at 5 games the training is over; days with only a hint do not count', () => {
    const stats = yourStats({
      today: TODAY,
      days: [day({ date: '2026-11-19' }), day({ date: '2026-11-20', playCount: 0, wordCount: 0 }), day()],
      games: gameSeries(5, TODAY),
      gamesPlayed: 5,
    });
    expect(stats.training).toEqual({
      active: false,
      message: 'Your stats are ready',
      gamesRequired: 5,
      remainingGames: 0,
    });
    expect(stats.daysPlayed).toBe(2);
    expect(stats.streaks.played).toEqual({ current: 1, best: 1, extendedToday: true });
    expect(stats.last30Days[29]!.text).toBe('Sat, Nov 21: 1 game, best 30 of 40 (75%), 5 words');
  });
});
