import { describe, expect, it } from 'vitest';
import { DATE } from '../test-support/fake-game-server.js';
import { liveChallengeProgress, newlyReachedChallenge } from './challenge-progress.js';
import { personalizedChallenge, previewOf, THREE_CHALLENGES } from '../test-support/progress-fixtures.js';
import type { CompletedWord } from './saved-state.js';

const word = (text: string, score: number, isTargetWord = false): CompletedWord => ({
  word: text,
  score,
  isTopWord: false,
  isTargetWord,
  letterIndices: [],
});
const game = (words: CompletedWord[], overrides: { continuousMode?: boolean; date?: string } = {}) => ({
  date: DATE,
  continuousMode: false,
  completedWords: words,
  ...overrides,
});

describe('live challenge progress (engine rules on the game being played)', () => {
  it("takes this game's progress when it is further than the server's best stored game", () => {
    const score20 = THREE_CHALLENGES[1]!; // server progress 40
    expect(liveChallengeProgress(score20, game([word('IN', 3)]))).toEqual({
      percent: 40,
      reachedThisGame: false,
    });
    expect(liveChallengeProgress(score20, game([word('BANJO', 11), word('HUG', 6)]))).toEqual({
      percent: 85,
      reachedThisGame: false,
    });
  });

  it('caps at 100 only when this game meets it, and says it is reached (the server completes it)', () => {
    const score20 = THREE_CHALLENGES[1]!;
    expect(liveChallengeProgress(score20, game([word('BANJO', 11), word('HUG', 6), word('IN', 3)]))).toEqual({
      percent: 100,
      reachedThisGame: true,
    });
  });

  it('a completed challenge is 100 and done, whatever this game holds', () => {
    const done = personalizedChallenge({ isCompleted: true, progress: 100 });
    expect(liveChallengeProgress(done, null)).toEqual({ percent: 100, reachedThisGame: false });
  });

  it('continuous games and other days do not count (the server counts normal games of the date)', () => {
    const twoWords = [word('IN', 3), word('HUG', 6)];
    const explorer = THREE_CHALLENGES[0]!;
    expect(liveChallengeProgress(explorer, game(twoWords)).reachedThisGame).toBe(true);
    expect(liveChallengeProgress(explorer, game(twoWords, { continuousMode: true })).reachedThisGame).toBe(
      false,
    );
    expect(liveChallengeProgress(explorer, game(twoWords, { date: '2026-11-20' })).reachedThisGame).toBe(
      false,
    );
  });

  it("counts the game's own target words while the day's are hidden from the player", () => {
    const hunter = THREE_CHALLENGES[2]!; // 2 target words, none sent
    expect(liveChallengeProgress(hunter, game([word('BANJO', 11, true)])).percent).toBe(50);
    expect(liveChallengeProgress(hunter, game([word('BANJO', 11, true), word('HUG', 6, true)]))).toEqual({
      percent: 100,
      reachedThisGame: true,
    });
  });
});

describe('newlyReachedChallenge (spec 001 §5 preview checks, after each word)', () => {
  const preview = previewOf(THREE_CHALLENGES);

  it('answers the first open challenge the game now meets, once per game', () => {
    const played = game([word('IN', 3), word('HUG', 6)]);
    const reached = newlyReachedChallenge(preview, played, new Set());
    expect(reached?.title).toBe('Word Explorer');
    expect(newlyReachedChallenge(preview, played, new Set([reached!.id]))).toBeNull();
  });

  it('a minimum word score counts only the words worth it, as the server does (hard exploration)', () => {
    const hard = personalizedChallenge({
      id: 'c-20261121-hard-player1',
      title: 'Find 2 Words',
      difficulty: 'hard',
      rewards: { points: 50 },
      targetMetrics: { targetWordCount: 2, minimumWordScore: 5 },
    });
    const cheap = game([word('IN', 3), word('IT', 3)]);
    expect(newlyReachedChallenge(previewOf([hard]), cheap, new Set())).toBeNull();
    expect(liveChallengeProgress(hard, cheap).reachedThisGame).toBe(false);
    const worthIt = game([word('BANJO', 11), word('HUG', 6)]);
    expect(newlyReachedChallenge(previewOf([hard]), worthIt, new Set())?.id).toBe(hard.id);
    expect(liveChallengeProgress(hard, worthIt).reachedThisGame).toBe(true);
  });

  it('skips challenges already completed, and answers nothing without a preview or in continuous mode', () => {
    const completed = previewOf([personalizedChallenge({ isCompleted: true })]);
    const played = game([word('IN', 3), word('HUG', 6)]);
    expect(newlyReachedChallenge(completed, played, new Set())).toBeNull();
    expect(newlyReachedChallenge(undefined, played, new Set())).toBeNull();
    expect(newlyReachedChallenge(preview, { ...played, continuousMode: true }, new Set())).toBeNull();
  });
});
