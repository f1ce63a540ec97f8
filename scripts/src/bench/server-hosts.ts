/**
 * Child process of `npm run bench -- server`: hosts ONE live-count server, so its memory per
 * socket is measured in a process of its own (run with --expose-gc), and times its broadcasts.
 *   socket.io: the real createRealtime over a real LiveStats (in-process counters, the bench's
 *              PostgreSQL), as index.ts builds it.
 *   bare:      a bare Socket.IO server doing the same exchange (bare-socketio.ts): the anchor of
 *              memory per socket.
 *   ws:        a plain `ws` server sending the same JSON to every socket: the anchor of delivery.
 */
import { broadcastToRoom } from '@dozen/server/live/room-broadcast';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { puzzleDate } from '@dozen/engine';
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
import { statsRoom } from '@dozen/server/realtime';
import { WebSocketServer } from 'ws';
import { attachBareSocketIo, bareRoom } from './bare-socketio.js';
import { instant, parentChannel } from './ipc.js';
import { attachLiveStack, closeHttp } from './live-host.js';
import { openFileCount, openFileLimit } from './open-files.js';

export type HostKind = 'socket.io' | 'bare' | 'ws';

export type HostRequest =
  | { type: 'start'; kind: HostKind; databaseUrl: string }
  | { type: 'memory' }
  | { type: 'broadcast'; stats: TLiveStats }
  | { type: 'change'; playerId: string }
  | { type: 'stop' };

export type HostReply =
  | { type: 'listening'; url: string; today: string }
  | { type: 'memory'; bytes: number; rss: number; openFiles: number }
  /** CPU of the broadcast until the event loop turned: all of it, and the kernel's share (system time). */
  | { type: 'sent'; sentAt: number; cpuMicros: number; systemMicros: number }
  | { type: 'changed'; startedAt: number; totalPlayers: number }
  | { type: 'stopped' };

interface Host {
  url: string;
  broadcast(stats: TLiveStats): void;
  change?(playerId: string): Promise<number>;
  close(): Promise<void>;
}

const parent = parentChannel<HostReply>();
const today = puzzleDate(new Date());
let host: Host | undefined;

/**
 * A server out of open files cannot accept (EMFILE on accept): say so once, and stop the run,
 * rather than let Node throw the listener's 'error' as an unhandled exception.
 */
function reportAcceptFailures(server: http.Server | WebSocketServer): void {
  server.on('error', (error: Error & { code?: string }) => {
    parent.reply({
      type: 'failed',
      reason:
        error.code === 'EMFILE'
          ? `the server process is out of open files (EMFILE): ${openFileCount()} open of ${openFileLimit()}; one socket is one file`
          : `the server failed: ${error.message}`,
    });
  });
}

async function listen(server: http.Server): Promise<string> {
  reportAcceptFailures(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startSocketIo(databaseUrl: string): Promise<Host> {
  const server = http.createServer();
  const url = await listen(server);
  const { liveStats, realtime, firstWord, close } = attachLiveStack(server, databaseUrl, url);
  return {
    url,
    // What a broadcast does once it has read the counts.
    broadcast: (stats) => broadcastToRoom(realtime.io, statsRoom(today), SocketEvent.Stats, stats),
    async change(playerId) {
      await firstWord(playerId, today);
      return (await liveStats.snapshot(today)).totalPlayers;
    },
    close,
  };
}

async function startBare(): Promise<Host> {
  const server = http.createServer();
  const url = await listen(server);
  const io = attachBareSocketIo(server);
  return {
    url,
    broadcast: (stats) => io.local.to(bareRoom(today)).emit(SocketEvent.Stats, stats),
    async close() {
      io.engine.close();
      await closeHttp(server);
    },
  };
}

async function startWs(): Promise<Host> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  reportAcceptFailures(wss);
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    broadcast(stats) {
      const data = JSON.stringify(stats);
      for (const client of wss.clients) client.send(data);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('server-hosts.ts must run with --expose-gc');
  gc();
  gc();
}

const starters: Record<HostKind, (databaseUrl: string) => Promise<Host>> = {
  'socket.io': startSocketIo,
  bare: startBare,
  ws: startWs,
};

process.on('message', (message: HostRequest) => {
  void (async () => {
    switch (message.type) {
      case 'start':
        host = await starters[message.kind](message.databaseUrl);
        parent.reply({ type: 'listening', url: host.url, today });
        break;
      case 'memory': {
        collectGarbage();
        const usage = process.memoryUsage();
        parent.reply({
          type: 'memory',
          bytes: usage.heapUsed + usage.external,
          rss: usage.rss,
          openFiles: openFileCount(),
        });
        break;
      }
      case 'broadcast': {
        const cpu = process.cpuUsage();
        const sentAt = instant();
        host!.broadcast(message.stats);
        // The writes are handed to the sockets by the time the event loop turns.
        await new Promise((resolve) => setImmediate(resolve));
        const used = process.cpuUsage(cpu);
        parent.reply({ type: 'sent', sentAt, cpuMicros: used.user + used.system, systemMicros: used.system });
        break;
      }
      case 'change': {
        const startedAt = instant();
        const totalPlayers = await host!.change!(message.playerId);
        parent.reply({ type: 'changed', startedAt, totalPlayers });
        break;
      }
      case 'stop':
        await host?.close();
        parent.reply({ type: 'stopped' });
        setTimeout(() => process.exit(0), 50);
        break;
    }
  })().catch((error: unknown) =>
    parent.reply({ type: 'failed', reason: error instanceof Error ? error.message : String(error) }),
  );
});
