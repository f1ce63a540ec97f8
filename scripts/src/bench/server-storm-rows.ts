/** Part 4 of `npm run bench -- server` (`--only=storm`): the figures of server-storm.ts as rows. */
import { randomUUID } from 'node:crypto';
import type { Row } from './bench-table.js';
import type { App } from './server-app.js';
import { measureReconnectStorm } from './server-storm.js';

export interface StormPartOptions {
  sockets: number;
  /** Restarts of each server. */
  restarts: number;
  /** How long the port stays closed between the two processes of a restart. */
  downtimeMs: number;
  /** Our server's listen backlog. */
  backlog: number;
  /** Ours as two instances behind nginx (`--storm-proxy`), one of them restarted. */
  proxied: boolean;
  /** With the proxy: the instances share Redis and even out their sockets between restarts. */
  redisUrl: string | undefined;
}

export async function measureStormRows(app: App, options: StormPartOptions): Promise<Row[]> {
  console.log(
    `reconnect storm: ${options.sockets} clients, ${options.restarts} restarts of each server, port closed ${options.downtimeMs} ms, our listen backlog ${options.backlog}${options.proxied ? `, ours two instances behind nginx${options.redisUrl ? ' evening out their sockets, each restart once they are even' : ''}` : ''}…`,
  );
  const { dozen, bare } = await measureReconnectStorm({
    sockets: options.sockets,
    restarts: options.restarts,
    downtimeMs: options.downtimeMs,
    backlog: options.backlog,
    proxied: options.proxied,
    ...(options.proxied && options.redisUrl
      ? { shared: { redisUrl: options.redisUrl, keyPrefix: `bench-storm:${randomUUID()}:` } }
      : {}),
    databaseUrl: app.databaseUrl,
    date: app.submitTarget.date,
  });
  if (dozen.missing + bare.missing > 0)
    console.warn(`  clients without counts again: ${dozen.missing} (ours), ${bare.missing} (bare)`);
  // Behind nginx, ours is timed from the restarted instance letting its sockets go (server-storm.ts).
  const ours = options.proxied ? ' (ours: two instances behind nginx, from the sockets let go)' : '';
  return [
    {
      figure: `storm: all ${options.sockets} clients back after restart${ours}`,
      value: dozen.allBackMs,
      anchor: bare.allBackMs,
      unit: 'ms',
      goal: { kind: 'max', ratio: 0.5 },
    },
    {
      figure: 'storm: median client back after restart',
      value: dozen.medianBackMs,
      anchor: bare.medianBackMs,
      unit: 'ms',
      goal: null,
    },
    {
      figure: 'storm: server CPU per client back',
      value: dozen.cpuMsPerClient,
      anchor: bare.cpuMsPerClient,
      unit: 'ms',
      goal: null,
    },
  ];
}
