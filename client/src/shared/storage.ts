/**
 * Every browser-local key the game owns, and safe JSON access to them. All keys are
 * `dozen_`-prefixed (spec README); the date-stamped ones end in `_{YYYY-MM-DD}` so the weekly
 * cleanup can read their date back.
 */
export const StorageKey = {
  /** Spec 001 §3 "current user id", kept so local data can be found before the server answers. */
  userId: 'dozen_user_id',
  /** Spec 001 §3 "authenticated flag": the remembered identity is an account ('true'). */
  userAuthenticated: 'dozen_user_authenticated',
  /** Spec 001 §3 "e-mail used for sign-in": the remembered account's address. */
  signInEmail: 'dozen_email_for_sign_in',
  /** Spec 001 §3 "device anonymous id" (api/device-id.ts). */
  deviceId: 'dozen_device_anonymous_id',
  /** Spec 001 §3 "pending linking data": a sign-in code on its way (features/account/sign-in/pending-sign-in.ts). */
  pendingSignIn: 'dozen_pending_sign_in',
  gameState: 'dozen_game_state',
  validationCache: 'dozen_validation_cache',
  suggestionsDisabled: 'dozen_contextualSuggestionsDisabled',
  continuousModeModalSeen: 'dozen_continuousModeModalSeen',
  /** Settings' theme: 'light', 'dark' or 'contrast'; absent = follow the system. */
  theme: 'dozen_theme',
  lastCleanup: 'dozen_last_cleanup',
  /** Spec 001 §3 "Onboarding state" (domain/onboarding.ts). */
  onboarding: 'dozen_onboarding',
  /** Spec 001 §3 auth_state_changed: when this browser last signed in or out (other tabs follow). */
  authStateChanged: 'dozen_auth_state_changed',
  /** The last daily pool received, with the player it was for: the game's board offline. */
  lastDailyPool: 'dozen_last_daily_pool',
  /** Games that could not reach the server: the pending submit requests, until a sync succeeds. */
  syncFailed: (playerId: string, date: string) => `dozen_game_sync_failed_${playerId}_${date}`,
  /** Games that ended offline before all their words were checked: checked, then sent. */
  uncheckedGames: (playerId: string, date: string) => `dozen_game_unchecked_${playerId}_${date}`,
  /** Every word this player found on a date, across games: the "earlier words of the day". */
  completedWords: (playerId: string, date: string) => `dozen_completedWords_${playerId}_${date}`,
  /** The player confirmed the reveal warning on this date (spec 000 §4: remembered per day). */
  revealConfirmed: (date: string) => `dozen_reveal_confirmed_${date}`,
  /** What the reveal showed on this date (top word, target words), for this device's quick view. */
  revealed: (date: string) => `dozen_revealed_${date}`,
  /**
   * Past puzzles: an archive game's own keys, never the day's game's. They start with
   * ARCHIVE_KEY_PREFIX, which the weekly cleanup leaves alone: an archive puzzle's date is always
   * old, so judging these keys by it would drop a game the moment it was kept.
   */
  archiveGameState: 'dozen_archive_game_state',
  archiveSyncFailed: (playerId: string, date: string) => `dozen_archive_sync_failed_${playerId}_${date}`,
  archiveUncheckedGames: (playerId: string, date: string) => `dozen_archive_unchecked_${playerId}_${date}`,
  /** The page a player asked to sign in goes back to after the mailed link (shared/return-after-sign-in.ts). */
  returnAfterSignIn: 'dozen_return_after_sign_in',
  /** A league's last board as this player read it, shown with its age when offline. */
  leagueBoard: (playerId: string, leagueId: string) => `${LEAGUE_BOARD_KEY_PREFIX}${playerId}_${leagueId}`,
} as const;

/** Every league board copy starts with this, then the player's id (forgotten at sign-out). */
export const LEAGUE_BOARD_KEY_PREFIX = 'dozen_league_board_';

/** Every archive key starts with this (see StorageKey.archiveGameState). */
export const ARCHIVE_KEY_PREFIX = 'dozen_archive_';

/** The slice of the Web Storage API the game uses (tests pass an in-memory one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** `localStorage`, or null where it is unavailable (private modes, blocked storage). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored JSON value; a missing, unreadable or wrongly shaped value reads as null. */
export function readJson<T>(
  key: string,
  parse: (value: unknown) => T | null,
  store = browserStore(),
): T | null {
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    return parse(JSON.parse(raw));
  } catch (error) {
    console.warn(`Could not read ${key} from local storage`, error);
    return null;
  }
}

/** Writes a JSON value; a full or blocked storage only costs the local copy, never the game. */
export function writeJson(key: string, value: unknown, store = browserStore()): void {
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key} to local storage`, error);
  }
}

export function removeKey(key: string, store = browserStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Storage that refuses a removal has nothing we could lose.
  }
}

/** All keys currently stored (a copy, so callers may remove while iterating). */
export function storedKeys(store = browserStore()): string[] {
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Removes every stored key that starts with one of `prefixes` (a player's or a kind's keys). */
export function removeKeysStartingWith(prefixes: readonly string[], store = browserStore()): void {
  for (const key of storedKeys(store))
    if (prefixes.some((prefix) => key.startsWith(prefix))) removeKey(key, store);
}
