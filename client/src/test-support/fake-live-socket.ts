import type { TLiveStats } from '@dozen/engine/contract';

/**
 * Test support: the live socket (api/socket.ts) as a test plays the server's side of it. A test
 * mocks the module with this one (`vi.mock('…/api/socket.js', () => import('…/fake-live-socket.js'))`)
 * and sends `stats` events to whoever follows a date through `socketListeners`.
 */
export const socketListeners = new Set<(stats: TLiveStats) => void>();

export async function getSocket() {
  return { connected: true };
}

export function followDate(
  _socket: unknown,
  _date: string,
  handlers: { onStats: (stats: TLiveStats) => void },
) {
  socketListeners.add(handlers.onStats);
  return () => socketListeners.delete(handlers.onStats);
}
