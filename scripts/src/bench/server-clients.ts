/**
 * Child process of `npm run bench -- server`: holds thousands of client sockets (Socket.IO or
 * plain `ws`) so their load is not on the server's core, and records when each live-count message
 * arrives. Talks to the parent over the IPC channel of `fork()`.
 *
 * Every message of a round carries the round's id in `totalPlayers`; receipt instants are
 * `performance.timeOrigin + performance.now()`, comparable with the parent's on the same machine.
 */
import {
  SocketEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TLiveStats,
} from '@dozen/engine/contract';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

export type ClientKind = 'socket.io' | 'ws';

export type ParentMessage =
  | { type: 'connect'; kind: ClientKind; url: string; count: number }
  | { type: 'collect'; round: number; timeoutMs: number }
  | { type: 'close' };

export type ChildMessage =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'receipts'; round: number; times: number[] }
  | { type: 'closed' };

const CONNECT_BATCH = 100;
const instant = () => performance.timeOrigin + performance.now();

const receipts = new Map<number, number[]>();
const closers: Array<() => void> = [];
let expectedPerRound = 0;

function record(round: number): void {
  const at = instant();
  const times = receipts.get(round);
  if (times) times.push(at);
  else receipts.set(round, [at]);
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

function connectSocketIo(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    socket.on(SocketEvent.Stats, (stats: TLiveStats) => record(stats.totalPlayers));
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
    closers.push(() => socket.close());
  });
}

function connectWs(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', (data) => record((JSON.parse(data.toString()) as TLiveStats).totalPlayers));
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    closers.push(() => socket.terminate());
  });
}

async function connectAll(kind: ClientKind, url: string, count: number): Promise<void> {
  let failed = 0;
  // In batches: thousands of simultaneous handshakes would only measure the accept queue.
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () =>
      kind === 'ws' ? connectWs(url) : connectSocketIo(url),
    );
    failed += (await Promise.all(batch)).filter((ok) => !ok).length;
  }
  expectedPerRound = count - failed;
  send({ type: 'connected', count: expectedPerRound, failed });
}

async function collect(round: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((receipts.get(round)?.length ?? 0) < expectedPerRound && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  send({ type: 'receipts', round, times: receipts.get(round) ?? [] });
  receipts.delete(round);
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'connect') void connectAll(message.kind, message.url, message.count);
  else if (message.type === 'collect') void collect(message.round, message.timeoutMs);
  else {
    for (const close of closers.splice(0)) close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
