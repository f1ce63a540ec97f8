/**
 * The anchor of the live benchmarks: a bare Socket.IO server doing the same exchange as ours with
 * none of our code, on the same transport settings (WebSocket only, no per-message deflate), the
 * way Socket.IO ships otherwise: each socket joins the date's room and is sent the counts on
 * connection, and on `watch` gets an acknowledgement and the counts again.
 */
import type http from 'node:http';
import { puzzleDate } from '@dozen/engine';
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
import { Server } from 'socket.io';

export function bareStats(date: string): TLiveStats {
  return {
    date,
    totalPlayers: 1,
    lifetimePlayers: 1,
    playersReachedScore: 0,
    playersReachedWord: 0,
    highestUniqueWords: 0,
  };
}

export const bareRoom = (date: string) => `stats:${date}`;

export function attachBareSocketIo(server: http.Server): Server {
  const io = new Server(server, { serveClient: false, transports: ['websocket'], perMessageDeflate: false });
  io.on('connection', (socket) => {
    const today = puzzleDate(new Date());
    void socket.join(bareRoom(today));
    socket.emit(SocketEvent.Stats, bareStats(today));
    socket.on(SocketEvent.Watch, (payload: { date: string }, ack?: (result: { ok: true }) => void) => {
      void socket.leave(bareRoom(today));
      void socket.join(bareRoom(payload.date));
      ack?.({ ok: true });
      socket.emit(SocketEvent.Stats, bareStats(payload.date));
    });
  });
  return io;
}
