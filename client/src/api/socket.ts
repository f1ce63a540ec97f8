import {
  SocketEvent,
  ZLeagueChangedEvent,
  ZLeagueRowEvent,
  ZLiveStats,
  type ClientToServerEvents,
  type LeagueWatchAck,
  type ServerToClientEvents,
  type TLeagueRowEvent,
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

export type LeagueWatchResult = Parameters<LeagueWatchAck>[0];

export interface FollowLeagueHandlers {
  /** A member's row changed (parsed with the contract; a malformed event is dropped). */
  onRow(event: TLeagueRowEvent): void;
  /** The league changed otherwise (name, members), or events may have been missed: read it again. */
  onChanged(): void;
  /** The league is gone for this player (removed, or deleted): nothing more will come. */
  onGone(): void;
  /** The watch was refused (not a member, no session…): with the status the same read would answer. */
  onRefused?(result: Extract<LeagueWatchResult, { ok: false }>): void;
  /** Watching (again) after a connection: rows sent meanwhile were missed, so read the board again. */
  onWatching?(connection: number): void;
}

/**
 * Follows a league's board until the returned function is called: watches it now (when
 * connected) and again on every reconnection, because a new connection starts in no room (a
 * restarted or another instance included). The socket's session is its handshake's cookie: a
 * socket opened before a sign-in must be opened again (`reconnectLive`) to watch as the account.
 */
export function followLeague(
  socket: DozenSocket,
  leagueId: string,
  handlers: FollowLeagueHandlers,
): () => void {
  let connections = 0;
  let stopped = false;
  const watch = () => {
    connections += 1;
    const connection = connections;
    void watchLeague(socket, leagueId).then((result) => {
      if (stopped) return;
      if (result.ok) handlers.onWatching?.(connection);
      else handlers.onRefused?.(result);
    });
  };
  const forThisLeague = (payload: unknown) =>
    ZLeagueChangedEvent.safeParse(payload).data?.leagueId === leagueId;
  const onRow = (payload: unknown) => {
    const parsed = ZLeagueRowEvent.safeParse(payload);
    if (!parsed.success) console.warn('Dropped a malformed league row', parsed.error.message);
    else if (parsed.data.leagueId === leagueId) handlers.onRow(parsed.data);
  };
  const onChanged = (payload: unknown) => {
    if (forThisLeague(payload)) handlers.onChanged();
  };
  const onGone = (payload: unknown) => {
    if (forThisLeague(payload)) handlers.onGone();
  };
  socket.on(SocketEvent.LeagueRow, onRow);
  socket.on(SocketEvent.LeagueChanged, onChanged);
  socket.on(SocketEvent.LeagueGone, onGone);
  socket.on('connect', watch);
  if (socket.connected) watch();
  return () => {
    stopped = true;
    socket.off(SocketEvent.LeagueRow, onRow);
    socket.off(SocketEvent.LeagueChanged, onChanged);
    socket.off(SocketEvent.LeagueGone, onGone);
    socket.off('connect', watch);
    if (socket.connected) socket.emit(SocketEvent.LeagueUnwatch, { leagueId });
  };
}

/** Watches a league's board on this socket; the server checks the session and the membership. */
export function watchLeague(
  socket: DozenSocket,
  leagueId: string,
  timeoutMs = 5_000,
): Promise<LeagueWatchResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, status: 0, error: 'No answer to watch' }), timeoutMs);
    socket.emit(SocketEvent.LeagueWatch, { leagueId }, (result) => {
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

/**
 * Opens the page's connection again, when there is one, so that its handshake carries the
 * session cookie as it is now (after a sign-in or a sign-out). Followers watch again on connect.
 */
export function reconnectLive(): void {
  if (!connection?.socket.connected) return;
  connection.socket.disconnect().connect();
}
