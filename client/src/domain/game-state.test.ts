import { describe, expect, it } from 'vitest';
import {
  availableLetters,
  canSubmit,
  currentWordText,
  gameReducer,
  isRepeatWord,
  shuffledOrder,
  startGame,
  toSavedState,
  toSubmitRequest,
  totalScore,
  uniqueWordsToday,
  usedTileIndices,
  type GameAction,
  type GameState,
} from './game-state.js';

const LETTERS = 'TEARSLIDNMOP';
const inOrder = [...LETTERS].map((_, i) => i);
const fresh = (order = inOrder) =>
  startGame({
    type: 'start',
    date: '2026-11-21',
    letters: LETTERS,
    order,
    wordsBeforeGame: [],
    gameId: 'game-0001',
  });
const run = (state: GameState, ...actions: GameAction[]) =>
  actions.reduce<GameState>((s, action) => gameReducer(s, action)!, state);
const type = (word: string): GameAction[] => [...word].map((letter) => ({ type: 'typeLetter', letter }));
const accept = (
  state: GameState,
  score: number,
  extra: Partial<{ isTopWord: boolean; isTargetWord: boolean }> = {},
) =>
  run(state, {
    type: 'wordAccepted',
    word: {
      word: currentWordText(state),
      score,
      isTopWord: false,
      isTargetWord: false,
      letterIndices: state.currentWord.map((tile) => tile.index),
      ...extra,
    },
  });

describe('keyboard: a letter takes the first free matching tile', () => {
  it('types, skips chosen tiles, ignores letters not on the board', () => {
    const withDouble = startGame({
      type: 'start',
      date: 'd',
      letters: 'AABCDEFGHIJK',
      order: inOrder,
      wordsBeforeGame: [],
      gameId: 'g-000001',
    });
    const state = run(withDouble, ...type('aaaz'));
    expect(state.currentWord).toEqual([
      { letter: 'A', index: 0 },
      { letter: 'A', index: 1 },
    ]);
  });

  it('follows the display order after a shuffle', () => {
    const withDouble = startGame({
      type: 'start',
      date: 'd',
      letters: 'AABCDEFGHIJK',
      order: [1, 0, ...inOrder.slice(2)],
      wordsBeforeGame: [],
      gameId: 'g-000001',
    });
    expect(run(withDouble, ...type('a')).currentWord).toEqual([{ letter: 'A', index: 1 }]);
  });

  it('backspace removes the last letter, clear empties the word', () => {
    let state = run(fresh(), ...type('tear'));
    state = run(state, { type: 'backspace' });
    expect(currentWordText(state)).toBe('TEA');
    state = run(state, { type: 'clear' });
    expect(state.currentWord).toEqual([]);
    expect(run(state, { type: 'backspace' })).toBe(state);
  });

  it('skips tiles locked by a found word', () => {
    let state = run(fresh(), ...type('tea'));
    state = accept(state, 4);
    expect(run(state, ...type('t')).currentWord).toEqual([]);
    expect(currentWordText(run(state, ...type('rs')))).toBe('RS');
  });
});

describe('tapping tiles', () => {
  it('toggles select and deselect', () => {
    let state = run(fresh(), { type: 'toggleTile', index: 2 }, { type: 'toggleTile', index: 0 });
    expect(currentWordText(state)).toBe('AT');
    state = run(state, { type: 'toggleTile', index: 2 });
    expect(currentWordText(state)).toBe('T');
  });

  it('cannot select a used tile outside continuous mode, nor anything once over', () => {
    let state = accept(run(fresh(), ...type('at')), 3);
    expect(run(state, { type: 'toggleTile', index: 0 }).currentWord).toEqual([]);
    state = run(state, { type: 'endGame' });
    expect(run(state, { type: 'toggleTile', index: 4 }).currentWord).toEqual([]);
  });

  it('never locks tiles in continuous mode', () => {
    let state = run(fresh(), { type: 'setContinuous', on: true }, ...type('at'));
    state = accept(state, 3);
    expect(usedTileIndices(state).size).toBe(0);
    expect(currentWordText(run(state, ...type('at')))).toBe('AT');
  });
});

describe('game lifecycle', () => {
  it('needs two letters to submit', () => {
    expect(canSubmit(run(fresh(), ...type('t')))).toBe(false);
    expect(canSubmit(run(fresh(), ...type('at')))).toBe(true);
  });

  it('ends by itself when all 12 tiles are used outside continuous mode', () => {
    let state = accept(run(fresh(), ...type('tears')), 8);
    state = accept(run(state, ...type('lid')), 6);
    expect(state.gameEnded).toBe(false);
    state = accept(run(state, ...type('nmop')), 9);
    expect(state.gameEnded).toBe(true);
    expect(totalScore(state)).toBe(23);
    expect(availableLetters(state)).toBe('');
  });

  it('does not end in continuous mode', () => {
    let state = run(fresh(), { type: 'setContinuous', on: true });
    state = accept(run(state, ...type('tearsLIDNMOP')), 20);
    expect(state.gameEnded).toBe(false);
  });

  it('fixes the mode once a word is spelled', () => {
    const state = accept(run(fresh(), ...type('at')), 3);
    expect(run(state, { type: 'setContinuous', on: true }).continuousMode).toBe(false);
  });

  it('counts consecutive failures, remembers the words, and resets on success', () => {
    let state = run(
      fresh(),
      ...type('zz'),
      { type: 'wordRejected', word: 'st' },
      { type: 'wordRejected', word: 'ts' },
    );
    expect(state.consecutiveFailures).toBe(2);
    expect(state.recentFailedWords).toEqual(['ST', 'TS']);
    state = accept(run(state, ...type('at')), 3);
    expect(state.consecutiveFailures).toBe(0);
  });

  it('detects repeats in this game, and across the day only in continuous mode', () => {
    const earlier = [{ word: 'tea', score: 4 }];
    const base = startGame({
      type: 'start',
      date: 'd',
      letters: LETTERS,
      order: inOrder,
      wordsBeforeGame: earlier,
      gameId: 'g-000001',
    });
    const state = accept(run(base, ...type('at')), 3);
    expect(isRepeatWord(state, 'at')).toBe(true);
    expect(isRepeatWord(state, 'TEA')).toBe(false);
    expect(isRepeatWord(run(base, { type: 'setContinuous', on: true }), 'TEA')).toBe(true);
    expect(uniqueWordsToday(state)).toBe(2);
  });
});

describe('shuffle and restore', () => {
  it('shuffles into a permutation of the 12 positions', () => {
    let seed = 0.123;
    const order = shuffledOrder(12, () => (seed = (seed * 9301 + 0.49297) % 1));
    expect([...order].sort((a, b) => a - b)).toEqual(inOrder);
    const state = run(fresh(), { type: 'shuffle', order });
    expect(state.tiles.map((t) => t.index)).toEqual(order);
    expect(state.tiles.every((t) => LETTERS[t.index] === t.letter)).toBe(true);
  });

  it('restores exactly what it saved', () => {
    const state = run(
      accept(run(fresh([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]), ...type('at')), 3),
      ...type('ro'),
    );
    const saved = toSavedState(state, 1000);
    const restored = gameReducer(null, { type: 'restore', saved, letters: LETTERS })!;
    expect(restored.tiles).toEqual(state.tiles);
    expect(restored.currentWord).toEqual(state.currentWord);
    expect(restored.completedWords).toEqual(state.completedWords);
    expect(restored.hasSpelledWord).toBe(true);
  });
});

describe('toSubmitRequest (spec 000 §3 "Submit-game payload")', () => {
  const played = (continuous: boolean) =>
    run(
      accept(
        run(fresh(), ...(continuous ? [{ type: 'setContinuous', on: true } as const] : []), ...type('at')),
        3,
      ),
    );

  it.each([
    [false, 3, []],
    [true, 0, [{ mode: 'continuous', totalPoints: 3 }]],
  ])(
    'continuous %s: final score %i, modes %j; a saved game gives the same request',
    (continuous, finalScore, modes) => {
      const state = played(continuous);
      const request = toSubmitRequest(state, 'player1');
      expect(request).toEqual({
        gameId: 'game-0001',
        playerId: 'player1',
        finalScore,
        wordsUsed: [{ word: 'at', score: 3 }],
        modes,
        gameDate: '2026-11-21',
      });
      expect(toSubmitRequest(toSavedState(state, 1000), 'player1')).toEqual(request);
    },
  );
});
