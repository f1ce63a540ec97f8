/**
 * Child process of `npm run bench -- server`: holds thousands of client sockets (to a Socket.IO
 * or a plain `ws` server, both over plain `ws` client sockets) so their load is not on the
 * server's core, and records when each live-count message arrives. Talks to the parent over the IPC channel of `fork()`.
 *
 * Every message of a round carries the round's id in `totalPlayers`; receipt instants are
 * `performance.timeOrigin + performance.now()`, comparable with the parent's on the same machine.
 */
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
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

/**
 * A Socket.IO client reduced to its wire protocol over a plain `ws` socket (Engine.IO 4: "0" open,
 * "40" connect, "2"/"3" ping/pong, "42[event, data]" events), so both servers are measured with
 * equally cheap clients: what differs is the server, not socket.io-client's decoding.
 */
function connectSocketIo(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('42')) {
        const [event, stats] = JSON.parse(text.slice(2)) as [string, TLiveStats];
        if (event === SocketEvent.Stats) record(stats.totalPlayers);
      } else if (text === '2') socket.send('3');
      else if (text.startsWith('0')) socket.send('40');
      else if (text.startsWith('40')) resolve(true);
    });
    socket.once('error', () => resolve(false));
    closers.push(() => socket.terminate());
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
