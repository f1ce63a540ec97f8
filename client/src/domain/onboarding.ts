/**
 * Onboarding (spec 001 §3 "Onboarding state", §4 "Onboarding"): a first game that teaches itself.
 * A pure stage machine — no storage, no clock, no React: `now` is an argument, and the caller
 * (domain/onboarding-flow.ts) persists the state and shows the message a transition answers.
 *
 * Stages: discovery → scoring (first word) → strategy (two words) → complete. `advanced` is a
 * stage of the spec's vocabulary that no transition of the spec enters; it is kept so that a
 * stored state naming it keeps its meaning (targets and hints shown, no more tutorial).
 */

export const ONBOARDING_STAGES = ['discovery', 'scoring', 'strategy', 'advanced', 'complete'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export interface OnboardingState {
  stage: OnboardingStage;
  wordsFound: number;
  totalScore: number;
  hasSeenPointValues: boolean;
  hasSeenTargets: boolean;
  hasSeenHints: boolean;
  hasSeenLeaderboard: boolean;
  firstVisit: boolean;
  /** Epoch ms of the last stage change. */
  lastStageUpdate: number;
  completedGameSessions: number;
  /** The New York puzzle date this state was last used on (ours: the new-day reset needs it). */
  day: string | null;
}

/** The spec's five messages. */
export const OnboardingMessageId = {
  WELCOME: 'welcome',
  GREAT_START: 'greatStart',
  NICE_WORK: 'niceWork',
  NO_MORE_WORDS: 'noMoreWords',
  NEED_HELP: 'needHelp',
} as const;
export type OnboardingMessageId = (typeof OnboardingMessageId)[keyof typeof OnboardingMessageId];

/** The banner's four looks (spec 001 §2 "Onboarding banner"). */
export type BannerType = 'hint' | 'challenge' | 'celebration' | 'reveal';

/** What the banner's optional action does; the game screen carries it out. */
export type OnboardingAction = 'showTargets' | 'endGame';

export interface OnboardingMessage {
  id: OnboardingMessageId;
  type: BannerType;
  title: string;
  text: string;
  action?: { label: string; does: OnboardingAction };
}

/** A tip as a screen reader hears it: its title, then its text. */
export function spokenTip(message: OnboardingMessage): string {
  return `${message.title} ${message.text}`;
}

/** Spec 001 §4: "Full reset: defaults." */
export function defaultOnboarding(now: number, day: string | null = null): OnboardingState {
  return {
    stage: 'discovery',
    wordsFound: 0,
    totalScore: 0,
    hasSeenPointValues: false,
    hasSeenTargets: false,
    hasSeenHints: false,
    hasSeenLeaderboard: false,
    firstVisit: true,
    lastStageUpdate: now,
    completedGameSessions: 0,
    day,
  };
}

/** At or below this many free letters (or words left to find) the game is nearly over. */
export const FEW_LEFT = 4;

export type OnboardingEvent =
  /** The game screen loaded a game for `day`. */
  | { type: 'gameLoaded'; day: string }
  /** A valid word: the game's words and total now, and what remains. */
  | {
      type: 'wordFound';
      word: string;
      score: number;
      wordsFound: number;
      totalScore: number;
      lettersLeft: number;
      wordsLeft: number;
      targetScore: number;
      targetWordScore: number;
    }
  /** A word that was not accepted; `failedCount` is the consecutive count after it. */
  | { type: 'wordFailed'; failedCount: number }
  | { type: 'gameCompleted' }
  /** The player closed (or acted on) the strategy stage's message. */
  | { type: 'strategyEnded' }
  | { type: 'leaderboardViewed' }
  | { type: 'skip' }
  /** Play Again: a new game session of the same visit. */
  | { type: 'newSession' }
  | { type: 'fullReset' };

export interface OnboardingStep {
  state: OnboardingState;
  /** The message this transition shows, if any. */
  message: OnboardingMessage | null;
}

const isDone = (stage: OnboardingStage) => stage === 'complete' || stage === 'advanced';

function toStage(state: OnboardingState, stage: OnboardingStage, now: number): OnboardingState {
  return stage === state.stage ? state : { ...state, stage, lastStageUpdate: now };
}

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

export const OnboardingMessages = {
  welcome: (): OnboardingMessage => ({
    id: OnboardingMessageId.WELCOME,
    type: 'celebration',
    title: 'Welcome to Dozen!',
    text: 'Tap the letters above to build words. Start simple – try any word you can find. Letters can only be used once so think strategically.',
  }),
  greatStart: (word: string, score: number): OnboardingMessage => ({
    id: OnboardingMessageId.GREAT_START,
    type: 'reveal',
    title: 'Great start!',
    text: `"${word.toUpperCase()}" is worth ${points(score)}: every tile now shows its letter's points. Your words appear in the list below.`,
  }),
  niceWork: (targetScore: number, targetWordScore: number): OnboardingMessage => ({
    id: OnboardingMessageId.NICE_WORK,
    type: 'challenge',
    title: 'Nice work!',
    text: `Next round, try a challenge: score ${points(targetScore)} or find a ${targetWordScore}-point word. Tap the Target icon to see today's targets.`,
    action: { label: 'Show Targets', does: 'showTargets' },
  }),
  noMoreWords: (): OnboardingMessage => ({
    id: OnboardingMessageId.NO_MORE_WORDS,
    type: 'hint',
    title: 'No more words?',
    text: 'Tap End Game to lock in your score. You can play again as often as you like today.',
    action: { label: 'End Game', does: 'endGame' },
  }),
  needHelp: (): OnboardingMessage => ({
    id: OnboardingMessageId.NEED_HELP,
    type: 'hint',
    title: 'Need some help?',
    text: 'Tap Shuffle to see the letters in a new order, or open Hints for clues about today’s words.',
  }),
} as const;

/**
 * Spec 001 §4, one event at a time:
 * - discovery → scoring on the first word ('Great start!'); scoring → strategy at two or more
 *   words ('Nice work!');
 * - complete when 4 or fewer letters or words remain ('No more words?'), when the strategy stage
 *   ends, when the leaderboard is first viewed, and on a game completion from any stage but
 *   advanced (and complete itself);
 * - skip: everything seen, complete;
 * - new day (a game loaded on a later date while not complete): discovery defaults without the
 *   welcome; new session (Play Again): complete, firstVisit false; full reset: defaults;
 * - the welcome once on game load while firstVisit and discovery, then firstVisit is false;
 * - the failed-attempt hint once: at the first failure, before complete, while hints are unseen.
 */
export function onboardingStep(state: OnboardingState, event: OnboardingEvent, now: number): OnboardingStep {
  const none = (next: OnboardingState): OnboardingStep => ({ state: next, message: null });
  switch (event.type) {
    case 'gameLoaded': {
      let next = state;
      if (state.day !== null && state.day !== event.day && !isDone(state.stage))
        next = { ...defaultOnboarding(now), firstVisit: false };
      next = next.day === event.day ? next : { ...next, day: event.day };
      if (next.firstVisit && next.stage === 'discovery')
        return { state: { ...next, firstVisit: false }, message: OnboardingMessages.welcome() };
      return none(next);
    }
    case 'wordFound': {
      if (isDone(state.stage)) return none(state);
      let next: OnboardingState = { ...state, wordsFound: event.wordsFound, totalScore: event.totalScore };
      if (event.lettersLeft <= FEW_LEFT || event.wordsLeft <= FEW_LEFT)
        return { state: toStage(next, 'complete', now), message: OnboardingMessages.noMoreWords() };
      if (next.stage === 'discovery') {
        next = { ...toStage(next, 'scoring', now), hasSeenPointValues: true };
        return { state: next, message: OnboardingMessages.greatStart(event.word, event.score) };
      }
      if (next.stage === 'scoring' && event.wordsFound >= 2) {
        next = { ...toStage(next, 'strategy', now), hasSeenTargets: true };
        return {
          state: next,
          message: OnboardingMessages.niceWork(event.targetScore, event.targetWordScore),
        };
      }
      return none(next);
    }
    case 'wordFailed':
      if (event.failedCount === 1 && state.stage !== 'complete' && !state.hasSeenHints)
        return { state: { ...state, hasSeenHints: true }, message: OnboardingMessages.needHelp() };
      return none(state);
    case 'gameCompleted':
      if (isDone(state.stage)) return none(state);
      return none({
        ...toStage(state, 'complete', now),
        completedGameSessions: state.completedGameSessions + 1,
      });
    case 'strategyEnded':
      return none(state.stage === 'strategy' ? toStage(state, 'complete', now) : state);
    case 'leaderboardViewed': {
      if (state.hasSeenLeaderboard) return none(state);
      const seen = { ...state, hasSeenLeaderboard: true };
      return none(isDone(state.stage) ? seen : toStage(seen, 'complete', now));
    }
    case 'skip':
      return none({
        ...toStage(state, 'complete', now),
        hasSeenPointValues: true,
        hasSeenTargets: true,
        hasSeenHints: true,
        hasSeenLeaderboard: true,
        firstVisit: false,
      });
    case 'newSession':
      return none({ ...toStage(state, 'complete', now), firstVisit: false });
    case 'fullReset':
      return none(defaultOnboarding(now, state.day));
  }
}

/** What the game screen shows at each stage (spec 001 §4), the "seen" flags included. */
export interface OnboardingVisibility {
  /** Point values on the tiles: hidden in discovery. */
  pointValues: boolean;
  /** The day's targets (header, word entry, the Target tool): from strategy on. */
  targets: boolean;
  /** Hints, and with them contextual suggestions: in advanced and complete. */
  hints: boolean;
  /** The tutorial is still running (its banners and Skip). */
  tutorial: boolean;
}

export function onboardingVisibility(state: OnboardingState): OnboardingVisibility {
  const { stage } = state;
  return {
    pointValues: stage !== 'discovery' || state.hasSeenPointValues,
    targets: stage === 'strategy' || isDone(stage) || state.hasSeenTargets,
    hints: isDone(stage) || state.hasSeenHints,
    tutorial: !isDone(stage),
  };
}

/**
 * Contextual suggestions appear "if enabled and onboarding allows" (spec 000 §4): onboarding
 * allows them once the tutorial is over, so a new player's misses get the tutorial's own
 * 'Need some help?' rather than a second panel of tips beside it.
 */
export function onboardingAllowsSuggestions(state: OnboardingState): boolean {
  return !onboardingVisibility(state).tutorial;
}

/** Reads a stored value back; anything not shaped like a state reads as null (then: defaults). */
export function parseOnboarding(value: unknown): OnboardingState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const bool = (key: string) => typeof v[key] === 'boolean';
  const num = (key: string) => typeof v[key] === 'number' && Number.isFinite(v[key]);
  if (!ONBOARDING_STAGES.includes(v.stage as OnboardingStage)) return null;
  const flags = ['hasSeenPointValues', 'hasSeenTargets', 'hasSeenHints', 'hasSeenLeaderboard', 'firstVisit'];
  if (!flags.every(bool)) return null;
  if (!['wordsFound', 'totalScore', 'lastStageUpdate', 'completedGameSessions'].every(num)) return null;
  const stored = v as unknown as OnboardingState;
  return {
    stage: stored.stage,
    wordsFound: stored.wordsFound,
    totalScore: stored.totalScore,
    hasSeenPointValues: stored.hasSeenPointValues,
    hasSeenTargets: stored.hasSeenTargets,
    hasSeenHints: stored.hasSeenHints,
    hasSeenLeaderboard: stored.hasSeenLeaderboard,
    firstVisit: stored.firstVisit,
    lastStageUpdate: stored.lastStageUpdate,
    completedGameSessions: stored.completedGameSessions,
    day: typeof v.day === 'string' ? v.day : null,
  };
}
