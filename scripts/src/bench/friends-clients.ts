/**
 * Child process of `npm run bench -- friends`: holds a few thousand members' sockets, each opened
 * with its member's session cookie and following its league's board (`league:watch`), and records
 * when each row arrives. Several of these share one run (client-fleet.ts), each from a loopback
 * address of its own. Socket.IO's wire protocol over plain `ws` sockets (as server-clients.ts),
 * so the clients cost little beside the server.
 *
 * A row is known by `league|member|wordCount`: the parent's words each add one to a member's
 * count, so every word of the run is one key. Receipt instants are comparable with the parent's.
 */
import { SocketEvent, type TLeagueRowEvent } from '@dozen/engine/contract';
import WebSocket from 'ws';
import {
  rowKey,
  type FriendsChildMessage,
  type FriendsParentMessage,
  type Watcher,
} from './friends-protocol.js';
import { instant, parentChannel } from './ipc.js';

const CONNECT_BATCH = 100;
const HANDSHAKE_TIMEOUT_MS = 60_000;

const parent = parentChannel<FriendsChildMessage>();
const receipts = new Map<string, { times: number[]; withWords: number }>();
const sockets: WebSocket[] = [];

function record(event: TLeagueRowEvent): void {
  const at = instant();
  const key = rowKey(event.leagueId, event.row.memberId, event.row.wordCount);
  const kept = receipts.get(key) ?? { times: [], withWords: 0 };
  kept.times.push(at);
  if (event.row.words !== null) kept.withWords += 1;
  receipts.set(key, kept);
}

/** Connects, joins Socket.IO's namespace, watches the league; true once the watch is acknowledged. */
function watch(url: string, watcher: Watcher, localAddress: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
      localAddress,
      headers: { cookie: watcher.cookie },
    });
    sockets.push(socket);
    const timer = setTimeout(() => resolve(false), HANDSHAKE_TIMEOUT_MS);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    socket.on('error', () => done(false));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === '2') socket.send('3');
      else if (text.startsWith('0')) socket.send('40');
      else if (text.startsWith('40'))
        socket.send(`420${JSON.stringify([SocketEvent.LeagueWatch, { leagueId: watcher.leagueId }])}`);
      else if (text.startsWith('430')) done((JSON.parse(text.slice(3)) as [{ ok: boolean }])[0].ok);
      else if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2)) as [string, TLeagueRowEvent];
        if (event === SocketEvent.LeagueRow) record(payload);
      }
    });
  });
}

async function connectAll(url: string, watchers: Watcher[], localAddress: string): Promise<void> {
  let failed = 0;
  for (let start = 0; start < watchers.length; start += CONNECT_BATCH) {
    const batch = watchers
      .slice(start, start + CONNECT_BATCH)
      .map((watcher) => watch(url, watcher, localAddress));
    failed += (await Promise.all(batch)).filter((ok) => !ok).length;
  }
  parent.reply({ type: 'connected', count: watchers.length - failed, failed });
}

async function collect(key: string, expected: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((receipts.get(key)?.times.length ?? 0) < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const kept = receipts.get(key) ?? { times: [], withWords: 0 };
  receipts.delete(key);
  parent.reply({ type: 'receipts', key, ...kept });
}

process.on('message', (message: FriendsParentMessage) => {
  if (message.type === 'connect') void connectAll(message.url, message.watchers, message.localAddress);
  else if (message.type === 'collect') void collect(message.key, message.expected, message.timeoutMs);
  else {
    for (const socket of sockets.splice(0)) socket.terminate();
    parent.reply({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
