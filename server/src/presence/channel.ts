/**
 * A channel of the presence: what one instance publishes, every instance hears (itself included).
 * In process it is a set of listeners; in Redis, a pub/sub channel (redis-channel.ts). Session
 * revocations and league events are channels.
 */
export interface PresenceChannel<T> {
  /**
   * Tells this instance's listeners at once, then the other instances as fast as the store
   * carries it. Never rejects: a message the store cannot carry is logged and lost.
   */
  publish(message: T): Promise<void>;
  /**
   * Every message heard, and `'lost'` whenever some may have been missed (the subscription
   * dropped): a listener keeping a copy of shared state must forget it then.
   */
  subscribe(listener: (event: T | 'lost') => void): () => void;
  /** Whether every message published from now on reaches this instance. */
  listening(): boolean;
}

/** A channel of a single instance: heard at once, never missed. */
export function createLocalChannel<T>(): PresenceChannel<T> {
  const listeners = new Set<(event: T | 'lost') => void>();
  return {
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => true,
  };
}
