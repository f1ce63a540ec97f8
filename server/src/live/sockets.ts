import type { ClientToServerEvents, ServerToClientEvents } from '@dozen/engine/contract';
import type { Server, Socket } from 'socket.io';

/**
 * What we keep per socket, in the `data` object Socket.IO makes for every socket anyway: filled in
 * place (four fields fit in an empty object's own slots), never a second object or a per-socket
 * entry in a Set or WeakMap of ours: one instance holds thousands of sockets.
 */
export interface SocketData {
  /** The date whose room this socket is in. */
  date: string;
  /** No `watch` yet: the socket follows today and moves to the new day at midnight. */
  followsToday: boolean;
  /** When the socket's current window of `watch` requests began (whole ms of performance.now(): a small integer, stored in place). */
  watchWindowStartedAt: number;
  /** `watch` requests in that window. */
  watchesInWindow: number;
}

export type DozenServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type DozenSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
