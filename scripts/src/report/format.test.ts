import { describe, expect, it } from 'vitest';
import type { PlayerDayActivity } from '@dozen/server/storage/analytics-events';
import { buildReport } from './aggregate.js';
import { formatReport, percent } from './format.js';
import { D, day, THREE_DAYS } from './test-activity.js';

describe('the report as text', () => {
  it.each([
    [null, '—'],
    [0, '0.0%'],
    [2 / 3, '66.7%'],
    [1, '100.0%'],
  ])('%s is %s', (share, text) => {
    expect(percent(share)).toBe(text);
  });

  it('prints every section with its definition, aligned', () => {
    expect(formatReport(buildReport(THREE_DAYS, { date: D, days: 3 }))).toBe(
      `Dozen analytics for 2026-11-21 (puzzle date, New York): 2 players, 9 events

Funnel — distinct players; a step counts only players who also reached every step above it that date
  step        players  of previous
  visit             2
  start             2       100.0%
  first word        1        50.0%
  end               1       100.0%
  share             1       100.0%

Return rate — players active on the date (any event for it) who were also active the day before, or on any of the 7 days before
                                                 players  share
  active on the date                                   2
  also active on 2026-11-20                            1  50.0%
  also active on one of 2026-11-14 … 2026-11-20        1  50.0%

Hint use — players who used a hint, of those who started a game
                     players  share
  started a game           2
  used a hint              1  50.0%
  hints used in all        2

Past puzzles (the archive) — past puzzles, apart from the funnel: archive events sent on the date, and archive games the server stored that New York day
                        events  players
  opened the archive         0        0
  started a past game        0        0
  ended a past game          0        0
  shared a past game         0        0
  archive games stored       0

Events for 2026-11-21
  event       events  players
  page_visit       2        2
  start_game       2        2
  word_valid       1        1
  hint_used        2        1
  share            1        1
  game_end         1        1

Per day, 2026-11-19 … 2026-11-21 (funnel columns as above; returned: also active the day before)
  date        players  events  visit  start  first word  end  share  hint users  returned
  2026-11-19        1       1      1      0           0    0      0           0         0
  2026-11-20        1       5      1      1           1    1      1           0         1
  2026-11-21        2       9      2      2           1    1      1           1         1
`,
    );
  });

  it.each<[string, PlayerDayActivity[], number, string]>([
    ['a range with no events at all', [], 1, 'no events recorded for 2026-11-21\n'],
    [
      'a range with no events at all (several days)',
      [],
      3,
      'no events recorded for 2026-11-21\n(none for 2026-11-19 … 2026-11-21 either)\n',
    ],
    [
      'an empty date in a range with events',
      [day('a', '2026-11-20', 'page_visit')],
      2,
      `no events recorded for 2026-11-21

Per day, 2026-11-20 … 2026-11-21 (funnel columns as above; returned: also active the day before)
  date        players  events  visit  start  first word  end  share  hint users  returned
  2026-11-20        1       1      1      0           0    0      0           0         0
  2026-11-21        0       0      0      0           0    0      0           0         0
`,
    ],
  ])('%s says so clearly', (_name, rows, days, text) => {
    expect(formatReport(buildReport(rows, { date: D, days }))).toBe(text);
  });
});
