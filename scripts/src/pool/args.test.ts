import { describe, expect, it } from 'vitest';
import { HELP, MAX_STATS_DAYS, parsePoolArgs, type PoolCommand } from './args.js';

describe('parsePoolArgs', () => {
  it.each<[string[], PoolCommand]>([
    [['--date', '2026-11-21'], { mode: 'date', date: '2026-11-21', json: false }],
    [['--date=2026-11-21', '--json'], { mode: 'date', date: '2026-11-21', json: true }],
    [['--letters', 'ABCDEFGHIJKL'], { mode: 'letters', letters: 'ABCDEFGHIJKL', json: false }],
    [['--json', '--letters', 'abcdefghijkl'], { mode: 'letters', letters: 'ABCDEFGHIJKL', json: true }],
    [
      ['--from', '2027-01-01', '--to', '2027-12-31', '--stats'],
      { mode: 'stats', from: '2027-01-01', to: '2027-12-31' },
    ],
    [
      ['--stats', '--from', '2028-02-29', '--to', '2028-02-29'],
      { mode: 'stats', from: '2028-02-29', to: '2028-02-29' },
    ],
  ])('reads %j', (argv, value) => {
    expect(parsePoolArgs(argv)).toEqual({ ok: true, value });
  });

  it.each([['--help'], ['-h'], ['--date', '2026-11-21', '--help']])(
    'asks for the usage with %j',
    (...argv) => {
      expect(parsePoolArgs(argv)).toEqual({ ok: false, error: HELP });
    },
  );

  it.each<[string[], RegExp]>([
    [[], /^nothing to do/],
    [['--json'], /^nothing to do/],
    [['--bogus'], /^Unknown option '--bogus'/],
    [['-x'], /^Unknown option '-x'/],
    [['2026-11-21'], /^Unexpected argument '2026-11-21'/],
    [['--date'], /^Option '--date <value>' argument missing/],
    [['--letters'], /^Option '--letters <value>' argument missing/],
    [['--date', '--json'], /^Option '--date' argument is ambiguous/],
    [['--date', '2026-02-30'], /^--date must be a real date as YYYY-MM-DD, got "2026-02-30"$/],
    [['--date', '2026-1-5'], /^--date must be a real date/],
    [['--date', ''], /^--date is required$/],
    [['--letters', 'ABCDEFGHIJK'], /^--letters must be exactly 12 letters A–Z, got "ABCDEFGHIJK"$/],
    [['--letters', 'ABCDEFGHIJKLM'], /^--letters must be exactly 12 letters/],
    [['--letters', 'ABCDEFGHIJK1'], /^--letters must be exactly 12 letters/],
    [['--letters', 'ÀBCDEFGHIJKL'], /^--letters must be exactly 12 letters/],
    [['--date', '2026-11-21', '--letters', 'ABCDEFGHIJKL'], /^give only one of/],
    [['--date', '2026-11-21', '--stats'], /^give only one of/],
    [
      ['--from', '2027-01-02', '--to', '2027-01-01', '--stats'],
      /^--from 2027-01-02 is after --to 2027-01-01$/,
    ],
    [['--from', '2027-01-01', '--stats'], /^--to is required$/],
    [['--to', '2027-01-01', '--stats'], /^--from is required$/],
    [['--from', '2027-01-01', '--to', '2027-01-31'], /^--from\/--to print statistics: add --stats$/],
    [['--from', '2027-01-01', '--to', '2027-13-01', '--stats'], /^--to must be a real date/],
    [
      ['--from', '2027-01-01', '--to', '2027-01-31', '--stats', '--json'],
      /^--json does not go with --from\/--to$/,
    ],
    [
      ['--from', '2020-01-01', '--to', '2030-12-31', '--stats'],
      new RegExp(`^at most ${MAX_STATS_DAYS} days`),
    ],
  ])('refuses %j with a one-line error', (argv, error) => {
    const parsed = parsePoolArgs(argv);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatch(error);
    expect(parsed.error).not.toContain('\n');
  });
});
