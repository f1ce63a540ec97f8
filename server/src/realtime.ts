import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { SocketEvent, ZWatchPayload, type TLiveStats } from '@dozen/engine/contract';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { createBroadcastPacer, DEFAULT_PACING, type PacingOptions } from './live/broadcast-pacer.js';
import { startRebalancing } from './live/rebalance.js';
import { broadcastToRoom } from './live/room-broadcast.js';
import type { DozenServer, DozenSocket } from './live/sockets.js';
import type { LiveStats } from './live/types.js';
import { createLeagueRooms, type LeagueRoomsDeps } from './friends/league-rooms.js';
import type { RealtimeMetrics } from './metrics/index.js';
import type { SocketShares } from './presence/index.js';
import { isLiveDate, today as puzzleToday } from './services/day-policy.js';

/**
 * Live counts over Socket.IO. A socket follows today's counts from the moment it connects (moved
 * to the new day at New York midnight) until it sends `watch {date}`, which fixes the date it
 * watches. Each watched date is a room `stats:DATE`.
 *
 * A change goes out within a few tens of milliseconds when it comes alone, and changes that come
 * faster are gathered: a date's broadcasts are paced (live/broadcast-pacer.ts: at least 150 ms
 * apart, and at most two thirds of the event loop, since a broadcast costs a write per socket), and
 * only counts that differ from the last ones sent go out. Every instance sends to its own sockets
 * only: it hears of every change, its own and (through the presence's change channel) other
 * instances', and re-reads the shared counts. So there is no Socket.IO adapter across instances:
 * nothing is ever sent to another instance's sockets (docs/architecture.md, "The server": presence).
 *
 * Transports: WebSocket only. Several instances behind a load balancer need no sticky sessions
 * that way (long-polling would: its requests must all reach the instance that holds the session),
 * and client/src/api/socket.ts connects with `transports: ['websocket']` to match.
 */
export interface RealtimeDeps {
  liveStats: LiveStats;
  /** The site's origin: browser sockets from any other origin are refused. */
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  /** How broadcasts of a date are paced (tests may gather changes for longer). */
  pacing?: Partial<PacingOptions>;
  /** How often the puzzle day is checked for its rollover (the clock may be a test's). */
  rolloverCheckMs?: number;
  /** Open sockets and broadcast timings (the server's metrics; scripts run without). */
  metrics?: RealtimeMetrics;
  /** Leagues' rooms (friends/league-rooms.ts); without, sockets watch live counts only. */
  leagues?: Omit<LeagueRoomsDeps, 'watchAllowed' | 'now' | 'logger'>;
  /** Evening out the instances' sockets behind a least-connections balancer (live/rebalance.ts). */
  rebalance?: { shares: SocketShares };
}

export interface Realtime {
  io: DozenServer;
  /**
   * Closes every socket's transport and refuses new ones (503), and stops broadcasting. Clients see a
   * closed transport, from which Socket.IO reconnects (to another instance, behind the proxy); a
   * Socket.IO "server disconnect" would tell them not to. The HTTP server is left to its owner.
   */
  close(): Promise<void>;
}

/** Socket.IO's `cors` option only sets headers; a foreign page could still open a socket. */
export function isAllowedOrigin(origin: string | undefined, publicOrigin: string): boolean {
  // Browsers always send Origin on WebSocket handshakes; a client without one is not a browser
  // page, so there is no other site's page riding on a user's cookies.
  if (origin === undefined) return true;
  return origin === publicOrigin;
}

const WATCH_BURST = 10;
const WATCH_WINDOW_MS = 10_000;

/** The room of a date's watchers. */
export const statsRoom = (date: string) => `stats:${date}`;

export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps): Realtime {
  const { liveStats, now } = deps;
  const logger = deps.logger.child({ component: 'realtime' });
  const rolloverCheckMs = deps.rolloverCheckMs ?? 500;
  const publicOrigin = new URL(deps.publicUrl).origin;

  const io: DozenServer = new Server(httpServer, {
    serveClient: false,
    transports: ['websocket'],
    // Per-message deflate costs CPU and memory per socket for payloads of a hundred bytes.
    perMessageDeflate: false,
    // The client's messages are `watch {date}` and a league's watch: a few dozen bytes.
    maxHttpBufferSize: 1_024,
    allowRequest: (req: IncomingMessage, callback) => {
      const allowed = isAllowedOrigin(req.headers.origin, publicOrigin);
      if (!allowed) logger.info({ origin: req.headers.origin }, 'socket refused: foreign origin');
      callback(allowed ? null : 'Foreign origin', allowed);
    },
  });

  let today = puzzleToday(now);
  /** Dates whose next broadcast must go out even unchanged: a newcomer was sent newer counts. */
  const forced = new Set<string>();
  const lastSent = new Map<string, string>();
  /** When each pending date's first unsent change was heard (for the broadcast latency metric). */
  const changedSince = new Map<string, number>();
  /** Dates this instance's sockets have joined (a date leaves once a broadcast finds its room empty). */
  const watchedDates = new Set<string>();
  const locks = new Map<string, Promise<void>>();

  const localWatchers = (date: string) => io.of('/').adapter.rooms.get(statsRoom(date))?.size ?? 0;

  /** Runs one date's reads and sends in order, so nobody is ever sent older counts after newer ones. */
  function withDateLock(date: string, task: () => Promise<void>): Promise<void> {
    const run = (locks.get(date) ?? Promise.resolve()).then(task).catch((error: unknown) => {
      logger.error(
        { date, err: { message: error instanceof Error ? error.message : String(error) } },
        'live stats broadcast failed',
      );
    });
    locks.set(date, run);
    void run.finally(() => {
      if (locks.get(date) === run) locks.delete(date);
    });
    return run;
  }

  /** Broadcast the date's counts to its room when they changed since the last broadcast. */
  function broadcast(date: string): Promise<void> {
    return withDateLock(date, async () => {
      const heard = changedSince.get(date);
      changedSince.delete(date);
      if (localWatchers(date) === 0) {
        lastSent.delete(date);
        forced.delete(date);
        watchedDates.delete(date);
        return;
      }
      const started = performance.now();
      const stats = await liveStats.snapshot(date);
      const key = JSON.stringify(stats);
      if (key === lastSent.get(date) && !forced.has(date)) return;
      forced.delete(date);
      lastSent.set(date, key);
      broadcastToRoom(io, statsRoom(date), SocketEvent.Stats, stats);
      const sent = performance.now();
      deps.metrics?.broadcastSent(
        'change',
        (sent - started) / 1000,
        heard === undefined ? null : (sent - heard) / 1000,
      );
    });
  }

  const pacer = createBroadcastPacer(broadcast, { ...DEFAULT_PACING, ...deps.pacing });

  /** Sockets waiting for their first counts of a date: one read serves all (a reconnect storm is one read). */
  const newcomers = new Map<string, Set<DozenSocket>>();

  /** A socket joined a date: send it the counts now rather than with the room's next broadcast. */
  function welcome(date: string, sockets: readonly DozenSocket[]): void {
    const waiting = newcomers.get(date);
    if (waiting) {
      for (const socket of sockets) waiting.add(socket);
      return;
    }
    newcomers.set(date, new Set(sockets));
    void withDateLock(date, async () => {
      const batch = newcomers.get(date) ?? new Set<DozenSocket>();
      newcomers.delete(date);
      const started = performance.now();
      const stats: TLiveStats = await liveStats.snapshot(date);
      const key = JSON.stringify(stats);
      let sent = 0;
      for (const socket of batch) {
        if (!socket.connected || socket.data.date !== date) continue;
        socket.emit(SocketEvent.Stats, stats);
        sent += 1;
      }
      deps.metrics?.broadcastSent('welcome', (performance.now() - started) / 1000, null);
      if (key === lastSent.get(date)) return;
      if (sent === localWatchers(date)) {
        // The newcomers are the whole room: they have these counts.
        lastSent.set(date, key);
        forced.delete(date);
      } else {
        // The rest of the room gets these (newer) counts with its next broadcast.
        forced.add(date);
        pacer.changed(date);
      }
    });
  }

  /** Each watch costs a read: a socket gets WATCH_BURST of them per WATCH_WINDOW_MS. */
  function watchAllowed(socket: DozenSocket): boolean {
    const at = Math.floor(performance.now());
    const { data } = socket;
    if (at - data.watchWindowStartedAt >= WATCH_WINDOW_MS) {
      data.watchWindowStartedAt = at;
      data.watchesInWindow = 1;
      return true;
    }
    data.watchesInWindow += 1;
    return data.watchesInWindow <= WATCH_BURST;
  }

  /** Joins the date's room (synchronous with the in-process adapter). */
  function moveTo(socket: DozenSocket, date: string): void {
    const previous = socket.data.date;
    socket.data.date = date;
    if (previous !== date) void socket.leave(statsRoom(previous));
    void socket.join(statsRoom(date));
    watchedDates.add(date);
  }

  function rollOver(newToday: string): void {
    logger.info({ from: today, to: newToday }, 'puzzle day rolled over');
    today = newToday;
    // Once a day: a walk over this instance's sockets costs less than a set of followers kept all day.
    const moved = [...io.of('/').sockets.values()].filter((socket) => socket.data.followsToday);
    for (const socket of moved) moveTo(socket, newToday);
    welcome(newToday, moved);
  }

  // Every date's counts include lifetime players, which a change of any date may move (a first-ever
  // player): each watched date is read again, and sent only if its counts changed.
  const unsubscribe = liveStats.onChange(() => {
    const heard = performance.now();
    for (const date of watchedDates) {
      if (!changedSince.has(date)) changedSince.set(date, heard);
      pacer.changed(date);
    }
  });
  const untrackSockets = deps.metrics?.trackSockets(() => io.engine.clientsCount);
  const leagueRooms = deps.leagues && createLeagueRooms(io, { ...deps.leagues, now, logger, watchAllowed });
  const stopRebalancing = deps.rebalance && startRebalancing(io, deps.rebalance.shares, logger);

  const rolloverCheck = setInterval(() => {
    const date = puzzleToday(now);
    if (date !== today) rollOver(date);
  }, rolloverCheckMs);
  rolloverCheck.unref();

  /** `watch {date}`; `this` is the socket (one function for all sockets, not a closure each). */
  function onWatch(this: DozenSocket, payload: unknown, ack?: unknown): void {
    const reply =
      typeof ack === 'function'
        ? (ack as (result: { ok: true } | { ok: false; error: string }) => void)
        : undefined;
    if (!watchAllowed(this)) {
      reply?.({ ok: false, error: 'Too many watch requests; wait a few seconds' });
      return;
    }
    const parsed = ZWatchPayload.safeParse(payload);
    if (!parsed.success) {
      reply?.({ ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid watch payload' });
      return;
    }
    const { date } = parsed.data;
    if (!isLiveDate(date, deps.now)) {
      // Only days around now have moving counts; any other date would cost a rebuild per request.
      reply?.({ ok: false, error: 'Only yesterday’s, today’s and tomorrow’s counts are live' });
      return;
    }
    this.data.followsToday = false;
    moveTo(this, date);
    reply?.({ ok: true });
    welcome(date, [this]);
  }

  io.on('connection', (socket: DozenSocket) => {
    const { data } = socket;
    data.date = today;
    data.followsToday = true;
    data.watchWindowStartedAt = -WATCH_WINDOW_MS;
    data.watchesInWindow = 0;
    // Socket.IO puts every socket in a room of its own id, for `io.to(socketId)`; nothing here
    // sends to one socket through a room, and that room is a Set and two map entries per socket.
    void socket.leave(socket.id);
    moveTo(socket, today);
    welcome(today, [socket]);
    // One listener function for all sockets: a closure each would be memory each.
    socket.on(SocketEvent.Watch, onWatch);
    leagueRooms?.connected(socket);
  });

  return {
    io,
    async close() {
      clearInterval(rolloverCheck);
      stopRebalancing?.();
      unsubscribe();
      leagueRooms?.close();
      const paced = pacer.close();
      untrackSockets?.();
      // Closes each engine.io transport (the client reconnects) and the WebSocket server, which
      // then answers upgrades with 503 (the proxy retries them on another instance).
      io.engine.close();
      await paced;
      await Promise.allSettled(locks.values());
    },
  };
}
