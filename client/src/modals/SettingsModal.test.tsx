import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { suggestionsDisabled } from '../game/storage.js';
import { sessionAtom } from '../state/session.js';
import SettingsModal from './SettingsModal.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  getDefaultStore().set(sessionAtom, null);
});

function renderSettings() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsModal onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('Settings', () => {
  it('switches contextual suggestions, stored where the game reads them, and shows the user id', async () => {
    const user = userEvent.setup();
    getDefaultStore().set(sessionAtom, { userId: 'u_abc123', isAnonymous: true });
    renderSettings();
    const toggle = screen.getByRole('switch', { name: 'Contextual Suggestions' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Appear When You Need Help');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Disabled');
    expect(localStorage.getItem('dozen_contextualSuggestionsDisabled')).toBe('true');
    expect(suggestionsDisabled()).toBe(true);

    await user.click(toggle);
    expect(suggestionsDisabled()).toBe(false);
    expect(screen.getByTestId('settings-user-id')).toHaveTextContent('u_abc123');
  });

  it('offers Sign Out only when signed in, with the spec confirmation', async () => {
    const user = userEvent.setup();
    getDefaultStore().set(sessionAtom, { userId: 'u_abc123', isAnonymous: true });
    const { unmount } = renderSettings();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    unmount();

    getDefaultStore().set(sessionAtom, { userId: 'u_abc123', isAnonymous: false });
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('dialog', { name: 'Sign Out?' })).toHaveAccessibleDescription(
      'Are you sure you want to sign out? This will end your current session.',
    );
  });
});
