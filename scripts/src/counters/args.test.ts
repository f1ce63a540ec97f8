import { describe, expect, it } from 'vitest';
import { parseCountersArgs } from './args.js';

describe('parseCountersArgs', () => {
  it.each([
    [['show'], { command: 'show', date: null, json: false }],
    [['show', '--date', '2026-11-21', '--json'], { command: 'show', date: '2026-11-21', json: true }],
    [['rebuild', '--date=2026-03-08'], { command: 'rebuild', date: '2026-03-08', json: false }],
  ])('reads %j', (argv, value) => {
    expect(parseCountersArgs(argv)).toEqual({ ok: true, value });
  });

  it.each([
    [[], 'missing command: show or rebuild'],
    [['flush'], 'unknown command "flush": use show or rebuild'],
    [['show', 'extra'], 'unexpected argument "extra"'],
    [['rebuild', '--json'], '--json only goes with show'],
    [['show', '--date', '2026-02-30'], '--date must be a real date as YYYY-MM-DD, got "2026-02-30"'],
  ])('refuses %j', (argv, error) => {
    expect(parseCountersArgs(argv)).toEqual({ ok: false, error });
  });

  it('refuses an unknown flag with one line', () => {
    const parsed = parseCountersArgs(['show', '--all']);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).not.toContain('\n');
  });
});
