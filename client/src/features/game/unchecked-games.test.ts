import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WordCheck } from './check-word.js';
import { createMemoryStore } from '../../test-support/memory-store.js';
import type { CompletedWord } from '../../domain/saved-state.js';
import { pendingGames } from '../../domain/submission.js';
import { keepUncheckedGame, moveUncheckedGames, uncheckedGames } from '../../domain/unchecked-game-list.js';
import { resolveUncheckedGames } from './unchecked-games.js';

vi.mock('../../shared/ui/toast.js', () => ({ showToast: vi.fn() }));

const word = (text: string, letterIndices: number[], awaiting = true): CompletedWord => ({
  word: text,
  score: text.length,
  isTopWord: false,
  isTargetWord: false,
  letterIndices,
  ...(awaiting ? { awaitingCheck: true as const } : {}),
});

/** A game ended offline: TEAR checked before, then SLID and MOP kept (LETTERS TEARSLIDNMOP). */
const endedGame = {
  gameId: 'game-0001',
  date: '2026-11-21',
  poolLetters: 'TEARSLIDNMOP',
  continuousMode: false,
  completedWords: [word('TEAR', [0, 1, 2, 3], false), word('SLID', [4, 5, 6, 7]), word('MOP', [9, 10, 11])],
};

afterEach(() => vi.clearAllMocks());

describe('games that ended before their kept words were checked', () => {
  it('are checked in order once back online, lose an invalid word, then wait to be sent', async () => {
    const store = createMemoryStore();
    keepUncheckedGame(endedGame, 'p1', store);
    const asked: Array<{ word: string; availableLetters: string }> = [];
    const answers: Record<string, WordCheck> = {
      SLID: { kind: 'invalid' },
      MOP: { kind: 'valid', valid: true, score: 7, isTopWord: false, isTargetWord: true },
    };
    const ready = await resolveUncheckedGames(
      'p1',
      async ({ word, availableLetters }) => {
        asked.push({ word, availableLetters });
        return answers[word]!;
      },
      store,
    );
    expect(ready).toBe(1);
    // MOP is asked with SLID's tiles free again (SLID was not a word).
    expect(asked).toEqual([
      { word: 'SLID', availableLetters: 'SLIDNMOP' },
      { word: 'MOP', availableLetters: 'SLIDNMOP' },
    ]);
    expect(uncheckedGames('p1', store)).toEqual([]);
    expect(pendingGames('p1', store)).toEqual([
      {
        gameId: 'game-0001',
        playerId: 'p1',
        finalScore: 4 + 7,
        wordsUsed: [
          { word: 'tear', score: 4 },
          { word: 'mop', score: 7 },
        ],
        modes: [],
        gameDate: '2026-11-21',
      },
    ]);
  });

  it('stay kept, with what was already answered, while the server cannot be reached', async () => {
    const store = createMemoryStore();
    keepUncheckedGame(endedGame, 'p1', store);
    const check = vi.fn(async ({ word }: { word: string }): Promise<WordCheck> =>
      word === 'SLID'
        ? { kind: 'valid', valid: true, score: 5, isTopWord: false, isTargetWord: false }
        : { kind: 'unreachable' },
    );
    expect(await resolveUncheckedGames('p1', check, store)).toBe(0);
    expect(pendingGames('p1', store)).toEqual([]);
    const [kept] = uncheckedGames('p1', store);
    expect(kept!.game.completedWords.map((item) => [item.word, item.awaitingCheck ?? false])).toEqual([
      ['TEAR', false],
      ['SLID', false],
      ['MOP', true],
    ]);
    // Next time only MOP is asked.
    check.mockClear();
    check.mockResolvedValue({ kind: 'valid', valid: true, score: 7, isTopWord: false, isTargetWord: false });
    expect(await resolveUncheckedGames('p1', check, store)).toBe(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(pendingGames('p1', store)[0]!.finalScore).toBe(4 + 5 + 7);
  });

  it('a game whose every word was invalid is simply dropped: nothing to send', async () => {
    const store = createMemoryStore();
    keepUncheckedGame({ ...endedGame, completedWords: [word('SLID', [4, 5, 6, 7])] }, 'p1', store);
    expect(await resolveUncheckedGames('p1', async () => ({ kind: 'invalid' }), store)).toBe(1);
    expect(uncheckedGames('p1', store)).toEqual([]);
    expect(pendingGames('p1', store)).toEqual([]);
  });

  it('keeps a saved game (its board’s tiles) with its pool letters in pool order', () => {
    const store = createMemoryStore();
    const tiles = [...'TEARSLIDNMOP'].map((letter, index) => ({ letter, index })).reverse();
    const { poolLetters, ...rest } = endedGame;
    keepUncheckedGame({ ...rest, availableLetters: tiles }, 'p1', store);
    expect(uncheckedGames('p1', store)[0]!.game.poolLetters).toBe(poolLetters);
  });

  it('move whole from the anonymous player to the account it signed in to, and nothing stays behind', () => {
    const store = createMemoryStore();
    keepUncheckedGame(endedGame, 'anon', store);
    keepUncheckedGame({ ...endedGame, gameId: 'game-0002' }, 'account', store);
    moveUncheckedGames('anon', 'account', store);
    expect(uncheckedGames('anon', store)).toEqual([]);
    expect(uncheckedGames('account', store).map(({ game }) => game.gameId)).toEqual([
      'game-0002',
      'game-0001',
    ]);
    expect(uncheckedGames('account', store)[1]!.game.completedWords).toEqual(endedGame.completedWords);
  });
});
