import { StorageKey, browserStore } from '../../shared/storage.js';

/**
 * Tells the other tabs of this browser that who is signed in changed (spec 001 §4 "Cross-tab
 * and mobile sync"). They share the session cookie, so the message carries nothing to trust: a
 * tab that hears it asks the server who it is now (features/account/identity.ts).
 *
 * Two carriers: a BroadcastChannel where the browser has one, and always the spec's
 * auth-state-changed entry in local storage (`dozen_auth_state_changed`, a timestamp), whose
 * `storage` event other tabs hear where BroadcastChannel is missing. A tab listens to one of the
 * two, so it hears each change once.
 */

export const IDENTITY_CHANNEL = 'dozen-identity';

export interface IdentityBroadcast {
  /** Tells the other tabs (never this one). */
  announce(): void;
  close(): void;
}

export function openIdentityBroadcast(onChangedElsewhere: () => void): IdentityBroadcast {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(IDENTITY_CHANNEL) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.authStateChanged && event.newValue !== null) onChangedElsewhere();
  };
  if (channel) channel.onmessage = () => onChangedElsewhere();
  else window.addEventListener('storage', onStorage);

  return {
    announce() {
      const at = String(Date.now());
      channel?.postMessage({ type: 'identity-changed', at });
      try {
        browserStore()?.setItem(StorageKey.authStateChanged, at);
      } catch {
        // Without storage, tabs without BroadcastChannel catch up on their next reload.
      }
    },
    close() {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    },
  };
}
