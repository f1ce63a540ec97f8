import type { Logger } from 'pino';
import type { SocketShares } from '../presence/socket-shares.js';
import type { DozenServer } from './sockets.js';

/**
 * Evens out the sockets of several instances behind a least-connections balancer (nginx's
 * `least_conn`, deploy/nginx.conf). A socket lives for hours, so after a rolling deployment the
 * instance restarted last holds almost none while the others hold its former players, and the next
 * restart moves them all at once. Every few seconds each instance reports its count through the
 * presence; one holding more than its even share lets the excess go, a bounded number at a time,
 * the way a deployment does (the transport closed, so the client reconnects at once), and the
 * balancer sends them to the emptier instance.
 *
 * Only behind such a balancer: with clients connected straight to an instance, or a balancer that
 * sends a client back where it was, the sockets let go would come straight back, for ever.
 */

export interface RebalanceOptions {
  /** How often the counts are reported and compared. */
  everyMs: number;
  /** Sockets let go at once at most: each costs the instance that takes it a handshake. */
  batch: number;
  /** How long the sockets let go may take to be counted again elsewhere before comparing anyway. */
  settleMs: number;
}

export const DEFAULT_REBALANCING: RebalanceOptions = { everyMs: 2_000, batch: 1_000, settleMs: 10_000 };

/** Above its share by this much an instance leaves things be: a few sockets either way cost nothing. */
export const rebalanceSlack = (share: number) => Math.max(1, Math.ceil(share / 20));

/** Starts the reports; answers the function that stops them. */
export function startRebalancing(
  io: DozenServer,
  shares: SocketShares,
  logger: Logger,
  options: RebalanceOptions = DEFAULT_REBALANCING,
): () => void {
  let reporting = false;
  /**
   * After letting sockets go: the house's total then. Until the others count them again, their
   * reports are older than the move and the house looks emptier than it is; comparing then would
   * let go too many, and they would come back.
   */
  let settling: { total: number; until: number } | undefined;

  async function evenOut(): Promise<void> {
    const held = io.engine.clientsCount;
    const house = await shares.report(held);
    if (house.instances < 2) {
      settling = undefined;
      return;
    }
    const share = Math.ceil(house.total / house.instances);
    const slack = rebalanceSlack(share);
    if (settling) {
      if (house.total < settling.total - slack && performance.now() < settling.until) return;
      settling = undefined;
    }
    if (held - share <= slack) return;
    const letGo = Math.min(held - share, options.batch);
    let left = letGo;
    for (const socket of io.of('/').sockets.values()) {
      if (left-- <= 0) break;
      socket.conn.close();
    }
    settling = { total: house.total, until: performance.now() + options.settleMs };
    logger.info({ held, share, letGo }, 'sockets let go to even out the instances');
  }

  const timer = setInterval(() => {
    if (reporting) return;
    reporting = true;
    evenOut()
      .catch((error: unknown) => logger.warn({ err: error }, 'socket counts not compared'))
      .finally(() => {
        reporting = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
