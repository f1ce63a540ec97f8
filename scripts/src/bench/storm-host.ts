/**
 * Child process of the reconnect-storm benchmark: ONE server process of a restart, on a port the
 * parent chooses. It prepares everything first (`prepare`: database pool, live stats rebuilt from
 * PostgreSQL, Socket.IO attached) and listens only when told (`listen`), so the parent controls how
 * long the port was closed; `stop` lets the sockets go the way a deployment does (every transport
 * closed, so clients reconnect), then the process exits.
 *   dozen: the real createRealtime over a real LiveStats (in-process counters, the bench's
 *          PostgreSQL), as server/src/index.ts builds it.
 *   bare:  a bare Socket.IO server doing the same exchange with none of our code: the stats on
 *          connection, and on `watch` an acknowledgement and the stats again.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { puzzleDate } from '@dozen/engine';
import { listen } from '@dozen/server/http-server';
import { attachBareSocketIo } from './bare-socketio.js';
import { instant, parentChannel } from './ipc.js';
import { attachLiveStack, closeHttp, type SharedPresence } from './live-host.js';

export type StormKind = 'dozen' | 'bare';

export type StormHostRequest =
  | {
      type: 'prepare';
      kind: StormKind;
      port: number;
      databaseUrl: string;
      backlog: number;
      /** Ours only: instances of one deployment, evening out their sockets. */
      shared?: SharedPresence;
    }
  | { type: 'listen' }
  | { type: 'usage' }
  | { type: 'stop' };

export type StormHostReply =
  | { type: 'prepared' }
  | { type: 'listening'; at: number }
  /** CPU this process used since it started listening: what the storm cost the server. */
  | { type: 'usage'; cpuMicros: number; loopDelayP99Ms: number; loopDelayMaxMs: number; sockets: number }
  | { type: 'stopped'; at: number };

interface Host {
  server: http.Server;
  /** The sockets it holds now. */
  sockets(): number;
  /** Lets every socket go (transports closed) and closes what the host opened. */
  close(): Promise<void>;
}

const { reply } = parentChannel<StormHostReply>();
let host: Host | undefined;
let port = 0;
let backlog = 0;
let cpuAtListen: NodeJS.CpuUsage | undefined;
/** How late the event loop ran from listening on: a busy loop leaves connections waiting in the accept queue. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

async function prepareDozen(databaseUrl: string, url: string, shared?: SharedPresence): Promise<Host> {
  const server = http.createServer();
  const { liveStats, realtime, close } = attachLiveStack(server, databaseUrl, url, shared);
  // Like index.ts: today's counters are rebuilt from PostgreSQL before the port opens.
  await liveStats.snapshot(puzzleDate(new Date()));
  return { server, sockets: () => realtime.io.engine.clientsCount, close };
}

function prepareBare(): Host {
  const server = http.createServer();
  const io = attachBareSocketIo(server);
  return {
    server,
    sockets: () => io.engine.clientsCount,
    async close() {
      io.engine.close();
      await closeHttp(server);
    },
  };
}

process.on('message', (message: StormHostRequest) => {
  void (async () => {
    switch (message.type) {
      case 'prepare':
        port = message.port;
        backlog = message.backlog;
        host =
          message.kind === 'dozen'
            ? await prepareDozen(message.databaseUrl, `http://127.0.0.1:${port}`, message.shared)
            : prepareBare();
        reply({ type: 'prepared' });
        break;
      case 'listen':
        await listen(host!.server, port, '127.0.0.1', backlog);
        cpuAtListen = process.cpuUsage();
        loopDelay.enable();
        reply({ type: 'listening', at: instant() });
        break;
      case 'usage': {
        const used = process.cpuUsage(cpuAtListen);
        reply({
          type: 'usage',
          cpuMicros: used.user + used.system,
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
          loopDelayMaxMs: loopDelay.max / 1e6,
          sockets: host?.sockets() ?? 0,
        });
        break;
      }
      case 'stop': {
        await host?.close();
        reply({ type: 'stopped', at: instant() });
        setTimeout(() => process.exit(0), 50);
        break;
      }
    }
  })();
});
