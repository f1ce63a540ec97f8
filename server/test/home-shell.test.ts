import { describe, expect, it } from 'vitest';
import type { TBootData } from '@dozen/engine/contract';
import { escapeText, fillHomeShell, withoutHomeShell } from '../src/http/home-shell.js';

const shell = (inner: string) =>
  `<body><div id="root"><!--home-shell--><div class="home-shell">${inner}</div><!--/home-shell--></div></body>`;
const page = shell(
  '<p class="challenge-card__date" data-shell-field="puzzle-date">\u00a0</p>' +
    '<span role="timer" data-shell-field="countdown">\u00a0</span>' +
    '<strong class="stat-tile__value" data-shell-field="players-today">–</strong>' +
    '<span class="stat-tile__caption" data-shell-field="lifetime-players">– lifetime players</span>' +
    '<span data-shell-field="target-score-caption">reached – points</span>' +
    '<span data-shell-field="most-words-caption">your words · top –</span>' +
    '<strong class="stat-tile__value">–</strong>',
);

const stats: TBootData['stats'] = {
  date: '2026-11-21',
  totalPlayers: 12345,
  lifetimePlayers: 1000,
  maxPossibleScore: 87,
  maxWordScore: 31,
  playersReachedScore: 4,
  playersReachedWord: 9,
  highestUniqueWords: 42,
  hoursLeft: 5,
  minutesLeft: 0,
  dateFormatted: 'Saturday, November 21, 2026',
  nextRolloverAt: '2026-11-22T05:00:00.000Z',
};
const boot = { stats, dailyPool: {} } as TBootData;
const now = Date.parse('2026-11-22T00:00:00.000Z');

describe('fillHomeShell', () => {
  it('writes the boot data’s counts, date and countdown into the marked elements', () => {
    const html = fillHomeShell(page, boot, now);
    expect(html).toContain('data-shell-field="puzzle-date">Saturday, November 21, 2026</p>');
    expect(html).toContain('data-shell-field="countdown">5 Hours Left</span>');
    expect(html).toContain('data-shell-field="players-today">12,345</strong>');
    // The tiles' own formula: lifetime players shown = the server's count + 133.
    expect(html).toContain('data-shell-field="lifetime-players">1,133 lifetime players</span>');
    expect(html).toContain('data-shell-field="target-score-caption">reached 87 points</span>');
    expect(html).toContain('data-shell-field="most-words-caption">your words · top 42</span>');
    // An element the server knows nothing about (this device's words) keeps its placeholder.
    expect(html).toContain('<strong class="stat-tile__value">–</strong>');
  });

  it('escapes what it writes', () => {
    expect(escapeText('<script>alert("&")</script>')).toBe('&lt;script&gt;alert("&amp;")&lt;/script&gt;');
  });

  it('keeps the placeholders when the stats cannot be formatted', () => {
    const bad = { ...boot, stats: { ...stats, date: '</p><script>' } };
    expect(fillHomeShell(page, bad, now)).toBe(page);
  });

  it('leaves the page as it is without boot data', () => {
    expect(fillHomeShell(page, undefined, now)).toBe(page);
  });

  it('touches nothing outside the home shell', () => {
    const outside = '<p data-shell-field="players-today">–</p>';
    expect(fillHomeShell(outside + page, boot, now).startsWith(outside)).toBe(true);
  });
});

describe('withoutHomeShell', () => {
  it('removes the prerendered home screen and keeps #root', () => {
    expect(withoutHomeShell(page)).toBe('<body><div id="root"></div></body>');
  });
});
