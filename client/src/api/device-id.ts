import { StorageKey, browserStore } from '../shared/storage.js';

/**
 * This browser's device id (spec 001 §3 "device anonymous id"): 32 random base32 letters, made on
 * first use and kept in local storage. It is sent with the calls that give this browser an identity
 * so that the server can refuse to undo a sign-in with a late answer (server/src/routes/session.ts).
 * It proves nothing and unlocks nothing: the session cookie alone says who the player is.
 * Undefined where local storage is unavailable (the calls then go without it).
 */
export function deviceId(store = browserStore()): string | undefined {
  if (!store) return undefined;
  try {
    const kept = store.getItem(StorageKey.deviceId);
    if (kept && /^[a-z2-7]{32}$/.test(kept)) return kept;
    const made = randomBase32(32);
    store.setItem(StorageKey.deviceId, made);
    return made;
  } catch {
    return undefined;
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function randomBase32(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
}
