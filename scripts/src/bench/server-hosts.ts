/**
 * Child process of `npm run bench -- server`: hosts ONE live-count server, so its memory per
 * socket is measured in a process of its own (run with --expose-gc), and times its broadcasts.
 *   socket.io: the real createRealtime over a real LiveStats (in-process counters, the bench's
 *              PostgreSQL), as index.ts builds it.
 *   ws:        a plain `ws` server sending the same JSON to every socket (the anchor).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { puzzleDate } from '@dozen/engine';
import { SocketEvent, type TLiveStats } from '@dozen/engine/contract';
import { statsRoom } from '@dozen/server/realtime';
import { WebSocketServer } from 'ws';
import { instant } from './ipc.js';
import { attachLiveStack } from './live-host.js';

export type HostKind = 'socket.io' | 'ws';

export type HostRequest =
  | { type: 'start'; kind: HostKind; databaseUrl: string }
  | { type: 'memory' }
  | { type: 'broadcast'; stats: TLiveStats }
  | { type: 'change'; playerId: string }
  | { type: 'stop' };

export type HostReply =
  | { type: 'listening'; url: string; today: string }
  | { type: 'memory'; bytes: number }
  | { type: 'sent'; sentAt: number; cpuMicros: number }
  | { type: 'changed'; startedAt: number; totalPlayers: number }
  | { type: 'stopped' };

interface Host {
  url: string;
  broadcast(stats: TLiveStats): void;
  change?(playerId: string): Promise<number>;
  close(): Promise<void>;
}

const reply = (message: HostReply) => process.send?.(message);
const today = puzzleDate(new Date());
let host: Host | undefined;

async function startSocketIo(databaseUrl: string): Promise<Host> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { liveStats, realtime, close } = attachLiveStack(server, databaseUrl, url);
  return {
    url,
    // What the tick does once it has read the counts.
    broadcast: (stats) => realtime.io.local.to(statsRoom(today)).emit(SocketEvent.Stats, stats),
    async change(playerId) {
      await liveStats.playerPlayed(today, playerId);
      return (await liveStats.snapshot(today)).totalPlayers;
    },
    close,
  };
}

async function startWs(): Promise<Host> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
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

process.on('message', (message: HostRequest) => {
  void (async () => {
    switch (message.type) {
      case 'start':
        host = message.kind === 'ws' ? await startWs() : await startSocketIo(message.databaseUrl);
        reply({ type: 'listening', url: host.url, today });
        break;
      case 'memory': {
        collectGarbage();
        const usage = process.memoryUsage();
        reply({ type: 'memory', bytes: usage.heapUsed + usage.external });
        break;
      }
      case 'broadcast': {
        const cpu = process.cpuUsage();
        const sentAt = instant();
        host!.broadcast(message.stats);
        // The writes are handed to the sockets by the time the event loop turns.
        await new Promise((resolve) => setImmediate(resolve));
        const used = process.cpuUsage(cpu);
        reply({ type: 'sent', sentAt, cpuMicros: used.user + used.system });
        break;
      }
      case 'change': {
        const startedAt = instant();
        const totalPlayers = await host!.change!(message.playerId);
        reply({ type: 'changed', startedAt, totalPlayers });
        break;
      }
      case 'stop':
        await host?.close();
        reply({ type: 'stopped' });
        setTimeout(() => process.exit(0), 50);
        break;
    }
  })();
});
