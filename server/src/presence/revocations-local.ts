import type { Revocation, SessionRevocations } from './types.js';

/** Revocations of a single instance: heard at once, never missed. */
export function createLocalRevocations(): SessionRevocations {
  const listeners = new Set<(event: Revocation | 'lost') => void>();
  return {
    async publish(revocation) {
      for (const listener of listeners) listener(revocation);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => true,
  };
}
