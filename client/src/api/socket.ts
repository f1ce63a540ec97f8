import {
  SocketEvent,
  ZLiveStats,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TLiveStats,
} from '@dozen/engine/contract';
import { io, type Socket } from 'socket.io-client';

/**
 * All Socket.IO use of the client (ARCHITECTURE convention 7). WebSocket only: no long-polling,
 * so any instance behind the load balancer can serve any client without sticky sessions.
 *
 * Import this module dynamically (`import('../api/socket.js')`): the first paint of `/` needs
 * the counts from GET /api/stats, not the live connection, so socket.io-client and the socket
 * schemas stay out of the entry bundle.
 */
export type DozenSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socketPromise: Promise<DozenSocket> | null = null;

/** The one shared connection (created on first use, same origin, `/socket.io`). */
export function getSocket(): Promise<DozenSocket> {
  socketPromise ??= Promise.resolve(io({ transports: ['websocket'], withCredentials: true }));
  return socketPromise;
}

export type WatchResult = { ok: true } | { ok: false; error: string };

/** Watches the live counts of a date (replacing any date watched before on this socket). */
export function watchDate(socket: DozenSocket, date: string, timeoutMs = 5_000): Promise<WatchResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, error: 'No answer to watch' }), timeoutMs);
    socket.emit(SocketEvent.Watch, { date }, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}

/** Subscribes to `stats` events, parsed with the contract (a malformed one is dropped). */
export function onLiveStats(socket: DozenSocket, listener: (stats: TLiveStats) => void): () => void {
  const handler = (payload: unknown) => {
    const parsed = ZLiveStats.safeParse(payload);
    if (parsed.success) listener(parsed.data);
    else console.warn('Dropped a malformed stats event', parsed.error.message);
  };
  socket.on(SocketEvent.Stats, handler);
  return () => {
    socket.off(SocketEvent.Stats, handler);
  };
}

/** Calls `listener` on every (re)connection, including the first one if it happens later. */
export function onConnect(socket: DozenSocket, listener: () => void): () => void {
  socket.on('connect', listener);
  return () => {
    socket.off('connect', listener);
  };
}
