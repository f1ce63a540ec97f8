import { z } from 'zod';
import { ZPuzzleDate } from './common.js';

/**
 * Socket.IO events, typed on both sides: `Server<ClientToServerEvents, ServerToClientEvents>` and
 * `Socket<ServerToClientEvents, ClientToServerEvents>`. Use these names, never raw strings.
 */
export const SocketEvent = {
  /** client → server: watch the live counts of a date (replaces any date watched before). */
  Watch: 'watch',
  /** server → client: the live counts of a watched date: snapshot on watch, then on change. */
  Stats: 'stats',
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

export interface ClientToServerEvents {
  [SocketEvent.Watch]: (payload: TWatchPayload, ack?: WatchAck) => void;
}

export interface ServerToClientEvents {
  [SocketEvent.Stats]: (stats: TLiveStats) => void;
}
