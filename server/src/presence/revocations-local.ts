import { createLocalChannel } from './channel.js';
import type { Revocation, SessionRevocations } from './types.js';

/** Revocations of a single instance: heard at once, never missed. */
export function createLocalRevocations(): SessionRevocations {
  return createLocalChannel<Revocation>();
}
