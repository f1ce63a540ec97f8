import { afterAll, expect, it } from 'vitest';
import { puzzleDate } from '@dozen/engine';
import {
  now,
  openLiveClient,
  receivingSince,
  waitForClients,
  type LiveClient,
} from './deployment-clients.js';
import { COUNTER_MODES } from './harness.js';
import { deploymentBehindProxy, startInstance, type Instance } from './instances.js';
import { waitFor } from './live-support.js';

/**
 * Two instances sharing Redis behind nginx running the shipped deploy/nginx.conf, with
 * REBALANCE_SOCKETS (live/rebalance.ts): every live client connects while only the first instance
 * runs, as after a rolling deployment; once the second is up, the first lets its excess go and the
 * clients it let go reconnect, through nginx, to the second, until the two hold the same number.
 * Every client keeps receiving its counts, and an even house stays as it is.
 */

const LIVE_CLIENTS = 12;
const hasRedis = COUNTER_MODES.some((mode) => mode.mode === 'redis');
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const held = (instances: readonly Instance[]) =>
  Promise.all(instances.map((instance) => instance.openSockets()));

it.runIf(hasRedis)(
  'instances behind nginx even out their sockets, and every client keeps its counts',
  async () => {
    const { ports, proxy, env } = await deploymentBehindProxy(cleanup, { rebalance: true });
    const first = await startInstance('instance 1', env, ports[0]);
    cleanup.push(() => first.stop());

    // The second refuses (not started yet): nginx passes every socket to the first.
    const clients: LiveClient[] = Array.from({ length: LIVE_CLIENTS }, () =>
      openLiveClient(proxy.url, puzzleDate(new Date())),
    );
    cleanup.push(async () => clients.forEach((client) => client.connection.close()));
    await waitFor(
      'every client with its first counts',
      () => clients.every((c) => c.stats.length > 0) || undefined,
    );
    expect(await first.openSockets()).toBe(LIVE_CLIENTS);

    const second = await startInstance('instance 2', env, ports[1]);
    cleanup.push(() => second.stop());
    const startedAt = now();
    await waitFor(
      'the two instances holding the same number of sockets',
      async () => {
        const counts = await held([first, second]);
        return counts[0] === LIVE_CLIENTS / 2 && counts[1] === LIVE_CLIENTS / 2 ? true : undefined;
      },
      30_000,
    );

    // The clients let go saw a closed transport, as in a deployment, and have their counts again.
    const moved = clients.filter((client) => client.disconnects.length > 0);
    expect(moved).toHaveLength(LIVE_CLIENTS / 2);
    expect(
      moved.every((client) => client.disconnects.every((loss) => loss.reason === 'transport close')),
    ).toBe(true);
    await waitForClients(
      'every client receiving counts again',
      moved,
      (c) => receivingSince(c, startedAt),
      startedAt,
    );

    // Even, the house stays as it is over the next reports (every 2 s).
    const losses = clients.reduce((sum, client) => sum + client.disconnects.length, 0);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(clients.reduce((sum, client) => sum + client.disconnects.length, 0)).toBe(losses);
    expect(await held([first, second])).toEqual([LIVE_CLIENTS / 2, LIVE_CLIENTS / 2]);
  },
);
