import type { Logger } from 'pino';
import type { House, SocketShares } from '../presence/socket-shares.js';
import type { DozenServer } from './sockets.js';

/**
 * Evens out the sockets of several instances behind a least-connections balancer (nginx's
 * `least_conn`, deploy/nginx.conf). A socket lives for hours, so after a rolling deployment the
 * instance restarted last holds almost none while the others hold its former players, and the next
 * restart moves them all at once. Every few seconds each instance reports its count through the
 * presence; once the house is at rest, one holding more than its even share lets the excess go, a
 * bounded number at a time, the way a deployment does (the transport closed, so the client
 * reconnects at once), and the balancer sends them to the emptier instance.
 *
 * Only behind such a balancer: with clients connected straight to an instance, or a balancer that
 * sends a client back where it was, the sockets let go would come straight back, for ever.
 */

/** How often the counts are reported and compared. */
export const REBALANCE_EVERY_MS = 2_000;
/** Sockets let go at once at most: each costs the instance that takes it a handshake. */
const REBALANCE_BATCH = 1_000;

/** Above its share by this much an instance leaves things be: a few sockets either way cost nothing. */
export const rebalanceSlack = (share: number) => Math.max(1, Math.ceil(share / 20));

/** Starts the reports; answers the function that stops them. */
export function startRebalancing(io: DozenServer, shares: SocketShares, logger: Logger): () => void {
  let reporting = false;
  /**
   * The house at the previous report. Sockets are compared only once the house is at rest: the
   * same instances, the same total within the slack. While clients are on their way (a restart's
   * storm, or the sockets this instance let go, not yet counted by the others, whose reports are
   * older than the move) the house looks emptier than it is; letting go then would move players
   * twice in one deployment, or too many, and they would come back.
   */
  let previous: House | undefined;

  async function evenOut(): Promise<void> {
    const held = io.engine.clientsCount;
    const house = await shares.report(held);
    const before = previous;
    previous = house;
    if (house.instances < 2 || before?.instances !== house.instances) return;
    const share = Math.ceil(house.total / house.instances);
    const slack = rebalanceSlack(share);
    if (Math.abs(house.total - before.total) > slack || held - share <= slack) return;
    const letGo = Math.min(held - share, REBALANCE_BATCH);
    let left = letGo;
    for (const socket of io.of('/').sockets.values()) {
      if (left-- <= 0) break;
      socket.conn.close();
    }
    logger.info({ held, share, letGo }, 'sockets let go to even out the instances');
  }

  /** Redis unreachable: said once, not every report, until a report goes through again. */
  let failing = false;
  const timer = setInterval(() => {
    if (reporting) return;
    reporting = true;
    evenOut()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing)
          logger.warn({ err: error }, 'socket counts not shared: the instances are not evened out');
        failing = true;
        previous = undefined;
      })
      .finally(() => {
        reporting = false;
      });
  }, REBALANCE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
