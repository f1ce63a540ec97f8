import { describe, expect, it } from 'vitest';
import type { PlayerDayActivity } from '@dozen/server/storage/analytics-events';
import {
  archiveUse,
  buildReport,
  eventsByName,
  funnel,
  hintUse,
  reportRange,
  returnRate,
} from './aggregate.js';
import { D, day, FULL, THREE_DAYS } from './test-activity.js';

describe('funnel', () => {
  it.each<[string, PlayerDayActivity[], number[], Array<number | null>]>([
    ['no players', [], [0, 0, 0, 0, 0], [null, null, null, null, null]],
    ['one player all the way', [day('a', D, ...FULL)], [1, 1, 1, 1, 1], [null, 1, 1, 1, 1]],
    [
      'players dropping at each step',
      [
        day('a', D, ...FULL),
        day('b', D, 'page_visit', 'start_game', 'word_valid', 'game_end'),
        day('c', D, 'page_visit', 'start_game', 'word_valid'),
        day('d', D, 'page_visit', 'start_game'),
        day('e', D, 'page_visit'),
        day('f', D, 'page_visit', 'how_to_play'),
      ],
      [6, 4, 3, 2, 1],
      [null, 4 / 6, 3 / 4, 2 / 3, 1 / 2],
    ],
    [
      'a step counts only players who reached every step above it',
      [
        // Shared mid-game without ending; started without a visit that date (page open since yesterday).
        day('a', D, 'page_visit', 'start_game', 'word_valid', 'share'),
        day('b', D, 'start_game', 'word_valid', 'game_end', 'share'),
        day('c', D, 'page_visit', 'word_valid'),
      ],
      [2, 1, 1, 0, 0],
      [null, 0.5, 1, 0, null],
    ],
  ])('%s', (_name, rows, players, ofPrevious) => {
    const steps = funnel(rows);
    expect(steps.map((step) => step.step)).toEqual(['visit', 'start', 'first word', 'end', 'share']);
    expect(steps.map((step) => step.players)).toEqual(players);
    expect(steps.map((step) => step.ofPrevious)).toEqual(ofPrevious);
  });
});

describe('return rate', () => {
  const rows = [
    day('a', D, 'page_visit'),
    day('a', '2026-11-20', 'page_visit'), // the day before
    day('b', D, 'page_visit'),
    day('b', '2026-11-14', 'page_visit'), // 7 days before: inside the window
    day('c', D, 'page_visit'),
    day('c', '2026-11-13', 'page_visit'), // 8 days before: outside
    day('d', D, 'page_visit'),
    day('d', '2026-11-22', 'page_visit'), // after the date: not a return to it
    day('e', '2026-11-20', 'page_visit'), // not active on the date: not counted at all
  ];
  it.each([
    [D, 4, 1, 0.25, 2, 0.5],
    ['2026-11-20', 2, 0, 0, 0, 0],
    ['2026-11-22', 1, 1, 1, 1, 1],
    ['2026-11-10', 0, 0, null, 0, null],
  ])(
    'on %s: %i active, %i the day before (%s), %i within 7 days (%s)',
    (date, active, prev, prevShare, win, winShare) => {
      expect(returnRate(rows, date)).toEqual({
        active,
        previousDay: { players: prev, share: prevShare },
        withinWindow: { days: 7, players: win, share: winShare },
      });
    },
  );
});

describe('hint use and events', () => {
  it.each<[string, PlayerDayActivity[], ReturnType<typeof hintUse>]>([
    ['no players', [], { starters: 0, players: 0, share: null, hintsUsed: 0 }],
    [
      'two of four starters, five hints',
      [
        day('a', D, 'start_game', ['hint_used', 3]),
        day('b', D, 'start_game', ['hint_used', 2]),
        day('c', D, 'start_game'),
        day('d', D, 'start_game'),
        day('e', D, 'page_visit'),
      ],
      { starters: 4, players: 2, share: 0.5, hintsUsed: 5 },
    ],
  ])('%s', (_name, rows, expected) => {
    expect(hintUse(rows)).toEqual(expected);
  });

  it('counts each event and its players, in the contract order, unknown names last', () => {
    const rows = [
      day('a', D, ['word_valid', 4], 'page_visit', 'legacy_event'),
      day('b', D, ['word_valid', 2], ['page_visit', 2]),
    ];
    expect(eventsByName(rows)).toEqual([
      { name: 'page_visit', events: 3, players: 2 },
      { name: 'word_valid', events: 6, players: 2 },
      { name: 'legacy_event', events: 1, players: 1 },
    ]);
  });
});

describe('the whole report', () => {
  it('reads the return window before the table', () => {
    expect(reportRange(D, 7)).toEqual({ from: '2026-11-08', to: D, tableFrom: '2026-11-15' });
    expect(reportRange(D, 1)).toEqual({ from: '2026-11-14', to: D, tableFrom: D });
  });

  it('the date, its totals and a row per day of the table, oldest first', () => {
    const report = buildReport(THREE_DAYS, { date: D, days: 3 });
    expect(report).toMatchObject({ date: D, from: '2026-11-19', to: D, events: 9, players: 2 });
    expect(report.funnel.map((step) => step.players)).toEqual([2, 2, 1, 1, 1]);
    expect(report.returning.previousDay).toEqual({ players: 1, share: 0.5 });
    expect(report.hints).toEqual({ starters: 2, players: 1, share: 0.5, hintsUsed: 2 });
    expect(report.perDay).toEqual([
      { date: '2026-11-19', active: 1, events: 1, funnel: [1, 0, 0, 0, 0], hintPlayers: 0, returned: 0 },
      { date: '2026-11-20', active: 1, events: 5, funnel: [1, 1, 1, 1, 1], hintPlayers: 0, returned: 1 },
      { date: D, active: 2, events: 9, funnel: [2, 2, 1, 1, 1], hintPlayers: 1, returned: 1 },
    ]);
  });

  it('an empty date has 0 events (the text says so)', () => {
    const report = buildReport([day('a', '2026-11-20', 'page_visit')], { date: D, days: 2 });
    expect(report.events).toBe(0);
    expect(report.perDay.map((row) => row.events)).toEqual([1, 0]);
  });
});

describe('the archive, apart from the funnel', () => {
  const rows = [
    // a: a whole past game from the archive, shared; no event of the day's funnel.
    day('a', D, 'archive_open', 'archive_start', 'archive_end', 'archive_share'),
    // b: the day's game, then two past games.
    day('b', D, ...FULL, 'archive_open', ['archive_start', 2], ['archive_end', 2]),
    // c: opened the archive only.
    day('c', D, 'archive_open'),
  ];

  it('counts archive events and players per step, and the games stored that day', () => {
    expect(archiveUse(rows, 3)).toEqual({
      steps: [
        { step: 'opened the archive', events: 3, players: 3 },
        { step: 'started a past game', events: 3, players: 2 },
        { step: 'ended a past game', events: 3, players: 2 },
        { step: 'shared a past game', events: 1, players: 1 },
      ],
      storedGames: 3,
    });
  });

  it('leaves the day’s funnel alone: archive players who did not play the day are not in it', () => {
    const report = buildReport(rows, { date: D, days: 1 }, 3);
    expect(report.funnel.map((step) => step.players)).toEqual([1, 1, 1, 1, 1]);
    expect(report.archive.storedGames).toBe(3);
    expect(report.funnel).toEqual(buildReport([day('b', D, ...FULL)], { date: D, days: 1 }).funnel);
  });
});
