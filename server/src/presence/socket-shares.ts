/**
 * How many live sockets each instance holds, shared so that an instance can tell it holds more
 * than its even share (live/rebalance.ts). In process there is one instance and no share to keep.
 */
export interface SocketShares {
  /**
   * Records this instance's count of sockets, and answers the house: the sockets of all the live
   * instances (each as last reported, this one's just now) and how many instances that is.
   */
  report(sockets: number): Promise<House>;
}

export interface House {
  total: number;
  instances: number;
}

/** One instance: the house is this instance. */
export const LOCAL_SOCKET_SHARES: SocketShares = {
  report: async (sockets) => ({ total: sockets, instances: 1 }),
};
