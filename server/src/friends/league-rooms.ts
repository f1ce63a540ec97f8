import {
  SocketEvent,
  ZLeagueWatchPayload,
  type LeagueWatchAck,
  type TBoardRow,
  type TLeagueRowEvent,
} from '@dozen/engine/contract';
import type { Logger } from 'pino';
import { readSessionCookie } from '../auth/cookie.js';
import type { SessionService } from '../auth/sessions.js';
import type { LeagueEvent, LeagueEvents, SessionRevocations } from '../presence/index.js';
import type { DozenServer, DozenSocket } from '../live/sockets.js';
import { isDayOver, today } from '../services/day-policy.js';
import type { Sql } from '../storage/database.js';
import { hasFinished } from '../storage/league-boards.js';
import { isMember, memberUserIds } from '../storage/leagues.js';

/**
 * Leagues' rooms on this instance's sockets: `league:<id>`. A socket joins one by `league:watch`
 * once its session (the handshake's cookie, read without extending it) is a signed-in member's;
 * membership is read for every join. Every instance hears every league event through the
 * presence and sends it to its own sockets in the room.
 *
 * No spoilers on the wire: a row's words go only to the sockets of its own member, of a member who
 * has ended a game of that day (known from Postgres when the socket joined, and from the rows of
 * that member's own games since), or of anyone once the day is over; every other socket gets the
 * same row with `words: null`. A member who leaves or is removed has their sockets taken out of
 * the room as the event is heard, before anything published after it; a revoked session's
 * sockets leave every room.
 */
export interface LeagueRoomsDeps {
  sql: Sql;
  sessions: Pick<SessionService, 'peek'>;
  events: LeagueEvents;
  revocations: SessionRevocations;
  now: () => Date;
  logger: Logger;
  /** The socket's watch budget (shared with `watch {date}`): false when it is spent. */
  watchAllowed(socket: DozenSocket): boolean;
}

export interface LeagueRooms {
  /** Sets a new socket up (its handlers); called once per connection. */
  connected(socket: DozenSocket): void;
  close(): void;
}

export const leagueRoom = (leagueId: string) => `league:${leagueId}`;

/**
 * What a socket in a league's room is known by. Only such sockets have one (kept here, not in
 * every socket's `data`: most sockets follow the live counts alone).
 */
interface Watcher {
  /** The player of the session the socket was opened with. */
  userId: string;
  sessionId: string;
  /** The last day its player is known to have ended a game of (other members' words are theirs then). */
  finishedDate: string | null;
}

export function createLeagueRooms(io: DozenServer, deps: LeagueRoomsDeps): LeagueRooms {
  const logger = deps.logger.child({ component: 'league-rooms' });
  /** The sockets that joined a league's room, and the same by their player and by their session. */
  const watchers = new Map<DozenSocket, Watcher>();
  const byUser = new Map<string, Set<DozenSocket>>();
  const bySession = new Map<string, Set<DozenSocket>>();

  const roomOf = (leagueId: string) => io.of('/').adapter.rooms.get(leagueRoom(leagueId));
  const socketOf = (id: string) => io.of('/').sockets.get(id);

  function index(map: Map<string, Set<DozenSocket>>, key: string, socket: DozenSocket): void {
    const set = map.get(key) ?? new Set<DozenSocket>();
    set.add(socket);
    map.set(key, set);
  }

  function unindex(socket: DozenSocket): void {
    const watcher = watchers.get(socket);
    if (!watcher) return;
    watchers.delete(socket);
    for (const [map, key] of [
      [byUser, watcher.userId],
      [bySession, watcher.sessionId],
    ] as const) {
      map.get(key)?.delete(socket);
      if (map.get(key)?.size === 0) map.delete(key);
    }
  }

  function leaveLeagueRooms(socket: DozenSocket, tell: boolean): void {
    for (const room of [...socket.rooms]) {
      if (!room.startsWith('league:')) continue;
      void socket.leave(room);
      if (tell) socket.emit(SocketEvent.LeagueGone, { leagueId: room.slice('league:'.length) });
    }
    unindex(socket);
  }

  /** The session of the socket's handshake, if it is a signed-in player's: else the refusal. */
  async function signedIn(socket: DozenSocket) {
    const token = readSessionCookie(socket.request.headers);
    const auth = token === null ? null : await deps.sessions.peek(token);
    if (!auth) return { ok: false as const, status: 401, error: 'No session: sign in first' };
    if (auth.isAnonymous)
      return { ok: false as const, status: 403, error: 'Friends is only available for users with accounts' };
    return { ok: true as const, auth };
  }

  /** `league:watch {leagueId}`; `this` is the socket. */
  async function onWatch(this: DozenSocket, payload: unknown, ack?: unknown): Promise<void> {
    const reply = typeof ack === 'function' ? (ack as LeagueWatchAck) : undefined;
    if (!deps.watchAllowed(this)) {
      reply?.({ ok: false, status: 429, error: 'Too many watch requests; wait a few seconds' });
      return;
    }
    const parsed = ZLeagueWatchPayload.safeParse(payload);
    if (!parsed.success) {
      reply?.({ ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'Invalid watch payload' });
      return;
    }
    try {
      const caller = await signedIn(this);
      if (!caller.ok) {
        reply?.(caller);
        return;
      }
      const { leagueId } = parsed.data;
      const date = today(deps.now);
      const [member, finished] = await Promise.all([
        isMember(deps.sql, leagueId, caller.auth.userId),
        hasFinished(deps.sql, caller.auth.userId, date),
      ]);
      if (!member || !this.connected) {
        reply?.({ ok: false, status: 404, error: 'No such league, or you are not a member of it' });
        return;
      }
      const known = watchers.get(this);
      if (!known) {
        this.once('disconnect', onDisconnect);
        watchers.set(this, {
          userId: caller.auth.userId,
          sessionId: caller.auth.sessionId,
          finishedDate: finished ? date : null,
        });
        index(byUser, caller.auth.userId, this);
        index(bySession, caller.auth.sessionId, this);
      } else if (finished) known.finishedDate = date;
      void this.join(leagueRoom(leagueId));
      reply?.({ ok: true });
    } catch (error) {
      logger.warn({ err: error }, 'league watch failed');
      reply?.({ ok: false, status: 503, error: 'Try again in a moment' });
    }
  }

  /** One function for every socket (a closure each would be memory each). */
  function onDisconnect(this: DozenSocket): void {
    unindex(this);
  }

  function onUnwatch(this: DozenSocket, payload: unknown): void {
    const parsed = ZLeagueWatchPayload.safeParse(payload);
    if (parsed.success) void this.leave(leagueRoom(parsed.data.leagueId));
  }

  function sendRow(event: Extract<LeagueEvent, { kind: 'row' }>): void {
    if (event.row.status === 'finished')
      for (const socket of byUser.get(event.userId) ?? []) watchers.get(socket)!.finishedDate = event.date;
    const over = isDayOver(event.date, deps.now);
    for (const { leagueId, memberId } of event.leagues) {
      const room = roomOf(leagueId);
      if (!room) continue;
      const row: TBoardRow = { ...event.row, memberId };
      const withWords: TLeagueRowEvent = { leagueId, date: event.date, row };
      const withoutWords: TLeagueRowEvent = { leagueId, date: event.date, row: { ...row, words: null } };
      for (const id of room) {
        const socket = socketOf(id);
        const watcher = socket && watchers.get(socket);
        if (!watcher) continue;
        const shown = over || watcher.userId === event.userId || watcher.finishedDate === event.date;
        socket.emit(SocketEvent.LeagueRow, shown ? withWords : withoutWords);
      }
    }
  }

  function memberLeft(leagueId: string, userId: string): void {
    const room = leagueRoom(leagueId);
    for (const socket of byUser.get(userId) ?? []) {
      if (!socket.rooms.has(room)) continue;
      void socket.leave(room);
      socket.emit(SocketEvent.LeagueGone, { leagueId });
    }
  }

  function leagueDeleted(leagueId: string): void {
    const room = leagueRoom(leagueId);
    io.local.to(room).emit(SocketEvent.LeagueGone, { leagueId });
    io.local.in(room).socketsLeave(room);
  }

  /**
   * Some events may have been missed (the presence's subscription dropped): every socket whose
   * player is no longer a member leaves, and every room reads its board again.
   */
  async function recheckRooms(): Promise<void> {
    for (const [room, ids] of io.of('/').adapter.rooms) {
      if (!room.startsWith('league:')) continue;
      const leagueId = room.slice('league:'.length);
      const members = new Set(await memberUserIds(deps.sql, leagueId));
      for (const id of [...ids]) {
        const socket = socketOf(id);
        const watcher = socket && watchers.get(socket);
        if (watcher && !members.has(watcher.userId)) memberLeft(leagueId, watcher.userId);
      }
      io.local.to(room).emit(SocketEvent.LeagueChanged, { leagueId });
    }
  }

  const unsubscribeEvents = deps.events.subscribe((event) => {
    if (event === 'lost') {
      recheckRooms().catch((error: unknown) => logger.warn({ err: error }, 'league rooms not rechecked'));
      return;
    }
    switch (event.kind) {
      case 'row':
        sendRow(event);
        break;
      case 'changed':
        io.local.to(leagueRoom(event.leagueId)).emit(SocketEvent.LeagueChanged, { leagueId: event.leagueId });
        break;
      case 'left':
        memberLeft(event.leagueId, event.userId);
        break;
      case 'deleted':
        leagueDeleted(event.leagueId);
        break;
    }
  });

  const unsubscribeRevocations = deps.revocations.subscribe((revocation) => {
    if (revocation === 'lost') return;
    const sockets =
      'sessionId' in revocation ? bySession.get(revocation.sessionId) : byUser.get(revocation.userId);
    for (const socket of [...(sockets ?? [])]) leaveLeagueRooms(socket, false);
  });

  return {
    connected(socket) {
      socket.on(SocketEvent.LeagueWatch, onWatch);
      socket.on(SocketEvent.LeagueUnwatch, onUnwatch);
    },
    close() {
      unsubscribeEvents();
      unsubscribeRevocations();
    },
  };
}
