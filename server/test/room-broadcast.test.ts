import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import * as ws from 'ws';
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
import { broadcastToRoom, textFrame } from '../src/live/room-broadcast.js';
import type { DozenServer } from '../src/live/sockets.js';

/** ws's own framing (what Socket.IO's adapter precomputes for a broadcast), as one buffer. */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
const wsFrame = (payload: Buffer) =>
  Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));

describe('a text frame written for every socket of a room', () => {
  it.each([0, 125, 126, 65_535, 65_536])('is the frame ws writes, for %i bytes', (length) => {
    const payload = Buffer.alloc(length, 'a');
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });
});

const stats = (totalPlayers: number): TLiveStats => ({
  date: '2026-11-21',
  totalPlayers,
  playersReachedScore: 0,
  playersReachedWord: 0,
  highestUniqueWords: 0,
  lifetimePlayers: 0,
});

describe('broadcastToRoom, on a real Socket.IO server and client', () => {
  let httpServer: http.Server | undefined;
  let client: ClientSocket | undefined;
  afterEach(async () => {
    client?.close();
    await new Promise<void>((resolve) => (httpServer ? httpServer.close(() => resolve()) : resolve()));
  });

  async function start(): Promise<{ io: DozenServer; received: number[] }> {
    httpServer = http.createServer();
    const io = new Server(httpServer, { transports: ['websocket'], perMessageDeflate: false }) as DozenServer;
    io.on('connection', (socket) => void socket.join('room'));
    await new Promise<void>((resolve) => httpServer!.listen(0, '127.0.0.1', resolve));
    const { port } = httpServer.address() as AddressInfo;
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    const received: number[] = [];
    client.on(SocketEvent.Stats, (payload: TLiveStats) => received.push(payload.totalPlayers));
    await new Promise<void>((resolve) => client!.once('connect', () => resolve()));
    // The join happens on the server's connection event: wait until the room holds the socket.
    await expect.poll(() => io.of('/').adapter.rooms.get('room')?.size ?? 0).toBe(1);
    return { io, received };
  }

  it('delivers the event as Socket.IO would', async () => {
    const { io, received } = await start();
    broadcastToRoom(io, 'room', SocketEvent.Stats, stats(7));
    await expect.poll(() => received).toEqual([7]);
  });

  it('keeps a socket’s frames in order when engine.io still holds some of them', async () => {
    const { io, received } = await start();
    const [socket] = [...io.of('/').sockets.values()];
    // The first is written at once; the second waits in engine.io's buffer for the first's callback.
    socket!.emit(SocketEvent.Stats, stats(1));
    socket!.emit(SocketEvent.Stats, stats(2));
    broadcastToRoom(io, 'room', SocketEvent.Stats, stats(3));
    await expect.poll(() => received).toEqual([1, 2, 3]);
  });
});
