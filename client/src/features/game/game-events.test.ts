import { describe, expect, it } from 'vitest';
import type { Tracked } from '../../api/analytics.js';
import { DATE, LETTERS, savedGameState } from '../../test-support/fake-game-server.js';
import { gameEndEvent, gameEventsOf } from './game-events.js';
import { gameReducer, playAgainAction, type GameAction, type GameState } from '../../domain/game-state.js';

/** The events of a run of actions through the real reducer, as the controller's dispatch records them. */
function eventsOf(actions: GameAction[], initial: GameState | null = null): Tracked[] {
  let state = initial;
  const events: Tracked[] = [];
  for (const action of actions) {
    const next = gameReducer(state, action);
    if (next !== state && next !== null) events.push(...gameEventsOf(action, state, next));
    state = next;
  }
  return events;
}

const order = [...LETTERS].map((_, index) => index);
const start = (date = DATE): GameAction => ({
  type: 'start',
  date,
  letters: LETTERS,
  order,
  wordsBeforeGame: [],
  gameId: `game-${date}`,
});
const tap = (...indices: number[]): GameAction[] => indices.map((index) => ({ type: 'toggleTile', index }));
// OIGJUBNTAINH: B=5 A=8 N=6 J=3 O=0 spell BANJO; U=4 J=3 spell UJ.
const banjo = (): GameAction => ({
  type: 'wordAccepted',
  word: { word: 'BANJO', score: 11, isTopWord: true, isTargetWord: false, letterIndices: [5, 8, 6, 3, 0] },
});

const keptBanjo = () => ({
  word: 'BANJO',
  score: 11,
  isTopWord: true,
  isTargetWord: false,
  letterIndices: [5, 8, 6, 3, 0],
});

describe('game events', () => {
  it.each<[string, GameAction[], Tracked[]]>([
    ['a new game', [start()], [{ name: 'start_game', props: { how: 'new' }, date: DATE }]],
    [
      'a valid word (its score and length, never the word)',
      [start(), ...tap(5, 8, 6, 3, 0), banjo()],
      [
        { name: 'start_game', props: { how: 'new' }, date: DATE },
        { name: 'word_valid', props: { score: 11, length: 5 }, date: DATE },
      ],
    ],
    [
      'a refused word',
      [start(), ...tap(4, 3), { type: 'wordRejected', word: 'UJ' }],
      [
        { name: 'start_game', props: { how: 'new' }, date: DATE },
        { name: 'word_invalid', props: { length: 2 }, date: DATE },
      ],
    ],
    [
      'words kept offline: nothing when kept, valid or invalid once checked',
      [
        start(),
        ...tap(5, 8, 6, 3, 0),
        { type: 'wordKept', word: { ...keptBanjo(), awaitingCheck: true } },
        ...tap(4, 7),
        {
          type: 'wordKept',
          word: {
            word: 'UT',
            score: 3,
            isTopWord: false,
            isTargetWord: false,
            letterIndices: [4, 7],
            awaitingCheck: true,
          },
        },
        { type: 'keptWordAccepted', word: keptBanjo() },
        { type: 'keptWordRejected', word: 'UT' },
      ],
      [
        { name: 'start_game', props: { how: 'new' }, date: DATE },
        { name: 'word_valid', props: { score: 11, length: 5 }, date: DATE },
        { name: 'word_invalid', props: { length: 2 }, date: DATE },
      ],
    ],
    [
      'continuous mode on',
      [start(), { type: 'setContinuous', on: true }],
      [
        { name: 'start_game', props: { how: 'new' }, date: DATE },
        { name: 'continuous_mode', props: { on: true }, date: DATE },
      ],
    ],
    [
      'taps, shuffles and clears record nothing',
      [start(), ...tap(1, 2), { type: 'backspace' }, { type: 'clear' }, { type: 'shuffle', order }],
      [{ name: 'start_game', props: { how: 'new' }, date: DATE }],
    ],
    [
      'a restored game',
      [{ type: 'restore', saved: savedGameState(), letters: LETTERS }],
      [{ name: 'start_game', props: { how: 'restored' }, date: DATE }],
    ],
    [
      "the next day's game on the same page is a new one",
      [start(), start('2026-11-22')],
      [
        { name: 'start_game', props: { how: 'new' }, date: DATE },
        { name: 'start_game', props: { how: 'new' }, date: '2026-11-22' },
      ],
    ],
  ])('%s', (_name, actions, expected) => {
    expect(eventsOf(actions)).toEqual(expected);
  });

  it('Play Again the same day is another start ("again")', () => {
    const first = gameReducer(null, start())!;
    const ended = gameReducer(gameReducer(first, banjo())!, { type: 'endGame' })!;
    expect(eventsOf([playAgainAction(ended, order, 'game-0002')], ended)).toEqual([
      { name: 'start_game', props: { how: 'again' }, date: DATE },
    ]);
  });

  it.each([
    [
      'a game with words',
      savedGameState({
        completedWords: [
          { word: 'BANJO', score: 11, isTopWord: true, isTargetWord: false, letterIndices: [] },
        ],
      }),
      { score: 11, words: 1, continuous: false },
    ],
    ['an empty game', savedGameState(), { score: 0, words: 0, continuous: false }],
    [
      'a continuous game (the words still count)',
      savedGameState({
        continuousMode: true,
        completedWords: [
          { word: 'IN', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [] },
          { word: 'IT', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [] },
        ],
      }),
      { score: 6, words: 2, continuous: true },
    ],
  ])('the end of %s', (_name, game, props) => {
    expect(gameEndEvent(game)).toEqual({ name: 'game_end', props, date: DATE });
  });
});
