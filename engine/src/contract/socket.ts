import { z } from 'zod';
import { ZPuzzleDate } from './common.js';
import type { TLeagueChangedEvent, TLeagueRowEvent, TLeagueWatchPayload } from './friends.js';

/**
 * Socket.IO events, typed on both sides: `Server<ClientToServerEvents, ServerToClientEvents>` and
 * `Socket<ServerToClientEvents, ClientToServerEvents>`. Use these names, never raw strings.
 */
export const SocketEvent = {
  /** client → server: watch the live counts of a date (replaces any date watched before). */
  Watch: 'watch',
  /** server → client: the live counts of a watched date: snapshot on watch, then on change. */
  Stats: 'stats',
  /** client → server: follow a league's board (the session's player must be a member). */
  LeagueWatch: 'league:watch',
  /** client → server: stop following a league's board. */
  LeagueUnwatch: 'league:unwatch',
  /** server → client: one member's row of a followed league changed. */
  LeagueRow: 'league:row',
  /** server → client: a followed league changed otherwise (name, members): read its board again. */
  LeagueChanged: 'league:changed',
  /** server → client: the league is gone for this player (removed, left or deleted): nothing more comes. */
  LeagueGone: 'league:gone',
} as const;

export const ZWatchPayload = z.strictObject({ date: ZPuzzleDate });
export type TWatchPayload = z.infer<typeof ZWatchPayload>;

export const ZLiveStats = z.strictObject({
  date: ZPuzzleDate,
  totalPlayers: z.number().int().min(0),
  lifetimePlayers: z.number().int().min(0),
  playersReachedScore: z.number().int().min(0),
  playersReachedWord: z.number().int().min(0),
  highestUniqueWords: z.number().int().min(0),
});
export type TLiveStats = z.infer<typeof ZLiveStats>;

/** Ack of a watch: ok, or the reason it was refused (a bad date). */
export type WatchAck = (result: { ok: true } | { ok: false; error: string }) => void;

/**
 * Ack of a league watch: ok, or refused with the HTTP status the same read would answer (401 no
 * session, 403 not signed in, 404 not a member or no such league, 400 malformed, 429 too many).
 */
export type LeagueWatchAck = (result: { ok: true } | { ok: false; status: number; error: string }) => void;

export interface ClientToServerEvents {
  [SocketEvent.Watch]: (payload: TWatchPayload, ack?: WatchAck) => void;
  [SocketEvent.LeagueWatch]: (payload: TLeagueWatchPayload, ack?: LeagueWatchAck) => void;
  [SocketEvent.LeagueUnwatch]: (payload: TLeagueWatchPayload) => void;
}

export interface ServerToClientEvents {
  [SocketEvent.Stats]: (stats: TLiveStats) => void;
  [SocketEvent.LeagueRow]: (event: TLeagueRowEvent) => void;
  [SocketEvent.LeagueChanged]: (event: TLeagueChangedEvent) => void;
  [SocketEvent.LeagueGone]: (event: TLeagueChangedEvent) => void;
}
