import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createRedisChannel } from './redis-channel.js';
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
 * Revocations over a Redis channel (redis-channel.ts): this instance's listeners hear one first,
 * so its own cache never serves a session it just ended; a message published while an instance's
 * subscription is down is lost to it, and its listeners hear `'lost'`.
 */
export function createRedisRevocations(options: {
  redisUrl: string;
  logger: Logger;
  /** The presence's command connection, which PUBLISH goes through. */
  publisher: Redis;
  channel: string;
}): SessionRevocations & { close(): Promise<void> } {
  return createRedisChannel({ ...options, name: 'session-revocations', encode, decode });
}
