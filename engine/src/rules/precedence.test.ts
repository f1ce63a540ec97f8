import { describe, expect, it } from 'vitest';
import { achievementAfterWord, WordAchievement, type WordAchievementContext } from './precedence.js';

const plain: WordAchievementContext = {
  wordScore: 6,
  isTargetWord: false,
  foundAllTargetWords: false,
  totalScore: 12,
  maxPossibleScore: 30,
  maxWordScore: 14,
  continuous: false,
  challengeCompleted: false,
};
const { ALL_TARGET_WORDS, TARGET_SCORE, TOP_WORD, TARGET_WORD, CHALLENGE, NICE } = WordAchievement;

describe('achievementAfterWord', () => {
  it.each([
    ['an ordinary word', {}, NICE],
    ['a completed challenge', { challengeCompleted: true }, CHALLENGE],
    ['a target word beats a challenge', { isTargetWord: true, challengeCompleted: true }, TARGET_WORD],
    [
      'the top word score beats a target word',
      { wordScore: 14, isTargetWord: true, challengeCompleted: true },
      TOP_WORD,
    ],
    ['one below the top word score', { wordScore: 13 }, NICE],
    ['above a (stale) top word score', { wordScore: 15 }, TOP_WORD],
    ['the target score beats the top word', { wordScore: 14, totalScore: 30 }, TARGET_SCORE],
    ['above the target score', { totalScore: 31 }, TARGET_SCORE],
    ['one below the target score', { totalScore: 29 }, NICE],
    [
      'all target words beat everything',
      {
        foundAllTargetWords: true,
        isTargetWord: true,
        wordScore: 14,
        totalScore: 30,
        challengeCompleted: true,
      },
      ALL_TARGET_WORDS,
    ],
    ['continuous mode never hits the target score', { continuous: true, totalScore: 45 }, NICE],
    [
      'continuous mode still finds the top word',
      { continuous: true, totalScore: 45, wordScore: 14 },
      TOP_WORD,
    ],
    [
      'continuous mode still finds all target words',
      { continuous: true, foundAllTargetWords: true },
      ALL_TARGET_WORDS,
    ],
    ['unknown targets (0) are never hit', { maxPossibleScore: 0, maxWordScore: 0 }, NICE],
  ] as const)('%s → %s', (_name, changes, expected) => {
    expect(achievementAfterWord({ ...plain, ...changes })).toBe(expected);
  });
});
