import { DEFAULT_USER_PREFERENCES, type TUserPreferences } from '@dozen/engine/contract';
import { type QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { getUserPreferences } from '../api/account-http.js';
import { runMutation, saveUserPreferencesMutation } from '../api/mutations.js';
import { StorageKey, browserStore, removeKey, type KeyValueStore } from './storage.js';
import { applyTheme, readThemeChoice, saveThemeChoice } from './styles/theme.js';
import { sessionAtom } from '../api/session.js';

/**
 * The player's preferences (spec 001 §3: contextualSuggestionsDisabled, continuousModeModalSeen;
 * and the theme). The game always reads them from this browser's storage; for a signed-in player
 * the server keeps the same set, so they follow the player to every device: loaded at sign-in and
 * app start, and every change made while signed in is saved there too. The one place that
 * changes them.
 */

type Store = ReturnType<typeof getDefaultStore>;

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

/**
 * A change made by the player (Settings, the suggestion banner, the continuous-mode explainer):
 * applied here at once, and saved to the account when signed in. A failed save is only logged:
 * the change holds on this device, and the next change sends the whole set again.
 */
export function changePreferences(
  change: Partial<TUserPreferences>,
  { queryClient, store = getDefaultStore() }: { queryClient: QueryClient; store?: Store },
): void {
  applyLocalPreferences(change);
  const session = store.get(sessionAtom);
  if (!session || session.isAnonymous) return;
  void saveToAccount(session.userId, readLocalPreferences(), queryClient);
}

/** The account's preferences replace this device's (app start, sign-in to an existing account). */
export async function loadAccountPreferences(userId: string): Promise<void> {
  try {
    applyLocalPreferences(await getUserPreferences(userId));
  } catch (error) {
    console.warn('Failed to fetch user preferences', error);
  }
}

/** A new account starts with what the player chose on this device. */
export function saveDevicePreferences(userId: string, queryClient: QueryClient): Promise<void> {
  return saveToAccount(userId, readLocalPreferences(), queryClient);
}

/** Signed out: the next player on this device starts from the defaults, not the account's choices. */
export function resetLocalPreferences(): void {
  applyLocalPreferences(DEFAULT_USER_PREFERENCES);
}

async function saveToAccount(
  userId: string,
  preferences: TUserPreferences,
  queryClient: QueryClient,
): Promise<void> {
  try {
    await runMutation(queryClient, saveUserPreferencesMutation(), { userId, preferences });
  } catch (error) {
    console.warn('Failed to save user preferences', error);
  }
}
