import { DEFAULT_USER_PREFERENCES, type TUserPreferences } from '@dozen/engine/contract';
import { StorageKey, browserStore, removeKey, type KeyValueStore } from './storage.js';
import { applyTheme, readThemeChoice, saveThemeChoice } from './styles/theme.js';

/**
 * The player's preferences on this device (spec 001 §3: contextualSuggestionsDisabled,
 * continuousModeModalSeen; and the theme). The game always reads them from this browser's storage;
 * for a signed-in player the server keeps the same set (api/preferences.ts saves and loads it), so
 * they follow the player to every device. The one place that writes them here.
 */

/** Whether the player switched contextual suggestions off (Settings, or the banner's Hide). */
export function suggestionsDisabled(store: KeyValueStore | null = browserStore()): boolean {
  const raw = store?.getItem(StorageKey.suggestionsDisabled) ?? null;
  return raw !== null && raw !== 'false' && raw !== '0';
}

export function readLocalPreferences(store: KeyValueStore | null = browserStore()): TUserPreferences {
  return {
    contextualSuggestionsDisabled: suggestionsDisabled(store),
    continuousModeModalSeen: (store?.getItem(StorageKey.continuousModeModalSeen) ?? null) !== null,
    theme: readThemeChoice(store),
  };
}

/** Writes preferences where the game reads them, and shows the theme at once. */
export function applyLocalPreferences(
  preferences: Partial<TUserPreferences>,
  store: KeyValueStore | null = browserStore(),
): void {
  try {
    if (preferences.contextualSuggestionsDisabled !== undefined)
      store?.setItem(StorageKey.suggestionsDisabled, String(preferences.contextualSuggestionsDisabled));
  } catch {
    // Without storage the switch lasts for this page only.
  }
  if (preferences.continuousModeModalSeen !== undefined) {
    try {
      if (preferences.continuousModeModalSeen) store?.setItem(StorageKey.continuousModeModalSeen, 'true');
      else removeKey(StorageKey.continuousModeModalSeen, store);
    } catch {
      // Without storage the explainer simply shows again.
    }
  }
  if (preferences.theme !== undefined) {
    saveThemeChoice(preferences.theme, store);
    applyTheme(preferences.theme);
  }
}

/** Re-applies what is stored (another tab changed it): the theme of this document follows. */
export function showStoredTheme(): void {
  applyTheme(readThemeChoice());
}

/** Signed out: the next player on this device starts from the defaults, not the account's choices. */
export function resetLocalPreferences(): void {
  applyLocalPreferences(DEFAULT_USER_PREFERENCES);
}
