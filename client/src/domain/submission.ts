import type { TSubmitGameRequest } from '@dozen/engine/contract';
import { keptGameList } from './kept-game-list.js';
import { StorageKey, browserStore, type KeyValueStore } from '../shared/storage.js';

/**
 * The games waiting for the server (spec 000 §4 "Game submission failure", §8): a game whose
 * retries all failed is kept under a sync-failed flag and sent again on the next load or the next
 * submit. The home screen reads them (the day's best and words count them); how a game is sent
 * and retried is submit-retry.ts.
 */

// ---- The sync-failed flag: the pending requests themselves, so they can be sent again.

const isPendingRequest = (item: unknown): item is TSubmitGameRequest =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as TSubmitGameRequest).gameId === 'string' &&
  typeof (item as TSubmitGameRequest).gameDate === 'string';

/**
 * One queue of games waiting for the server, under its own keys: the day's games (submit-game)
 * and archive games (their own route and keys, so neither queue ever sends the other's).
 */
export function pendingGameQueue(keyOf: (playerId: string, date: string) => string) {
  const list = keptGameList<TSubmitGameRequest>({
    keyOf,
    isGame: isPendingRequest,
    reassign: (request, playerId) => ({ ...request, playerId }),
  });

  const forget = (request: TSubmitGameRequest, store: KeyValueStore | null) =>
    list.drop(request.playerId, request.gameDate, request.gameId, store);

  return {
    keep(request: TSubmitGameRequest, store: KeyValueStore | null = browserStore()): void {
      list.keep(request.playerId, request.gameDate, request, store);
    },

    /** Games of this player still waiting for the server, oldest date first. */
    all(playerId: string, store: KeyValueStore | null = browserStore()): TSubmitGameRequest[] {
      return list.all(playerId, store).map(({ game }) => game);
    },

    of(playerId: string, date: string, store: KeyValueStore | null = browserStore()): TSubmitGameRequest[] {
      return list.of(playerId, date, store);
    },

    /**
     * Sends every pending game once. A saved or refused game leaves the queue (a refused one can
     * never be accepted: e.g. its date is no longer open); one whose failure `staysKept` says may
     * pass (no network yet; a session that ended, whose game waits for its player) stays.
     * Returns how many games were saved.
     */
    async sync<R>(
      playerId: string,
      send: (request: TSubmitGameRequest) => Promise<R>,
      staysKept: (error: unknown) => boolean,
      store: KeyValueStore | null = browserStore(),
    ): Promise<number> {
      let saved = 0;
      for (const { game: request } of list.all(playerId, store)) {
        try {
          await send(request);
          saved++;
          forget(request, store);
        } catch (error) {
          if (!staysKept(error)) forget(request, store);
        }
      }
      return saved;
    },

    move: list.move,
  };
}

export type PendingGameQueue = ReturnType<typeof pendingGameQueue>;

/** The day's games (POST /api/submit-game). */
export const dayPendingGames = pendingGameQueue(StorageKey.syncFailed);

/** Archive games (POST /api/archive/games): counted in no day's figures on this device. */
export const archivePendingGames = pendingGameQueue(StorageKey.archiveSyncFailed);

export function keepForLaterSync(
  request: TSubmitGameRequest,
  store: KeyValueStore | null = browserStore(),
): void {
  dayPendingGames.keep(request, store);
}

/** Games of this player still waiting for the server, oldest date first. */
export function pendingGames(
  playerId: string,
  store: KeyValueStore | null = browserStore(),
): TSubmitGameRequest[] {
  return dayPendingGames.all(playerId, store);
}

/**
 * This player's games of `date` still waiting for the server: until it has stored one, the day's
 * best score and words on this device count it (home screen, Today's Targets).
 */
export function pendingGamesOf(
  playerId: string,
  date: string,
  store: KeyValueStore | null = browserStore(),
): TSubmitGameRequest[] {
  return dayPendingGames.of(playerId, date, store);
}

/** Sends every pending game of the day's queue once (see PendingGameQueue.sync). */
export function syncPendingGames<R>(
  playerId: string,
  send: (request: TSubmitGameRequest) => Promise<R>,
  staysKept: (error: unknown) => boolean,
  store: KeyValueStore | null = browserStore(),
): Promise<number> {
  return dayPendingGames.sync(playerId, send, staysKept, store);
}

/**
 * At sign-in to an existing account: games this browser's anonymous player could not send yet are
 * the account's now (the server merged that player into it, and refuses the old id from this
 * session), so they are kept for the account and sent as its games; archive games too.
 */
export function movePendingGames(fromId: string, toId: string, store: KeyValueStore | null = browserStore()) {
  dayPendingGames.move(fromId, toId, store);
  archivePendingGames.move(fromId, toId, store);
}
