import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedisClient, createRedisClient } from '../redis.js';
import type { Revocation, SessionRevocations } from './types.js';

/** `session:<id>` or `user:<id>`: ids are our own base32 and `u_…` strings, never holding a colon. */
const MESSAGE = /^(session|user):([A-Za-z0-9_-]{1,128})$/;

function encode(revocation: Revocation): string {
  return 'sessionId' in revocation ? `session:${revocation.sessionId}` : `user:${revocation.userId}`;
}

function decode(message: string): Revocation | null {
  const match = MESSAGE.exec(message);
  if (!match) return null;
  return match[1] === 'session' ? { sessionId: match[2]! } : { userId: match[2]! };
}

/**
 * Revocations over a Redis channel. Publishing tells this instance's listeners first (so its own
 * cache never serves a session it just ended), then every instance through PUBLISH. The
 * subscription has a connection of its own; it counts as listening only from the moment Redis has
 * confirmed the SUBSCRIBE, and from its connection closing until the next confirmation it does
 * not (a message published meanwhile is lost: listeners hear `'lost'`).
 */
export function createRedisRevocations(options: {
  redisUrl: string;
  logger: Logger;
  /** The presence's command connection, which PUBLISH goes through. */
  publisher: Redis;
  channel: string;
}): SessionRevocations & { close(): Promise<void> } {
  const logger = options.logger.child({ component: 'session-revocations' });
  const listeners = new Set<(event: Revocation | 'lost') => void>();
  const emit = (event: Revocation | 'lost') => {
    for (const listener of listeners) listener(event);
  };

  let subscribed = false;
  let closed = false;
  const subscriber = createRedisClient(options.redisUrl, options.logger, {
    name: 'session-revocations',
    role: 'subscriber',
  });
  const subscribe = () => {
    subscriber.subscribe(options.channel).then(
      () => {
        if (!closed && subscriber.status === 'ready') subscribed = true;
      },
      (error: Error) => logger.warn({ err: { message: error.message } }, 'cannot subscribe to revocations'),
    );
  };
  subscriber.on('message', (from: string, message: string) => {
    if (from !== options.channel) return;
    const revocation = decode(message);
    if (revocation) emit(revocation);
  });
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    emit('lost');
  });
  // After a reconnect ioredis resubscribes by itself; ours tells us when Redis has confirmed it.
  subscriber.on('ready', subscribe);

  return {
    async publish(revocation) {
      emit(revocation);
      try {
        await options.publisher.publish(options.channel, encode(revocation));
      } catch (error) {
        logger.warn(
          { err: { message: (error as Error).message }, revocation },
          'revocation not published: other instances drop the session when their cached copy expires',
        );
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
