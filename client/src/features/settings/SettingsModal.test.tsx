import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { suggestionsDisabled } from '../../shared/preferences.js';
import { sessionAtom } from '../../api/session.js';
import { renderWithQueries } from '../../test-support/render.js';
import SettingsModal from './SettingsModal.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  getDefaultStore().set(sessionAtom, null);
});

function renderSettings() {
  return renderWithQueries(<SettingsModal onClose={() => {}} />);
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

  it('offers System, Light, Dark and High contrast, applied at once and remembered on this device', async () => {
    const user = userEvent.setup();
    renderSettings();
    const group = screen.getByRole('group', { name: 'Theme' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
      'contrast',
    ]);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'High contrast' }));
    expect(document.documentElement.dataset.theme).toBe('contrast');
    expect(localStorage.getItem('dozen_theme')).toBe('contrast');
    // Arrow keys move through a radio group.
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');

    await user.click(within(group).getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('dozen_theme')).toBeNull();
    expect(document.documentElement.dataset.theme).toMatch(/^(light|dark|contrast)$/);
  });
});
