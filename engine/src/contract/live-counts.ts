import type { TLiveStats } from './socket.js';

/**
 * The counts a live-stats message carries: all of it but its date. Apart from socket.ts, whose
 * schemas would bring zod into the client's first page with this list.
 */
export const LIVE_COUNTS = [
  'totalPlayers',
  'lifetimePlayers',
  'playersReachedScore',
  'playersReachedWord',
  'highestUniqueWords',
] as const satisfies ReadonlyArray<keyof TLiveStats>;
