import { describe, expect, it } from 'vitest';
import {
  ENCOURAGEMENTS,
  TIPS,
  buildSuggestion,
  reachedSuggestionThreshold,
  rememberFailedWord,
  suggestionLevel,
  tipListFor,
} from './suggestions.js';

/** A fixed stream of "random" numbers, repeated. */
const stream = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('suggestion levels (2, 4, 6 consecutive failures)', () => {
  it.each([
    [0, 0, null, false],
    [1, 0, null, false],
    [2, 1, 'easy', true],
    [3, 1, 'easy', false],
    [4, 2, 'medium', true],
    [5, 2, 'medium', false],
    [6, 3, 'advanced', true],
    [9, 3, 'advanced', false],
  ] as const)('%i failures → level %i, %s list, new=%s', (failures, level, list, threshold) => {
    expect(suggestionLevel(failures)).toBe(level);
    expect(tipListFor(failures)).toBe(list);
    expect(reachedSuggestionThreshold(failures)).toBe(threshold);
  });
});

describe('buildSuggestion', () => {
  it('shows nothing below two failures', () => {
    expect(buildSuggestion(1, stream(0))).toBeNull();
  });

  it.each([
    [0, 3],
    [0.5, 4],
    [0.99, 5],
  ])('a first draw of %f picks %i distinct tips from the right list', (first, count) => {
    const suggestion = buildSuggestion(4, stream(first, 0.4, 0.7, 0.1, 0.9, 0.2, 0.95))!;
    expect(suggestion.level).toBe(2);
    expect(suggestion.tips).toHaveLength(count);
    expect(new Set(suggestion.tips).size).toBe(count);
    for (const tip of suggestion.tips) expect(TIPS.medium).toContain(tip);
  });

  it('adds an encouragement when the draw is under 30%', () => {
    // draws: count, 3 tips, then the encouragement chance, then which one
    const low = buildSuggestion(6, stream(0, 0, 0, 0, 0.29, 0))!;
    expect(low.encouragement).toBe(ENCOURAGEMENTS[0]);
    const high = buildSuggestion(6, stream(0, 0, 0, 0, 0.3, 0))!;
    expect(high.encouragement).toBeNull();
  });

  it('has enough tips in every list for five distinct picks', () => {
    for (const list of Object.values(TIPS)) expect(list.length).toBeGreaterThanOrEqual(5);
  });
});

describe('rememberFailedWord', () => {
  it('keeps the last five, newest last, upper-case, without repeats', () => {
    let recent: string[] = [];
    for (const word of ['ab', 'cd', 'ef', 'gh', 'ij', 'kl']) recent = rememberFailedWord(recent, word);
    expect(recent).toEqual(['CD', 'EF', 'GH', 'IJ', 'KL']);
    expect(rememberFailedWord(recent, 'ef')).toEqual(['CD', 'GH', 'IJ', 'KL', 'EF']);
  });
});
