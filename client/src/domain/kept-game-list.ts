import {
  browserStore,
  readJson,
  removeKey,
  storedKeys,
  writeJson,
  type KeyValueStore,
} from '../shared/storage.js';

/**
 * Games this device keeps for a player until the server has them, one list per player and puzzle
 * date in local storage: the games waiting to be sent (submission.ts) and those whose words still
 * wait for their checks (unchecked-games.ts). The key names the player and the date, so the weekly
 * cleanup removes old dates and a sign-in can hand one player's games to another. A game is known
 * by its gameId: keeping it again replaces it in place.
 */
const keptListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a game is kept in any list (the app sends kept games on its retry
 * policy: app/kept-games-sender.ts); returns the unsubscribe.
 */
export function onKeptGamesChanged(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

export interface KeptGameList<T extends { gameId: string }> {
  keep(playerId: string, date: string, game: T, store?: KeyValueStore | null): void;
  /** Every game kept for this player, oldest date first, in the order they were kept. */
  all(playerId: string, store?: KeyValueStore | null): Array<{ date: string; game: T }>;
  /** The games kept for this player and date, in the order they were kept. */
  of(playerId: string, date: string, store?: KeyValueStore | null): T[];
  drop(playerId: string, date: string, gameId: string, store?: KeyValueStore | null): void;
  /** Signed in to an existing account: the anonymous player's games become the account's. */
  move(fromId: string, toId: string, store?: KeyValueStore | null): void;
}

export interface KeptGameListOptions<T> {
  /** The list's key in storage.ts's table; `keyOf(playerId, '')` must start every key of that player. */
  keyOf: (playerId: string, date: string) => string;
  /** What a stored item must look like to be read back; anything else is skipped. */
  isGame: (value: unknown) => value is T;
  /** For games that name their player: the same game, now the other player's. */
  reassign?: (game: T, playerId: string) => T;
}

export function keptGameList<T extends { gameId: string }>({
  keyOf,
  isGame,
  reassign = (game) => game,
}: KeptGameListOptions<T>): KeptGameList<T> {
  const parse = (value: unknown): T[] | null => (Array.isArray(value) ? value.filter(isGame) : null);
  const read = (key: string, store: KeyValueStore | null) => readJson(key, parse, store) ?? [];
  const write = (key: string, games: T[], store: KeyValueStore | null) => {
    if (games.length === 0) removeKey(key, store);
    else writeJson(key, games, store);
  };

  function keep(playerId: string, date: string, game: T, store = browserStore()): void {
    const key = keyOf(playerId, date);
    const games = read(key, store);
    const at = games.findIndex((item) => item.gameId === game.gameId);
    if (at >= 0) games[at] = game;
    else games.push(game);
    write(key, games, store);
    for (const listener of [...keptListeners]) listener();
  }

  function all(playerId: string, store = browserStore()): Array<{ date: string; game: T }> {
    const start = keyOf(playerId, '');
    return storedKeys(store)
      .filter((key) => key.startsWith(start))
      .sort()
      .flatMap((key) => read(key, store).map((game) => ({ date: key.slice(start.length), game })));
  }

  function of(playerId: string, date: string, store = browserStore()): T[] {
    return read(keyOf(playerId, date), store);
  }

  function drop(playerId: string, date: string, gameId: string, store = browserStore()): void {
    const key = keyOf(playerId, date);
    write(
      key,
      read(key, store).filter((item) => item.gameId !== gameId),
      store,
    );
  }

  function move(fromId: string, toId: string, store = browserStore()): void {
    if (fromId === toId) return;
    for (const { date, game } of all(fromId, store)) {
      keep(toId, date, reassign(game, toId), store);
      drop(fromId, date, game.gameId, store);
    }
  }

  return { keep, all, of, drop, move };
}
