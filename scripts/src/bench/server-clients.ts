/**
 * Child process of `npm run bench -- server`: holds a few thousand client sockets (to a Socket.IO
 * or a plain `ws` server, both over plain `ws` client sockets) so their load is not on the
 * server's process, and records when each live-count message arrives. Several of these share the
 * sockets of one run (client-fleet.ts), each from a loopback address of its own. Talks to the
 * parent over the IPC channel of `fork()`.
 *
 * Every message of a round carries the round's id in `totalPlayers`; receipt instants are
 * `performance.timeOrigin + performance.now()`, comparable with the parent's on the same machine.
 */
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
import WebSocket from 'ws';
import { instant, parentChannel } from './ipc.js';
import { openFileCount, openFileLimit } from './open-files.js';

export type ClientKind = 'socket.io' | 'ws';

export type ParentMessage =
  | { type: 'connect'; kind: ClientKind; url: string; count: number; localAddress: string }
  | { type: 'collect'; round: number; timeoutMs: number }
  | { type: 'close' };

export type ChildMessage =
  | {
      type: 'connected';
      count: number;
      failed: number;
      /** Why sockets failed, by error code (EMFILE: this process is out of open files). */
      errors: Record<string, number>;
    }
  | { type: 'receipts'; round: number; times: number[] }
  | { type: 'closed' };

const CONNECT_BATCH = 100;
const HANDSHAKE_TIMEOUT_MS = 30_000;

const parent = parentChannel<ChildMessage>();
const receipts = new Map<number, number[]>();
const closers: Array<() => void> = [];
const errors: Record<string, number> = {};
let expectedPerRound = 0;

function record(round: number): void {
  const at = instant();
  const times = receipts.get(round);
  if (times) times.push(at);
  else receipts.set(round, [at]);
}

function failed(error: Error & { code?: string }): void {
  const code = error.code ?? error.message;
  errors[code] = (errors[code] ?? 0) + 1;
}

/**
 * A socket's handshake, settled once: `ready()` (true), or failed, closed or timed out (false).
 */
function opening(socket: WebSocket): { done: Promise<boolean>; ready: () => void } {
  let ready = () => {};
  const done = new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => {
      failed(Object.assign(new Error('handshake timeout'), { code: 'TIMEOUT' }));
      socket.terminate();
      settle(false);
    }, HANDSHAKE_TIMEOUT_MS);
    // 'error' may come more than once (and after 'open'); every one is handled.
    socket.on('error', (error) => {
      if (!settled) failed(error);
      settle(false);
    });
    socket.on('close', () => settle(false));
    ready = () => settle(true);
    closers.push(() => socket.terminate());
  });
  return { done, ready };
}

/**
 * A Socket.IO client reduced to its wire protocol over a plain `ws` socket (Engine.IO 4: "0" open,
 * "40" connect, "2"/"3" ping/pong, "42[event, data]" events), so both servers are measured with
 * equally cheap clients: what differs is the server, not socket.io-client's decoding.
 */
function connectSocketIo(url: string, localAddress: string): Promise<boolean> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
    localAddress,
  });
  const { done, ready } = opening(socket);
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('42')) {
      const [event, stats] = JSON.parse(text.slice(2)) as [string, TLiveStats];
      if (event === SocketEvent.Stats) record(stats.totalPlayers);
    } else if (text === '2') socket.send('3');
    else if (text.startsWith('0')) socket.send('40');
    else if (text.startsWith('40')) ready();
  });
  return done;
}

function connectWs(url: string, localAddress: string): Promise<boolean> {
  const socket = new WebSocket(url, { perMessageDeflate: false, localAddress });
  const { done, ready } = opening(socket);
  socket.once('open', ready);
  socket.on('message', (data) => record((JSON.parse(data.toString()) as TLiveStats).totalPlayers));
  return done;
}

async function connectAll(kind: ClientKind, url: string, count: number, localAddress: string): Promise<void> {
  let failures = 0;
  // In batches: thousands of simultaneous handshakes would only measure the accept queue.
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () =>
      kind === 'ws' ? connectWs(url, localAddress) : connectSocketIo(url, localAddress),
    );
    failures += (await Promise.all(batch)).filter((ok) => !ok).length;
    if (errors.EMFILE) {
      parent.reply({
        type: 'failed',
        reason: `out of open files (EMFILE) with ${openFileCount()} open of ${openFileLimit()}: one client process cannot hold ${count} sockets here`,
      });
      return;
    }
  }
  expectedPerRound = count - failures;
  parent.reply({ type: 'connected', count: expectedPerRound, failed: failures, errors });
}

async function collect(round: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((receipts.get(round)?.length ?? 0) < expectedPerRound && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parent.reply({ type: 'receipts', round, times: receipts.get(round) ?? [] });
  receipts.delete(round);
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'connect')
    void connectAll(message.kind, message.url, message.count, message.localAddress);
  else if (message.type === 'collect') void collect(message.round, message.timeoutMs);
  else {
    for (const close of closers.splice(0)) close();
    parent.reply({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
