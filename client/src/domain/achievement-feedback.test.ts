import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_MODAL_DELAY_MS,
  achievementForWord,
  feedbackFor,
  foundAllTargetWords,
  type DayFacts,
  type GameFacts,
  type WordFacts,
} from './achievement-feedback.js';

const day: DayFacts = {
  maxPossibleScore: 30,
  maxWordScore: 14,
  continuous: false,
  hintsUsed: 0,
  targetWordHintsUsed: 0,
  topWordRevealed: false,
  targetWordsRevealed: false,
};
const word = (score: number, extra: Partial<WordFacts> = {}): WordFacts => ({
  word: 'plain',
  score,
  isTopWord: false,
  isTargetWord: false,
  ...extra,
});
const game = (totalScore: number, targetWordsFound: GameFacts['targetWordsFound'] = []): GameFacts => ({
  totalScore,
  targetWordsFound,
  challengeCompleted: false,
});
const allTargets = [
  { word: 'PLANKED', score: 14 },
  { word: 'TORIES', score: 9 },
  { word: 'WAX', score: 7 },
];

describe('foundAllTargetWords', () => {
  it.each([
    [[], false],
    [allTargets.slice(0, 2), false],
    [allTargets, true],
    [[...allTargets.slice(0, 2), allTargets[0]!], false],
  ] as const)('%j → %s', (found, expected) => {
    expect(foundAllTargetWords([...found], 30)).toBe(expected);
  });
});

/** Each achievement with what the player sees of it: a modal and its name, or a toast and its title. */
const SEEN = {
  ALL_TARGET_WORDS: ['ALL_TARGET_WORDS', 'modal', 'congratulations'],
  TARGET_SCORE: ['TARGET_SCORE', 'modal', 'fantastic'],
  TOP_WORD: ['TOP_WORD', 'modal', 'amazing'],
  TARGET_WORD: ['TARGET_WORD', 'toast', 'Target Word!'],
  NICE: ['NICE', 'toast', 'Nice!'],
} as const;

describe('precedence → what the player sees (spec 000 §4)', () => {
  it.each([
    [
      'all target words',
      word(7, { isTargetWord: true }),
      day,
      game(30, allTargets),
      ...SEEN.ALL_TARGET_WORDS,
    ],
    ['target score with an own combination', word(5), day, game(31), ...SEEN.TARGET_SCORE],
    ['top word score', word(14, { isTopWord: true, isTargetWord: true }), day, game(14), ...SEEN.TOP_WORD],
    ['a target word', word(9, { isTargetWord: true }), day, game(9), ...SEEN.TARGET_WORD],
    ['anything else', word(4), day, game(4), ...SEEN.NICE],
    // Competitive qualification: the achievement is not celebrated, the next rule applies.
    ['target score in continuous mode', word(5), { ...day, continuous: true }, game(31), ...SEEN.NICE],
    ['target score after a score hint', word(5), { ...day, hintsUsed: 1 }, game(31), ...SEEN.NICE],
    [
      'target score after revealing the targets',
      word(5),
      { ...day, targetWordsRevealed: true },
      game(31),
      ...SEEN.NICE,
    ],
    [
      'top word after revealing it',
      word(14, { isTargetWord: true }),
      { ...day, topWordRevealed: true },
      game(14),
      ...SEEN.TARGET_WORD,
    ],
    [
      'top word after a target-word hint',
      word(14),
      { ...day, targetWordHintsUsed: 1 },
      game(14),
      ...SEEN.NICE,
    ],
    [
      'all targets after revealing them',
      word(7, { isTargetWord: true }),
      { ...day, targetWordsRevealed: true },
      game(30, allTargets),
      ...SEEN.TARGET_WORD,
    ],
  ] as const)('%s', (_name, w, d, g, achievement, kind, shown) => {
    const result = achievementForWord(w, d, g);
    expect(result).toBe(achievement);
    const feedback = feedbackFor(result, w);
    expect(feedback.kind).toBe(kind);
    if (feedback.kind === 'modal') {
      expect(feedback.modal).toBe(shown);
      expect(feedback.delayMs).toBeGreaterThanOrEqual(300);
      expect(feedback.delayMs).toBeLessThanOrEqual(500);
    } else {
      expect(feedback.toast.title).toBe(shown);
    }
  });

  it.each([
    ['NICE', 'Nice!', 3000],
    ['TARGET_WORD', 'Target Word!', 5000],
    ['CHALLENGE', 'Challenge Reached!', 6000],
  ] as const)('%s toast lasts the spec duration', (achievement, title, duration) => {
    const feedback = feedbackFor(achievement, word(4, { word: 'tea' }));
    expect(feedback).toMatchObject({
      kind: 'toast',
      toast: { title, variant: 'success', durationMs: duration },
    });
  });

  it('a reached challenge is named with its points, and promised only once the game is stored', () => {
    const feedback = feedbackFor('CHALLENGE', word(4, { word: 'tea' }), {
      title: 'Word Explorer',
      points: 25,
    });
    expect(feedback).toMatchObject({
      kind: 'toast',
      toast: { description: '"TEA" meets "Word Explorer". End the game to collect +25 points.' },
    });
  });

  it('modals wait 300–500 ms', () => {
    expect(ACHIEVEMENT_MODAL_DELAY_MS).toBeGreaterThanOrEqual(300);
    expect(ACHIEVEMENT_MODAL_DELAY_MS).toBeLessThanOrEqual(500);
  });
});
