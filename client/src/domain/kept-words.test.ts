import { describe, expect, it } from 'vitest';
import {
  availableLetters,
  checkedWords,
  currentWordText,
  gameReducer,
  hasWordsAwaitingCheck,
  nextWordToCheck,
  startGame,
  toSubmitRequest,
  totalScore,
  type GameAction,
  type GameState,
} from './game-state.js';

/**
 * Words spelled offline (spec: kept, checked in order when back online): the reducer's side.
 * The controller's side (asking the server in order) is in controller.test.ts.
 */
const LETTERS = 'TEARSLIDNMOP';
const fresh = () =>
  startGame({
    type: 'start',
    date: '2026-11-21',
    letters: LETTERS,
    order: [...LETTERS].map((_, i) => i),
    wordsBeforeGame: [],
    gameId: 'game-0001',
  });
const run = (state: GameState, ...actions: GameAction[]) =>
  actions.reduce<GameState>((s, action) => gameReducer(s, action)!, state);
const typed = (state: GameState, word: string) =>
  run(state, ...[...word].map((letter): GameAction => ({ type: 'typeLetter', letter })));

/** Types `word` and keeps it (no connection): a provisional score, tiles locked. */
function keep(state: GameState, word: string): GameState {
  const withWord = typed(state, word);
  return run(withWord, {
    type: 'wordKept',
    word: {
      word: currentWordText(withWord),
      score: word.length,
      isTopWord: false,
      isTargetWord: false,
      letterIndices: withWord.currentWord.map((tile) => tile.index),
      awaitingCheck: true,
    },
  });
}

const checked = (word: string, score: number) => ({
  type: 'keptWordAccepted' as const,
  word: { word, score, isTopWord: false, isTargetWord: true, letterIndices: [] },
});

describe('words kept offline', () => {
  it('are on the board with their tiles locked, but score nothing and are never sent', () => {
    const state = keep(keep(fresh(), 'TEAR'), 'SLID');
    expect(state.completedWords.map((word) => word.word)).toEqual(['TEAR', 'SLID']);
    expect(hasWordsAwaitingCheck(state)).toBe(true);
    expect(availableLetters(state)).toBe('NMOP');
    expect(state.currentWord).toEqual([]);
    expect(totalScore(state)).toBe(0);
    expect(checkedWords(state)).toEqual([]);
    expect(toSubmitRequest(state, 'p1').wordsUsed).toEqual([]);
  });

  it('are checked in the order they were spelled, each with the letters free when it was spelled', () => {
    let state = keep(keep(keep(fresh(), 'TEAR'), 'SLID'), 'MOP');
    expect(nextWordToCheck(state)).toMatchObject({ word: { word: 'TEAR' }, availableLetters: LETTERS });
    state = run(state, checked('TEAR', 5));
    expect(nextWordToCheck(state)).toMatchObject({ word: { word: 'SLID' }, availableLetters: 'SLIDNMOP' });
    // SLID turns out invalid: it goes, and MOP is asked with SLID's tiles free again.
    state = run(state, { type: 'keptWordRejected', word: 'SLID' });
    expect(state.completedWords.map((word) => word.word)).toEqual(['TEAR', 'MOP']);
    expect(nextWordToCheck(state)).toMatchObject({ word: { word: 'MOP' }, availableLetters: 'SLIDNMOP' });
    expect(availableLetters(state)).toBe('SLIDN');
    state = run(state, checked('MOP', 7));
    expect(nextWordToCheck(state)).toBeNull();
    expect(totalScore(state)).toBe(12);
    // The server's facts replace the provisional ones; the tiles stay the ones it was spelled with.
    expect(state.completedWords[0]).toMatchObject({ word: 'TEAR', score: 5, isTargetWord: true });
    expect(state.completedWords[0]!.letterIndices).toEqual([0, 1, 2, 3]);
    expect(state.completedWords[0]!.awaitingCheck).toBeUndefined();
    expect(toSubmitRequest(state, 'p1').wordsUsed).toEqual([
      { word: 'tear', score: 5 },
      { word: 'mop', score: 7 },
    ]);
  });

  it('in continuous mode are asked with every letter, as they were spelled', () => {
    let state = run(fresh(), { type: 'setContinuous', on: true });
    state = keep(keep(state, 'TEAR'), 'RATE');
    state = run(state, checked('TEAR', 5));
    expect(nextWordToCheck(state)).toMatchObject({ word: { word: 'RATE' }, availableLetters: LETTERS });
  });

  it('never end the game by the last tile until every kept word is checked', () => {
    let state = keep(keep(keep(fresh(), 'TEARS'), 'LID'), 'NMOP');
    expect(availableLetters(state)).toBe('');
    expect(state.gameEnded).toBe(false);
    state = run(state, checked('TEARS', 6), checked('LID', 4));
    expect(state.gameEnded).toBe(false);
    state = run(state, checked('NMOP', 9));
    expect(state.gameEnded).toBe(true);
  });

  it('an invalid last word frees its tiles instead of ending the game', () => {
    let state = keep(keep(fresh(), 'TEARSLID'), 'NMOP');
    state = run(state, checked('TEARSLID', 12), { type: 'keptWordRejected', word: 'NMOP' });
    expect(state.gameEnded).toBe(false);
    expect(availableLetters(state)).toBe('NMOP');
    expect(state.recentFailedWords).toEqual(['NMOP']);
  });

  it('ignores answers for a game that has ended (its kept words go with it)', () => {
    const ended = run(keep(fresh(), 'TEAR'), { type: 'endGame' });
    expect(run(ended, checked('TEAR', 5))).toBe(ended);
    expect(run(ended, { type: 'keptWordRejected', word: 'TEAR' })).toBe(ended);
  });
});
