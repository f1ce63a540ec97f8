import { atom, type createStore } from 'jotai';
import {
  defaultOnboarding,
  onboardingStep,
  parseOnboarding,
  type OnboardingEvent,
  type OnboardingMessage,
  type OnboardingState,
  type OnboardingStep,
} from './onboarding.js';
import { readJson, StorageKey, writeJson } from '../shared/storage.js';

/**
 * Where onboarding lives at run time: its state in an atom mirrored to local storage
 * (`dozen_onboarding`), and the banner it shows. Every transition goes through `applyOnboarding`
 * with the pure machine of onboarding.ts; the game controller feeds it the game's events, the
 * stats views the one event outside a game (the leaderboard first viewed).
 */

type Store = ReturnType<typeof createStore>;

function readStoredOnboarding(): OnboardingState {
  return readJson(StorageKey.onboarding, parseOnboarding) ?? defaultOnboarding(Date.now());
}

/** null until the first transition of this page: until then, what storage holds. */
const writtenAtom = atom<OnboardingState | null>(null);

export const onboardingAtom = atom(
  (get) => get(writtenAtom) ?? readStoredOnboarding(),
  (_get, set, next: OnboardingState) => {
    set(writtenAtom, next);
    writeJson(StorageKey.onboarding, next);
  },
);

/** The onboarding banner on screen, if any (one at a time: a new message replaces it). */
export const onboardingMessageAtom = atom<OnboardingMessage | null>(null);

/** Runs one event through the stage machine; a message it answers goes on the banner. */
export function applyOnboarding(store: Store, event: OnboardingEvent, now = Date.now()): OnboardingStep {
  const current = store.get(onboardingAtom);
  const step = onboardingStep(current, event, now);
  if (step.state !== current) store.set(onboardingAtom, step.state);
  if (step.message) store.set(onboardingMessageAtom, step.message);
  return step;
}

/** Takes the banner down (its close button, after the fade, or the game moving on). */
export function clearOnboardingMessage(store: Store): void {
  store.set(onboardingMessageAtom, null);
}
