/**
 * Child process of the reconnect-storm benchmark: thousands of live clients running the browser's
 * own connection policy (client/src/api/socket.ts: `connectLive` reconnects with its backoff and
 * after any disconnect, `followDate` watches the date again on every connection), as the restart
 * test (server/test/restart.test.ts) runs them in Node. It records when each client that lost its
 * connection after `arm` next has counts of its date on a new one: the storm is over when all
 * have. Behind a proxy with several instances, the clients of the instances not restarted keep
 * theirs (`kept`). Several of these share the
 * clients of one run (client-fleet.ts), each from a loopback address of its own.
 */
import type { TLiveStats } from '@dozen/engine/contract';
import {
  connectLive,
  followDate,
  type ConnectLiveOptions,
  type LiveConnection,
} from '../../../client/src/api/socket.js';
import { instant, parentChannel } from './ipc.js';

export type StormClientsRequest =
  | { type: 'connect'; url: string; count: number; date: string; localAddress: string }
  | { type: 'arm' }
  | { type: 'collect'; timeoutMs: number }
  | { type: 'close' };

export type StormClientsReply =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'armed' }
  /** For each client, the instant it had counts again (null: not within the timeout). */
  | { type: 'collected'; times: Array<number | null>; kept: number }
  | { type: 'closed' };

interface Client {
  connection: LiveConnection;
  /** When it last connected (a new connection after the restart, not the old one's last words). */
  connectedAt: number | null;
  disconnectedAt: number | null;
  /**
   * When it first had counts of its date on a connection opened after `arm`: its return. Later
   * moves (instances evening out their sockets) do not move it.
   */
  backAt: number | null;
}

const CONNECT_BATCH = 100;
const clients: Client[] = [];
/** Counts received after this instant are "again". */
let armedAt = Number.POSITIVE_INFINITY;

const { reply } = parentChannel<StormClientsReply>();

function open(url: string, date: string, localAddress: string): Promise<boolean> {
  return new Promise((resolve) => {
    // engine.io-client hands `localAddress` on to `ws` in Node; its browser-first types omit it.
    const socketOptions = { forceNew: true, localAddress } as ConnectLiveOptions['socketOptions'];
    const connection = connectLive(url, { socketOptions });
    const client: Client = { connection, connectedAt: null, disconnectedAt: null, backAt: null };
    clients.push(client);
    connection.socket.on('connect', () => {
      client.connectedAt = instant();
    });
    connection.socket.on('disconnect', () => {
      client.disconnectedAt = instant();
    });
    let settled = false;
    followDate(connection.socket, date, {
      onStats: (_stats: TLiveStats) => {
        if (client.backAt === null && client.connectedAt !== null && client.connectedAt > armedAt)
          client.backAt = instant();
        if (!settled) {
          settled = true;
          resolve(true);
        }
      },
    });
    setTimeout(() => {
      if (!settled) {
        settled = true;
        resolve(false);
      }
    }, 30_000).unref();
  });
}

async function connectAll(url: string, count: number, date: string, localAddress: string): Promise<void> {
  let failed = 0;
  // In batches, like players arriving: thousands of handshakes at once would only measure the accept queue.
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () =>
      open(url, date, localAddress),
    );
    failed += (await Promise.all(batch)).filter((ok) => !ok).length;
  }
  reply({ type: 'connected', count: count - failed, failed });
}

/**
 * Asked once the restarted server listens again, a downtime after it let its sockets go: by then
 * every client it held has heard its connection close.
 */
async function collect(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const lost = clients.filter((client) => client.disconnectedAt !== null && client.disconnectedAt > armedAt);
  while (!lost.every((client) => client.backAt !== null) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  reply({
    type: 'collected',
    times: lost.map((client) => client.backAt),
    kept: clients.length - lost.length,
  });
}

process.on('message', (message: StormClientsRequest) => {
  switch (message.type) {
    case 'connect':
      void connectAll(message.url, message.count, message.date, message.localAddress);
      break;
    case 'arm':
      armedAt = instant();
      for (const client of clients) client.backAt = null;
      reply({ type: 'armed' });
      break;
    case 'collect':
      void collect(message.timeoutMs);
      break;
    case 'close':
      for (const client of clients.splice(0)) client.connection.close();
      reply({ type: 'closed' });
      setTimeout(() => process.exit(0), 50);
      break;
  }
});
