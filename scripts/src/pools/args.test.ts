import { describe, expect, it } from 'vitest';
import { parsePoolsArgs } from './args.js';

describe('parsePoolsArgs', () => {
  it.each([
    [
      ['seed', '--from', '2026-11-21', '--to', '2026-12-31'],
      { command: 'seed', from: '2026-11-21', to: '2026-12-31' },
    ],
    [
      ['seed', '--from', '2026-11-21', '--to', '2026-11-21'],
      { command: 'seed', from: '2026-11-21', to: '2026-11-21' },
    ],
    [['show', '--date', '2026-11-21'], { command: 'show', date: '2026-11-21', json: false }],
    [['show', '--date', '2026-11-21', '--json'], { command: 'show', date: '2026-11-21', json: true }],
    [
      ['set', '--date', '2026-11-22', '--letters', 'aeinrstlopcd'],
      { command: 'set', date: '2026-11-22', letters: 'AEINRSTLOPCD', force: false },
    ],
    [
      ['set', '--date', '2026-11-22', '--letters', 'AEINRSTLOPCD', '--force'],
      { command: 'set', date: '2026-11-22', letters: 'AEINRSTLOPCD', force: true },
    ],
  ])('%j → %j', (argv, expected) => {
    expect(parsePoolsArgs(argv)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [[], /missing command/],
    [['grow'], /unknown command/],
    [['seed', '--from', '2026-11-21'], /--to is required/],
    [['seed', '--from', '2026-11-22', '--to', '2026-11-21'], /is after/],
    [['seed', '--from', '2026-02-29', '--to', '2026-03-01'], /real date/],
    [['seed', '--from', '2020-01-01', '--to', '2035-01-01'], /at most/],
    [['show'], /--date is required/],
    [['show', '--date', '21/11/2026'], /real date/],
    [['show', '--date', '2026-11-21', '--letters', 'ABC'], /does not apply/],
    [['set', '--date', '2026-11-21'], /--letters is required/],
    [['set', '--date', '2026-11-21', '--letters', 'ABCDEFGHIJK'], /exactly 12 letters/],
    [['set', '--date', '2026-11-21', '--letters', 'ABCDEFGHIJK1'], /exactly 12 letters/],
    [['seed', '--frm', '2026-11-21'], /Unknown option/],
    [['show', '--date'], /argument missing/],
    [['show', '--date', '2026-11-21', 'extra'], /unexpected argument/],
  ])('%j is refused', (argv, message) => {
    const result = parsePoolsArgs(argv);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
