import { describe, expect, it } from 'vitest';
import { dayAchievements, uniqueWordCount, type DayFacts, type DayTargets } from './achievements.js';

const targets: DayTargets = { maxPossibleScore: 30, maxWordScore: 14, mostWords: 5 };
const fair: DayFacts = {
  finalScore: 30,
  words: [
    { word: 'quartz', score: 14 },
    { word: 'ode', score: 5 },
    { word: 'fin', score: 6 },
    { word: 'be', score: 4 },
  ],
  continuous: false,
  hintsUsed: 0,
  targetWordHintsUsed: 0,
  topWordRevealed: false,
  targetWordsRevealed: false,
};
const Y = { reached: true, qualified: true };
const R = { reached: true, qualified: false };
const N = { reached: false, qualified: false };

describe('dayAchievements', () => {
  it.each([
    ['a fair game reaching score and word', {}, {}, [Y, Y, N]],
    ['one point short of the target score', { finalScore: 29 }, {}, [N, Y, N]],
    ['above the target score', { finalScore: 31 }, {}, [Y, Y, N]],
    ['continuous mode: no target score, the top word still counts', { continuous: true }, {}, [N, Y, N]],
    ['continuous mode above the target', { continuous: true, finalScore: 99 }, {}, [N, Y, N]],
    ['one score hint', { hintsUsed: 1 }, {}, [R, Y, N]],
    ['all six score hints', { hintsUsed: 6 }, {}, [R, Y, N]],
    ['target words revealed', { targetWordsRevealed: true }, {}, [R, Y, N]],
    ['top word revealed', { topWordRevealed: true }, {}, [Y, R, N]],
    ['a target-word hint', { targetWordHintsUsed: 1 }, {}, [Y, R, N]],
    ['both target-word hints and score hints', { targetWordHintsUsed: 2, hintsUsed: 3 }, {}, [R, R, N]],
    ['best word one short of the top word', { words: [{ word: 'quart', score: 13 }] }, {}, [Y, N, N]],
    ['most words reached exactly', {}, { mostWords: 4 }, [Y, Y, Y]],
    [
      'most words reached despite hints and reveals',
      { hintsUsed: 6, topWordRevealed: true },
      { mostWords: 4 },
      [R, R, Y],
    ],
    ['most words short by one', {}, { mostWords: 5 }, [Y, Y, N]],
    [
      'case-insensitive duplicates count once',
      {
        words: [
          { word: 'Ode', score: 5 },
          { word: 'ode', score: 5 },
          { word: 'fin', score: 6 },
        ],
      },
      { mostWords: 3 },
      [Y, N, N],
    ],
    [
      'no words never reaches most words, even against 0',
      { finalScore: 0, words: [] },
      { mostWords: 0 },
      [N, N, N],
    ],
    [
      'one word against a most-words count of 0',
      { words: [{ word: 'ode', score: 5 }] },
      { mostWords: 0 },
      [Y, N, Y],
    ],
    [
      'unknown targets (0) are never reached',
      { finalScore: 0, words: [] },
      { maxPossibleScore: 0, maxWordScore: 0 },
      [N, N, N],
    ],
    ['unknown targets with words', {}, { maxPossibleScore: 0, maxWordScore: 0 }, [N, N, N]],
  ] as const)('%s', (_name, factChanges, targetChanges, [targetScore, targetWord, mostWords]) => {
    const result = dayAchievements({ ...fair, ...factChanges }, { ...targets, ...targetChanges });
    expect(result).toEqual({ targetScore, targetWord, mostWords });
  });
});

describe('uniqueWordCount', () => {
  it.each([
    [[], 0],
    [['cat'], 1],
    [['cat', 'CAT', 'Cat'], 1],
    [['cat', 'act', 'tac'], 3],
    [[{ word: 'Ode' }, { word: 'ode' }, { word: 'doe' }], 2],
  ])('%j → %d', (words, count) => {
    expect(uniqueWordCount(words)).toBe(count);
  });
});
