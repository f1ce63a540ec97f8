import {
  SocketEvent,
  ZLiveStats,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TLiveStats,
} from '@dozen/engine/contract';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * All Socket.IO use of the client (ARCHITECTURE convention 7). WebSocket only: no long-polling,
 * so any instance behind the load balancer can serve any client without sticky sessions.
 *
 * The connection policy (`connectLive`, `followDate`) has no browser dependency, so the server's
 * restart test runs exactly this code in Node against real instances behind a real proxy.
 *
 * Import this module dynamically (`import('../api/socket.js')`): the first paint of `/` needs
 * the counts from GET /api/stats, not the live connection, so socket.io-client and the socket
 * schemas stay out of the entry bundle.
 */
export type DozenSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Reconnection after a lost connection (an instance stopped or restarted, a network change):
 * socket.io-client's backoff, first try after 0.5–1.5 s, doubling, capped at 3 s so that a
 * restarted single instance has its players back within a few seconds of being up again.
 */
export const RECONNECT = { delayMs: 1_000, maxDelayMs: 3_000, randomization: 0.5 } as const;

export interface ConnectLiveOptions {
  /** More socket.io-client options (tests: `forceNew`, headers). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  /** The jitter's source (tests). */
  random?: () => number;
}

export interface LiveConnection {
  socket: DozenSocket;
  /** Disconnects for good (sign-out, tests): nothing reconnects after this. */
  close(): void;
}

/**
 * Opens the live connection (`url` undefined: this page's origin). socket.io-client reconnects by
 * itself after a lost transport, but deliberately not after a Socket.IO "server disconnect"; a
 * deployment must never strand a client, so that one reconnects too, after a jittered delay.
 */
export function connectLive(url: string | undefined, options: ConnectLiveOptions = {}): LiveConnection {
  const socketOptions: Partial<ManagerOptions & SocketOptions> = {
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: RECONNECT.delayMs,
    reconnectionDelayMax: RECONNECT.maxDelayMs,
    randomizationFactor: RECONNECT.randomization,
    ...options.socketOptions,
  };
  const socket: DozenSocket = url === undefined ? io(socketOptions) : io(url, socketOptions);
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect' || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) socket.connect();
    }, serverDisconnectDelay(options.random));
  });
  return {
    socket,
    close() {
      closed = true;
      clearTimeout(retry);
      socket.disconnect();
    },
  };
}

/** 0.5–1.5 s: the clients a server let go all at once come back spread out, not in one burst. */
export function serverDisconnectDelay(random: () => number = Math.random): number {
  const spread = RECONNECT.delayMs * RECONNECT.randomization;
  return Math.round(RECONNECT.delayMs - spread + 2 * spread * random());
}

export interface FollowDateHandlers {
  /** The date's counts, parsed with the contract (a malformed event is dropped). */
  onStats(stats: TLiveStats): void;
  /** Connected, the first time or again: Dozen answered. */
  onConnect?(): void;
  /** Connected again after a loss: counts sent meanwhile were missed. */
  onReconnect?(): void;
}

/**
 * Follows the live counts of `date` until the returned function is called: watches it now (when
 * connected) and again on every reconnection, because a new connection starts in no room.
 */
export function followDate(socket: DozenSocket, date: string, handlers: FollowDateHandlers): () => void {
  let connections = 0;
  const watch = () => {
    connections += 1;
    handlers.onConnect?.();
    void watchDate(socket, date);
    if (connections > 1) handlers.onReconnect?.();
  };
  const onStats = (payload: unknown) => {
    const parsed = ZLiveStats.safeParse(payload);
    if (!parsed.success) console.warn('Dropped a malformed stats event', parsed.error.message);
    else if (parsed.data.date === date) handlers.onStats(parsed.data);
  };
  socket.on(SocketEvent.Stats, onStats);
  socket.on('connect', watch);
  if (socket.connected) watch();
  return () => {
    socket.off(SocketEvent.Stats, onStats);
    socket.off('connect', watch);
  };
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

let connection: LiveConnection | null = null;

/** The page's one shared connection (created on first use, same origin, `/socket.io`). */
export async function getSocket(): Promise<DozenSocket> {
  connection ??= connectLive(undefined);
  return connection.socket;
}
