import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedisClient, createRedisClient } from '../redis.js';
import type { PresenceChannel } from './channel.js';

export interface RedisChannelOptions<T> {
  redisUrl: string;
  logger: Logger;
  /** The presence's command connection, which PUBLISH goes through. */
  publisher: Redis;
  channel: string;
  /** Names the subscription's connection and its log lines. */
  name: string;
  encode(message: T): string;
  /** Null for a message that is not one (it is ignored). */
  decode(text: string): T | null;
  /**
   * Messages carry the publishing instance's id, and an instance ignores its own as they come
   * back through Redis (its listeners heard them at once). Without it, the wire format is the
   * encoded message alone, and an instance hears its own messages twice.
   */
  skipOwn?: boolean;
}

/**
 * A presence channel over Redis pub/sub. Publishing tells this instance's listeners first (so its
 * own state never lags its own change), then every instance through PUBLISH. The subscription has
 * a connection of its own; it counts as listening only from the moment Redis has confirmed the
 * SUBSCRIBE, and from its connection closing until the next confirmation it does not (a message
 * published meanwhile is lost: listeners hear `'lost'`).
 */
export function createRedisChannel<T>(
  options: RedisChannelOptions<T>,
): PresenceChannel<T> & { close(): Promise<void> } {
  const logger = options.logger.child({ component: options.name });
  const listeners = new Set<(event: T | 'lost') => void>();
  const emit = (event: T | 'lost') => {
    for (const listener of listeners) listener(event);
  };
  const origin = options.skipOwn ? `${randomUUID()} ` : '';

  let subscribed = false;
  let closed = false;
  const subscriber = createRedisClient(options.redisUrl, options.logger, {
    name: options.name,
    role: 'subscriber',
  });
  const subscribe = () => {
    subscriber.subscribe(options.channel).then(
      () => {
        if (!closed && subscriber.status === 'ready') subscribed = true;
      },
      (error: Error) =>
        logger.warn({ err: { message: error.message } }, `cannot subscribe to ${options.name}`),
    );
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== options.channel) return;
    if (origin && text.startsWith(origin)) return;
    const message = options.decode(options.skipOwn ? text.slice(text.indexOf(' ') + 1) : text);
    if (message !== null) emit(message);
  });
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    emit('lost');
  });
  // After a reconnect ioredis resubscribes by itself; ours tells us when Redis has confirmed it.
  subscriber.on('ready', subscribe);

  return {
    async publish(message) {
      emit(message);
      try {
        await options.publisher.publish(options.channel, origin + options.encode(message));
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message } }, `${options.name}: message not published`);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => subscribed,
    async close() {
      closed = true;
      subscribed = false;
      listeners.clear();
      await closeRedisClient(subscriber);
    },
  };
}
