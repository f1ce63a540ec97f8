import type { QueryClient } from '@tanstack/react-query';

/**
 * What this browser keeps of a player, when the player changes (spec 001 §4). The account feature
 * knows when (a sign-in here or elsewhere, a sign-out, a session that ended); the app knows what
 * (the game's saved and kept games, the day's words, what was revealed, the last pool) and hands
 * this feature, at start, how to load its policy (app/main.tsx, app/player-data.ts): the code
 * loads after the first render, and whatever here changes the player waits for it first.
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

type Loader = () => Promise<PlayerDataPolicy>;

let load: Loader | undefined;
let loading: Promise<PlayerDataPolicy> | undefined;
let policy: PlayerDataPolicy | undefined;

export function setPlayerDataPolicy(loader: Loader): void {
  load = loader;
  loading = undefined;
  policy = undefined;
}

/** Loads the policy once (again after a failed load); answers it. */
export function loadPlayerData(): Promise<PlayerDataPolicy> {
  if (!load)
    return Promise.reject(
      new Error('No player data policy: the app sets it before it starts (app/main.tsx)'),
    );
  loading ??= load().then(
    (loaded) => (policy = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The policy, once `loadPlayerData` has loaded it. */
export function playerData(): PlayerDataPolicy {
  if (!policy) throw new Error('The player data policy is not loaded yet (loadPlayerData)');
  return policy;
}
