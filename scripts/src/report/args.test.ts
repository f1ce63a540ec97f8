import { describe, expect, it } from 'vitest';
import { DEFAULT_DAYS, MAX_DAYS, parseReportArgs } from './args.js';

describe('parseReportArgs', () => {
  it.each([
    [['--date', '2026-11-21'], { date: '2026-11-21', days: DEFAULT_DAYS, json: false }],
    [['--date=2026-11-21', '--days', '1'], { date: '2026-11-21', days: 1, json: false }],
    [['--days', '30', '--date', '2028-02-29', '--json'], { date: '2028-02-29', days: 30, json: true }],
    [
      ['--date', '2026-11-21', '--days', String(MAX_DAYS)],
      { date: '2026-11-21', days: MAX_DAYS, json: false },
    ],
  ])('reads %j', (argv, value) => {
    expect(parseReportArgs(argv)).toEqual({ ok: true, value });
  });

  it.each([
    [[], '--date is required'],
    [['--date', ''], '--date is required'],
    [['--date', '2026-02-30'], '--date must be a real date as YYYY-MM-DD, got "2026-02-30"'],
    [['--date', '21/11/2026'], '--date must be a real date as YYYY-MM-DD, got "21/11/2026"'],
    [['--date', 'today'], '--date must be a real date as YYYY-MM-DD, got "today"'],
    [['--date', '2026-11-21', '--days', '0'], `--days must be a whole number from 1 to ${MAX_DAYS}, got "0"`],
    [
      ['--date', '2026-11-21', '--days', '7.5'],
      `--days must be a whole number from 1 to ${MAX_DAYS}, got "7.5"`,
    ],
    [
      ['--date', '2026-11-21', '--days', '367'],
      `--days must be a whole number from 1 to ${MAX_DAYS}, got "367"`,
    ],
    [['--date', '2026-11-21', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j', (argv, error) => {
    expect(parseReportArgs(argv)).toEqual({ ok: false, error });
  });

  it('refuses an unknown flag with one line, and answers --help with the usage', () => {
    const parsed = parseReportArgs(['--date', '2026-11-21', '--weeks', '2']);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).not.toContain('\n');
    expect(parseReportArgs(['-h'])).toEqual({ ok: false, error: 'help' });
  });
});
