import { afterEach, describe, expect, it } from 'vitest';
import {
  isRevealConfirmed,
  mergeRevealed,
  parseRevealed,
  readRevealed,
  rememberRevealConfirmed,
  rememberRevealed,
} from './reveal-memory.js';

afterEach(() => localStorage.clear());

describe('reveal memory', () => {
  it('remembers the confirmation per day, under a dated key the weekly cleanup can remove', () => {
    expect(isRevealConfirmed('2026-11-21')).toBe(false);
    rememberRevealConfirmed('2026-11-21');
    expect(isRevealConfirmed('2026-11-21')).toBe(true);
    expect(isRevealConfirmed('2026-11-22')).toBe(false);
    expect(Object.keys(localStorage)).toEqual(['dozen_reveal_confirmed_2026-11-21']);
  });

  it('keeps what was revealed, and drops a corrupted value', () => {
    rememberRevealed('2026-11-21', { topWord: { word: 'zephyr', foundAtReveal: false } });
    expect(readRevealed('2026-11-21')).toEqual({ topWord: { word: 'zephyr', foundAtReveal: false } });
    localStorage.setItem('dozen_revealed_2026-11-21', '{not json');
    expect(readRevealed('2026-11-21')).toEqual({});
    expect(
      parseRevealed({ topWord: { word: 3 }, targetWords: { words: ['a'], found: [], missed: 'x' } }),
    ).toEqual({});
  });

  const server = {
    topWordRevealed: true,
    targetWordsRevealed: false,
    topWord: 'zephyr',
    optimalWordCombination: null,
    foundTopWordAtReveal: true,
    userFoundTargetWords: [],
    userMissedTargetWords: [],
  };

  it.each([
    ['nothing from the server', {}, null, {}],
    ['the server revealed the top word', {}, server, { topWord: { word: 'zephyr', foundAtReveal: true } }],
    [
      'local knowledge wins over the server copy',
      { topWord: { word: 'zephyr', foundAtReveal: false } },
      server,
      { topWord: { word: 'zephyr', foundAtReveal: false } },
    ],
    [
      'target words only once the pool unlocked them',
      {},
      {
        ...server,
        topWordRevealed: false,
        targetWordsRevealed: true,
        optimalWordCombination: ['cab', 'zephyr'],
        userFoundTargetWords: ['cab'],
        userMissedTargetWords: ['zephyr'],
      },
      { targetWords: { words: ['cab', 'zephyr'], found: ['cab'], missed: ['zephyr'] } },
    ],
  ])('merge: %s', (_name, local, fromServer, expected) => {
    expect(mergeRevealed(local, fromServer)).toEqual(expected);
  });
});
