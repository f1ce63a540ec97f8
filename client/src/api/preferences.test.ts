import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccountPreferences } from './preferences.js';
import { sessionAtom, type Session } from './session.js';

/**
 * The account's preferences arrive after a round trip: they are this device's only if the account
 * still plays here when they land.
 */

const ACCOUNT: Session = { userId: 'account7', isAnonymous: false, email: 'player@example.com' };
const GUEST: Session = { userId: 'anon9', isAnonymous: true, email: null };
const ACCOUNT_CHOICES = { theme: 'dark', contextualSuggestionsDisabled: true, continuousModeModalSeen: true };

let store: ReturnType<typeof createStore>;

/** GET /api/user-preferences/:id answers the account's choices; `meanwhile` runs before the answer. */
function answerPreferences(meanwhile: () => void = () => {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      meanwhile();
      return new Response(JSON.stringify(ACCOUNT_CHOICES), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  store = createStore();
  store.set(sessionAtom, ACCOUNT);
});

afterEach(() => vi.unstubAllGlobals());

describe('loading the account’s preferences', () => {
  it('applies them on this device while the account plays here', async () => {
    answerPreferences();
    await loadAccountPreferences(ACCOUNT.userId, store);
    expect(localStorage.getItem('dozen_theme')).toBe('dark');
    expect(localStorage.getItem('dozen_contextualSuggestionsDisabled')).toBe('true');
  });

  it('leaves them out when the account signed out before they arrived', async () => {
    answerPreferences(() => store.set(sessionAtom, GUEST));
    await loadAccountPreferences(ACCOUNT.userId, store);
    expect(localStorage.getItem('dozen_theme')).toBeNull();
    expect(localStorage.getItem('dozen_contextualSuggestionsDisabled')).toBeNull();
  });
});
