import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IN_PROGRESS_WORD_MAX_AGE_MS,
  RestoreDecision,
  arrivedFromElsewhere,
  decideRestore,
} from './restore.js';
import { SAVE_DEBOUNCE_MS, createDebouncedSaver } from './debounced-saver.js';
import {
  isGameInProgress,
  parseSavedGame,
  readSavedGame,
  writeSavedGame,
  type SavedGameState,
} from './saved-state.js';
import { createMemoryStore } from '../test-support/memory-store.js';
import { savedGameState } from '../test-support/fake-game-server.js';

const NOW = 1_800_000_000_000;
const TODAY = '2026-11-21';

const word = { word: 'TEA', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] };
const saved = (overrides: Partial<SavedGameState> = {}): SavedGameState =>
  savedGameState({
    date: TODAY,
    availableLetters: [...'TEARSLIDNMOP'].map((letter, index) => ({ letter, index })),
    timestamp: NOW - 1000,
    ...overrides,
  });
const context = {
  playerId: 'player1',
  today: TODAY,
  now: NOW,
  playAgain: false,
  arrivedFromElsewhere: false,
};
const inProgressWord = [{ letter: 'T', index: 0 }];

describe('decideRestore (spec 000 §4)', () => {
  it.each([
    ['nothing saved', null, context, RestoreDecision.NOTHING],
    [
      'intentional exit',
      saved({ completedWords: [word], intentionalExit: true }),
      context,
      RestoreDecision.CLEAR,
    ],
    ['ended game', saved({ completedWords: [word], gameEnded: true }), context, RestoreDecision.CLEAR],
    ['completed words, plain reload', saved({ completedWords: [word] }), context, RestoreDecision.RESTORE],
    [
      'completed words, old save still restores',
      saved({ completedWords: [word], timestamp: NOW - 3_600_000 }),
      context,
      RestoreDecision.RESTORE,
    ],
    [
      'completed words, playAgain',
      saved({ completedWords: [word] }),
      { ...context, playAgain: true },
      RestoreDecision.CLEAR,
    ],
    [
      'completed words, from elsewhere',
      saved({ completedWords: [word] }),
      { ...context, arrivedFromElsewhere: true },
      RestoreDecision.CLEAR,
    ],
    [
      'only a word in progress, 1 s old',
      saved({ currentWord: inProgressWord }),
      context,
      RestoreDecision.RESTORE,
    ],
    [
      'only a word in progress, just under 2 min',
      saved({ currentWord: inProgressWord, timestamp: NOW - IN_PROGRESS_WORD_MAX_AGE_MS + 1 }),
      context,
      RestoreDecision.RESTORE,
    ],
    [
      'only a word in progress, exactly 2 min',
      saved({ currentWord: inProgressWord, timestamp: NOW - IN_PROGRESS_WORD_MAX_AGE_MS }),
      context,
      RestoreDecision.CLEAR,
    ],
    [
      'only a word in progress, playAgain does not matter',
      saved({ currentWord: inProgressWord }),
      { ...context, playAgain: true },
      RestoreDecision.RESTORE,
    ],
    ['empty board', saved(), context, RestoreDecision.CLEAR],
    ['another day', saved({ completedWords: [word], date: '2026-11-20' }), context, RestoreDecision.CLEAR],
    [
      'played anonymously, the player has signed in since (same or merged identity)',
      saved({ completedWords: [word], accountId: null }),
      { ...context, playerId: 'account7' },
      RestoreDecision.RESTORE,
    ],
    [
      'played by this account',
      saved({ completedWords: [word], accountId: 'player1' }),
      context,
      RestoreDecision.RESTORE,
    ],
    [
      'played by an account, now someone else (signed out, or another account)',
      saved({ completedWords: [word], accountId: 'account7' }),
      context,
      RestoreDecision.CLEAR,
    ],
  ] as const)('%s', (_name, state, ctx, expected) => {
    expect(decideRestore(state, ctx)).toBe(expected);
  });
});

describe('isGameInProgress (home screen reveal lock)', () => {
  it.each([
    ['words found, not ended', saved({ completedWords: [word] }), true],
    ['no words yet', saved({ currentWord: inProgressWord }), false],
    ['ended', saved({ completedWords: [word], gameEnded: true }), false],
    ['left on purpose', saved({ completedWords: [word], intentionalExit: true }), false],
    ['yesterday', saved({ completedWords: [word], date: '2026-11-20' }), false],
    ['nothing saved', null, false],
  ] as const)('%s → %s', (_name, state, expected) => {
    expect(isGameInProgress(state, TODAY)).toBe(expected);
  });
});

describe('arrivedFromElsewhere', () => {
  const origin = 'https://dozen.example';
  it.each([
    ['navigate from another site', 'navigate', 'https://news.example/post', true],
    ['navigate from Dozen itself', 'navigate', 'https://dozen.example/', false],
    ['typed address (no referrer)', 'navigate', '', false],
    ['reload after arriving from another site', 'reload', 'https://news.example/post', false],
    ['back/forward', 'back_forward', 'https://news.example/post', false],
  ] as const)('%s → %s', (_name, type, referrer, expected) => {
    expect(arrivedFromElsewhere({ type, referrer, origin })).toBe(expected);
  });
});

describe('reading and writing', () => {
  it('round-trips through storage and drops wrongly shaped values', () => {
    const store = createMemoryStore();
    writeSavedGame(saved({ completedWords: [word] }), store);
    expect(readSavedGame(store)).toEqual(saved({ completedWords: [word] }));
    store.setItem('dozen_game_state', JSON.stringify({ date: TODAY }));
    expect(readSavedGame(store)).toBeNull();
    store.setItem('dozen_game_state', '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSavedGame(store)).toBeNull();
    expect(parseSavedGame(saved())).not.toBeNull();
    // The owner is optional (saves from before accounts have none) but must be an id when present.
    expect(parseSavedGame(saved({ accountId: 'account7' }))?.accountId).toBe('account7');
    expect(parseSavedGame({ ...saved(), accountId: 42 })).toBeNull();
  });
});

describe('createDebouncedSaver', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the latest value 150 ms after the last change, once', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = createDebouncedSaver(write, SAVE_DEBOUNCE_MS);
    saver.save(1);
    vi.advanceTimersByTime(100);
    saver.save(2);
    vi.advanceTimersByTime(149);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('flush writes at once; cancel drops the pending write', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = createDebouncedSaver(write, SAVE_DEBOUNCE_MS);
    saver.save('a');
    saver.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith('a');
    saver.save('b');
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
