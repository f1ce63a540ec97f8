import { describe, expect, it } from 'vitest';
import { keptGameList } from './kept-game-list.js';
import { createMemoryStore } from '../test-support/memory-store.js';

interface Game {
  gameId: string;
  playerId: string;
  words: number;
}
const isGame = (value: unknown): value is Game =>
  typeof value === 'object' && value !== null && typeof (value as Game).gameId === 'string';
const list = keptGameList<Game>({
  keyOf: (playerId, date) => `kept_${playerId}_${date}`,
  isGame,
  reassign: (game, playerId) => ({ ...game, playerId }),
});
const game = (gameId: string, words = 1): Game => ({ gameId, playerId: 'anon', words });

describe('games kept per player and date', () => {
  it('keeps each game once, replaced in place, oldest date first', () => {
    const store = createMemoryStore();
    list.keep('anon', '2026-11-21', game('b'), store);
    list.keep('anon', '2026-11-20', game('a'), store);
    list.keep('anon', '2026-11-21', game('c'), store);
    list.keep('anon', '2026-11-21', game('b', 3), store);
    expect(list.all('anon', store)).toEqual([
      { date: '2026-11-20', game: game('a') },
      { date: '2026-11-21', game: game('b', 3) },
      { date: '2026-11-21', game: game('c') },
    ]);
    expect(list.all('someone-else', store)).toEqual([]);
  });

  it('skips what does not look like a game, and removes a list once it is empty', () => {
    const store = createMemoryStore({ 'kept_anon_2026-11-20': JSON.stringify([game('a'), 7, null]) });
    expect(list.all('anon', store).map(({ game }) => game.gameId)).toEqual(['a']);
    list.drop('anon', '2026-11-20', 'a', store);
    expect(store.getItem('kept_anon_2026-11-20')).toBeNull();
  });

  it("moves a player's games to another, rewritten as theirs, and leaves nothing behind", () => {
    const store = createMemoryStore();
    list.keep('anon', '2026-11-20', game('a'), store);
    list.keep('account', '2026-11-20', { ...game('x'), playerId: 'account' }, store);
    list.move('anon', 'account', store);
    expect(list.all('anon', store)).toEqual([]);
    expect(list.all('account', store).map(({ game }) => [game.gameId, game.playerId])).toEqual([
      ['x', 'account'],
      ['a', 'account'],
    ]);
  });
});
