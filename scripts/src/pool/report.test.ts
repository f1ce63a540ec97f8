import { describe, expect, it } from 'vitest';
import { HINT_KEYS, type PoolHints } from '@dozen/engine';
import { dailyPoolJson, type PoolFields } from './report.js';

// Values are arbitrary; the hints are given in reverse order on purpose: the output follows spec 000 §3.
const fields: PoolFields = {
  letters: 'ABCDEFGHIJKL',
  topWord: 'fig',
  maxWordScore: 7,
  optimalWordCombination: ['fig', 'lack'],
  maxPossibleScore: 20,
  totalValidWords: 40,
  hints: Object.fromEntries([...HINT_KEYS].reverse().map((key) => [key, 0])) as unknown as PoolHints,
};

describe('dailyPoolJson', () => {
  it('keeps exactly the daily pool fields, in the order of spec 000 §3, without date for letters', () => {
    const described = { ...fields, quality: { ok: true as const } }; // what describeLetters returns
    const json = dailyPoolJson(described);
    expect(Object.keys(json).join(' ')).toBe(
      'letters topWord maxWordScore optimalWordCombination maxPossibleScore totalValidWords hints',
    );
    expect(Object.keys(json.hints as object)).toEqual(HINT_KEYS);
  });

  it('puts the date first when there is one', () => {
    expect(Object.keys(dailyPoolJson({ ...fields, date: '2026-11-21' }))[0]).toBe('date');
  });
});
