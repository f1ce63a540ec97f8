import type { QueryClient } from '@tanstack/react-query';

/**
 * What this browser keeps of a player, when the player changes (spec 001 §4). The account feature
 * knows when (a sign-in here or elsewhere, a sign-out, a session that ended); the app knows what
 * (the game's saved and kept games, the day's words, what was revealed, the last pool) and hands
 * this feature its policy at start (app/main.tsx, app/player-data.ts).
 */
export interface PlayerDataPolicy {
  /** Signed in to an existing account: the anonymous player's data is the account's now. */
  handOverToAccount(anonymousId: string, accountId: string): void;
  /** The account left this browser: nothing of it stays for the next player to see. */
  forgetAccount(accountId: string): void;
  /** Before signing out: the game in progress goes to the account. Throws without a connection. */
  sendGameBeforeSignOut(accountId: string, queryClient: QueryClient): Promise<unknown>;
  /** A player is here (again): the games kept for it are sent. */
  syncKeptGames(playerId: string, queryClient: QueryClient): Promise<number>;
}

let policy: PlayerDataPolicy | undefined;

export function setPlayerDataPolicy(next: PlayerDataPolicy): void {
  policy = next;
}

export function playerData(): PlayerDataPolicy {
  if (!policy) throw new Error('No player data policy: the app sets it before it starts (app/main.tsx)');
  return policy;
}
