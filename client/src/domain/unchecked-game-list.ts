import type { SubmittableGame } from './game-state.js';
import { keptGameList } from './kept-game-list.js';
import type { Tile } from './saved-state.js';
import { StorageKey, browserStore, type KeyValueStore } from '../shared/storage.js';

/**
 * Games that ended (End Game, Leave, a new day) while some of their words, spelled offline, were
 * still waiting for the server's check: kept here, whole, under their player, until the game
 * feature checks their words (features/game/unchecked-games.ts) and they join the kept games that
 * submission.ts sends.
 */

export interface UncheckedGame extends SubmittableGame {
  poolLetters: string;
}

/** A game being played has its pool's letters; a saved one has its board's tiles. */
export type EndedGame = SubmittableGame & ({ poolLetters: string } | { availableLetters: Tile[] });

function lettersOf(game: EndedGame): string {
  if ('poolLetters' in game) return game.poolLetters;
  return [...game.availableLetters]
    .sort((a, b) => a.index - b.index)
    .map((tile) => tile.letter)
    .join('');
}

const isUncheckedGame = (item: unknown): item is UncheckedGame =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as UncheckedGame).gameId === 'string' &&
  typeof (item as UncheckedGame).date === 'string' &&
  typeof (item as UncheckedGame).poolLetters === 'string' &&
  typeof (item as UncheckedGame).continuousMode === 'boolean' &&
  Array.isArray((item as UncheckedGame).completedWords);

export const uncheckedGameList = keptGameList<UncheckedGame>({
  keyOf: StorageKey.uncheckedGames,
  isGame: isUncheckedGame,
});

/** Archive games waiting for word checks: their own keys, checked by the archive's route. */
export const archiveUncheckedGameList = keptGameList<UncheckedGame>({
  keyOf: StorageKey.archiveUncheckedGames,
  isGame: isUncheckedGame,
});

export type UncheckedGameList = typeof uncheckedGameList;

export function keepUncheckedGame(
  game: EndedGame,
  playerId: string,
  store: KeyValueStore | null = browserStore(),
  list: UncheckedGameList = uncheckedGameList,
): void {
  const kept: UncheckedGame = {
    gameId: game.gameId,
    date: game.date,
    poolLetters: lettersOf(game),
    continuousMode: game.continuousMode,
    completedWords: game.completedWords,
  };
  list.keep(playerId, game.date, kept, store);
}

/** Games of this player still waiting for word checks (oldest date first). */
export function uncheckedGames(playerId: string, store: KeyValueStore | null = browserStore()) {
  return uncheckedGameList.all(playerId, store);
}

/**
 * Signed in to an existing account: the anonymous player's waiting games are the account's now
 * (app/player-data.ts), checked and sent as its games.
 */
export function moveUncheckedGames(
  fromId: string,
  toId: string,
  store: KeyValueStore | null = browserStore(),
) {
  uncheckedGameList.move(fromId, toId, store);
  archiveUncheckedGameList.move(fromId, toId, store);
}
