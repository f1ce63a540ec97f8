import type { TUserPreferences } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { applyLocalPreferences, readLocalPreferences } from '../shared/preferences.js';
import { getUserPreferences } from './account-http.js';
import { runMutation, saveUserPreferencesMutation } from './mutations.js';
import { sessionAtom } from './session.js';

/**
 * A signed-in player's preferences on the server (spec 001 §3): the same set this device keeps
 * (shared/preferences.ts), loaded at sign-in and app start, and every change made while signed in
 * saved there too, so they follow the player to every device.
 */

type Store = ReturnType<typeof getDefaultStore>;

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

/**
 * The account's preferences replace this device's (app start, sign-in to an existing account),
 * if the account is still who plays when they arrive: after a sign-out they are not the guest's.
 */
export async function loadAccountPreferences(
  userId: string,
  store: Store = getDefaultStore(),
): Promise<void> {
  try {
    const preferences = await getUserPreferences(userId);
    const session = store.get(sessionAtom);
    if (session?.userId === userId && !session.isAnonymous) applyLocalPreferences(preferences);
  } catch (error) {
    console.warn('Failed to fetch user preferences', error);
  }
}

/** A new account starts with what the player chose on this device. */
export function saveDevicePreferences(userId: string, queryClient: QueryClient): Promise<void> {
  return saveToAccount(userId, readLocalPreferences(), queryClient);
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
