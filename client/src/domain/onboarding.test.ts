import { describe, expect, it } from 'vitest';
import {
  defaultOnboarding,
  onboardingAllowsSuggestions,
  onboardingStep,
  onboardingVisibility,
  parseOnboarding,
  type OnboardingEvent,
  type OnboardingStage,
  type OnboardingState,
} from './onboarding.js';

const T0 = 1_000;
const NOW = 5_000;
const DAY = '2026-11-21';

const state = (overrides: Partial<OnboardingState> = {}): OnboardingState => ({
  ...defaultOnboarding(T0, DAY),
  ...overrides,
});

type WordFound = Extract<OnboardingEvent, { type: 'wordFound' }>;

/** A valid word with plenty left on the board, unless told otherwise. */
const word = (overrides: Partial<WordFound> = {}): OnboardingEvent => ({
  type: 'wordFound',
  word: 'cat',
  score: 5,
  wordsFound: 1,
  totalScore: 5,
  lettersLeft: 9,
  wordsLeft: 200,
  targetScore: 30,
  targetWordScore: 11,
  ...overrides,
});

const step = (from: OnboardingState, event: OnboardingEvent) => onboardingStep(from, event, NOW);

describe('onboarding stage machine (spec 001 §4)', () => {
  it('starts at the defaults: discovery, nothing seen, first visit', () => {
    expect(defaultOnboarding(T0)).toEqual({
      stage: 'discovery',
      wordsFound: 0,
      totalScore: 0,
      hasSeenPointValues: false,
      hasSeenTargets: false,
      hasSeenHints: false,
      hasSeenLeaderboard: false,
      firstVisit: true,
      lastStageUpdate: T0,
      completedGameSessions: 0,
      day: null,
    });
  });

  it('discovery → scoring on the first word, with "Great start!" naming the word and its points', () => {
    const { state: next, message } = step(state(), word({ word: 'cat', score: 5 }));
    expect(next.stage).toBe('scoring');
    expect(next.hasSeenPointValues).toBe(true);
    expect(next.wordsFound).toBe(1);
    expect(next.totalScore).toBe(5);
    expect(next.lastStageUpdate).toBe(NOW);
    expect(message?.title).toBe('Great start!');
    expect(message?.text).toContain('"CAT" is worth 5 points');
    expect(message?.text).toContain('list below');
  });

  it('scoring → strategy at two words, with "Nice work!" naming the targets and the Target icon', () => {
    const { state: next, message } = step(
      state({ stage: 'scoring' }),
      word({ wordsFound: 2, targetScore: 30, targetWordScore: 11 }),
    );
    expect(next.stage).toBe('strategy');
    expect(next.hasSeenTargets).toBe(true);
    expect(message?.title).toBe('Nice work!');
    expect(message?.text).toContain('score 30 points');
    expect(message?.text).toContain('find a 11-point word');
    expect(message?.text).toContain('Target icon');
    expect(message?.action?.does).toBe('showTargets');
  });

  it('stays in scoring below two words', () => {
    // Two words counted in one game only: a repeat of the first word never reaches here.
    const { state: next, message } = step(state({ stage: 'scoring' }), word({ wordsFound: 1 }));
    expect(next.stage).toBe('scoring');
    expect(message).toBeNull();
  });

  it.each<[OnboardingStage, Partial<WordFound>]>([
    ['discovery', { lettersLeft: 4, wordsFound: 3 }],
    ['scoring', { lettersLeft: 4, wordsFound: 3 }],
    ['strategy', { lettersLeft: 4, wordsFound: 3 }],
    ['scoring', { wordsLeft: 3 }],
  ])('%s → complete when 4 or fewer letters or words remain (%o), with "No more words?"', (stage, left) => {
    const { state: next, message } = step(state({ stage }), word(left));
    expect(next.stage).toBe('complete');
    expect(message?.title).toBe('No more words?');
    expect(message?.text).toContain('End Game');
    expect(message?.action?.does).toBe('endGame');
  });

  it('5 letters and 5 words left are not "few"', () => {
    const { state: next } = step(state({ stage: 'strategy' }), word({ lettersLeft: 5, wordsLeft: 5 }));
    expect(next.stage).toBe('strategy');
  });

  it.each<OnboardingStage>(['complete', 'advanced'])('%s ignores words, and says nothing', (stage) => {
    const from = state({ stage });
    expect(step(from, word({ lettersLeft: 0 }))).toEqual({ state: from, message: null });
  });

  it.each<OnboardingStage>(['discovery', 'scoring', 'strategy'])(
    '%s → complete on a game completion, counting the session',
    (stage) => {
      const { state: next, message } = step(state({ stage }), { type: 'gameCompleted' });
      expect(next.stage).toBe('complete');
      expect(next.completedGameSessions).toBe(1);
      expect(message).toBeNull();
    },
  );

  it.each<OnboardingStage>(['advanced', 'complete'])('%s stays as it is on a game completion', (stage) => {
    const from = state({ stage });
    expect(step(from, { type: 'gameCompleted' }).state).toBe(from);
  });

  it('strategy → complete when the strategy stage ends; other stages ignore it', () => {
    expect(step(state({ stage: 'strategy' }), { type: 'strategyEnded' }).state.stage).toBe('complete');
    expect(step(state({ stage: 'scoring' }), { type: 'strategyEnded' }).state.stage).toBe('scoring');
  });

  it('→ complete when the leaderboard is first viewed', () => {
    const { state: next } = step(state({ stage: 'scoring' }), { type: 'leaderboardViewed' });
    expect(next.stage).toBe('complete');
    expect(next.hasSeenLeaderboard).toBe(true);
    // Only the first view counts: a replayed tutorial is not ended by a later one.
    const replay = state({ stage: 'discovery', hasSeenLeaderboard: true });
    expect(step(replay, { type: 'leaderboardViewed' }).state).toBe(replay);
  });

  it('skip sets everything seen and complete', () => {
    const { state: next } = step(state(), { type: 'skip' });
    expect(next).toMatchObject({
      stage: 'complete',
      hasSeenPointValues: true,
      hasSeenTargets: true,
      hasSeenHints: true,
      hasSeenLeaderboard: true,
      firstVisit: false,
      lastStageUpdate: NOW,
    });
  });

  it('new day reset: a game on a later day while not complete starts discovery again, without the welcome', () => {
    const from = state({ stage: 'strategy', firstVisit: false, wordsFound: 3, hasSeenTargets: true });
    const { state: next, message } = step(from, { type: 'gameLoaded', day: '2026-11-22' });
    expect(next).toEqual({ ...defaultOnboarding(NOW, '2026-11-22'), firstVisit: false });
    expect(message).toBeNull();
  });

  it('a finished tutorial stays finished on a new day', () => {
    const from = state({ stage: 'complete', firstVisit: false });
    const { state: next } = step(from, { type: 'gameLoaded', day: '2026-11-22' });
    expect(next).toEqual({ ...from, day: '2026-11-22' });
  });

  it('new session reset (Play Again): complete with firstVisit false', () => {
    const { state: next } = step(state({ stage: 'scoring' }), { type: 'newSession' });
    expect(next.stage).toBe('complete');
    expect(next.firstVisit).toBe(false);
  });

  it('full reset: defaults again (the day kept)', () => {
    const from = state({ stage: 'complete', firstVisit: false, hasSeenHints: true });
    expect(step(from, { type: 'fullReset' }).state).toEqual(defaultOnboarding(NOW, DAY));
  });

  it('welcome once on game load while firstVisit and discovery, then firstVisit is false', () => {
    const first = step(state(), { type: 'gameLoaded', day: DAY });
    expect(first.message?.title).toBe('Welcome to Dozen!');
    expect(first.message?.text).toBe(
      'Tap the letters above to build words. Start simple – try any word you can find. Letters can only be used once so think strategically.',
    );
    expect(first.state.firstVisit).toBe(false);
    expect(step(first.state, { type: 'gameLoaded', day: DAY }).message).toBeNull();
    // Not in another stage, even on a first visit.
    expect(step(state({ stage: 'scoring' }), { type: 'gameLoaded', day: DAY }).message).toBeNull();
  });

  it('the failed-attempt hint: once, at the first failure, before complete, while hints are unseen', () => {
    const first = step(state(), { type: 'wordFailed', failedCount: 1 });
    expect(first.message?.title).toBe('Need some help?');
    expect(first.message?.text).toContain('Shuffle');
    expect(first.message?.text).toContain('Hints');
    expect(first.state.hasSeenHints).toBe(true);
    expect(step(first.state, { type: 'wordFailed', failedCount: 1 }).message).toBeNull();
    expect(step(state(), { type: 'wordFailed', failedCount: 2 }).message).toBeNull();
    expect(step(state({ stage: 'complete' }), { type: 'wordFailed', failedCount: 1 }).message).toBeNull();
    expect(step(state({ stage: 'strategy' }), { type: 'wordFailed', failedCount: 1 }).message).not.toBeNull();
  });

  it('walks a whole first game in the spec order', () => {
    let current = defaultOnboarding(T0);
    const titles: string[] = [];
    const events: OnboardingEvent[] = [
      { type: 'gameLoaded', day: DAY },
      { type: 'wordFailed', failedCount: 1 },
      word({ word: 'in', score: 3, wordsFound: 1, lettersLeft: 10 }),
      word({ word: 'banjo', score: 11, wordsFound: 2, lettersLeft: 5 }),
      word({ word: 'hug', score: 6, wordsFound: 3, lettersLeft: 2 }),
      { type: 'gameCompleted' },
    ];
    for (const event of events) {
      const next = onboardingStep(current, event, NOW);
      if (next.message) titles.push(next.message.title);
      current = next.state;
    }
    expect(titles).toEqual([
      'Welcome to Dozen!',
      'Need some help?',
      'Great start!',
      'Nice work!',
      'No more words?',
    ]);
    expect(current.stage).toBe('complete');
  });
});

describe('what each stage shows', () => {
  it.each<[OnboardingStage, boolean, boolean, boolean]>([
    ['discovery', false, false, false],
    ['scoring', true, false, false],
    ['strategy', true, true, false],
    ['advanced', true, true, true],
    ['complete', true, true, true],
  ])('%s: points %s, targets %s, hints %s', (stage, pointValues, targets, hints) => {
    const visible = onboardingVisibility(state({ stage }));
    expect(visible).toMatchObject({ pointValues, targets, hints, tutorial: !hints });
    // Suggestions wait for the end of the tutorial.
    expect(onboardingAllowsSuggestions(state({ stage }))).toBe(hints);
  });

  it('a flag already seen keeps its part shown (the failed-attempt hint shows the hints early)', () => {
    expect(onboardingVisibility(state({ hasSeenHints: true })).hints).toBe(true);
    expect(onboardingVisibility(state({ hasSeenTargets: true })).targets).toBe(true);
    expect(onboardingVisibility(state({ hasSeenPointValues: true })).pointValues).toBe(true);
    expect(onboardingAllowsSuggestions(state({ hasSeenHints: true }))).toBe(false);
  });
});

describe('parseOnboarding', () => {
  it('reads back what was stored, and refuses anything else', () => {
    const stored = state({ stage: 'strategy' });
    expect(parseOnboarding(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseOnboarding({ ...stored, stage: 'expert' })).toBeNull();
    expect(parseOnboarding({ ...stored, firstVisit: 'yes' })).toBeNull();
    expect(parseOnboarding(null)).toBeNull();
    expect(parseOnboarding({ ...stored, day: undefined })).toEqual({ ...stored, day: null });
  });
});
