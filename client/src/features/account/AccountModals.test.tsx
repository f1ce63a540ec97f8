import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, type AccountState } from '../../test-support/fake-account-server.js';
import { sessionAtom } from '../../api/session.js';
import { closeAccountBrowser, openAccountBrowser } from '../../test-support/account-browser.js';
import { renderModalHost, renderWithQueries } from '../../test-support/render.js';
import DataRecoveryModal, { RECOVERY_RELOAD_MS } from './DataRecoveryModal.js';
import { SIGN_OUT_CONFIRMATION } from './SignOutModal.js';

/**
 * The account parts of Settings against the fake account server: what a signed-in player sees,
 * preferences saved to the account, Sign Out with its confirmation, and Manual Data Recovery.
 */

const store = getDefaultStore();
let server: AccountState;
const ACCOUNT = { userId: 'account7', isAnonymous: false, email: 'player@example.com' };

beforeEach(() => {
  server = openAccountBrowser(ACCOUNT);
});

afterEach(closeAccountBrowser);

const renderHost = () => renderModalHost({ kind: 'settings' });

describe('Settings for a signed-in player', () => {
  it('shows the account and saves a changed preference to it', async () => {
    const user = renderHost();
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(settings).getByRole('region', { name: 'Account' })).toHaveTextContent(
      'Signed in as player@example.com',
    );
    expect(within(settings).getByTestId('settings-user-id')).toHaveTextContent('account7');
    await user.click(within(settings).getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST /api/user-preferences')).toEqual([
        {
          userId: 'account7',
          preferences: {
            theme: 'dark',
            contextualSuggestionsDisabled: false,
            continuousModeModalSeen: false,
          },
        },
      ]),
    );
    expect(localStorage.getItem('dozen_theme')).toBe('dark');
  });

  it('an anonymous player: no account, no Sign Out, and preferences stay on this device', async () => {
    store.set(sessionAtom, { userId: 'anon1', isAnonymous: true, email: null });
    const user = renderHost();
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(settings).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(settings).queryByRole('button', { name: 'Data Recovery' })).not.toBeInTheDocument();
    await user.click(within(settings).getByRole('switch', { name: 'Contextual Suggestions' }));
    expect(localStorage.getItem('dozen_contextualSuggestionsDisabled')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo(server, 'POST /api/user-preferences')).toEqual([]);
  });
});

describe('Sign Out', () => {
  it('asks first; Cancel goes back to Settings; Yes signs out and nothing of the account stays on screen', async () => {
    const user = renderHost();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    let confirm = await screen.findByRole('dialog', { name: 'Sign Out?' });
    expect(confirm).toHaveAccessibleDescription(SIGN_OUT_CONFIRMATION);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(requestsTo(server, 'POST /api/sign-out')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign Out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Sign Out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(sessionAtom)).toMatchObject({ isAnonymous: true, email: null });
    expect(screen.getByTestId('toast')).toHaveTextContent('Signed Out');
  });

  it('without a connection: says so, and the player is still signed in', async () => {
    server.next['POST /api/sign-out'] = 'network';
    const user = renderHost();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Sign Out' }));
    const confirm = screen.getByRole('dialog', { name: 'Sign Out?' });
    await waitFor(() => expect(within(confirm).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      'Network connection failed. Please check your internet connection and try again. You are still signed in.',
    );
    expect(store.get(sessionAtom)).toMatchObject(ACCOUNT);
  });
});

describe('Manual Data Recovery', () => {
  function renderRecovery(reload = vi.fn(), { fakeTimers = false } = {}) {
    renderWithQueries(<DataRecoveryModal onClose={() => {}} reload={reload} />);
    const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
    return { user, reload };
  }
  const field = () => screen.getByRole('textbox', { name: 'Source user ID' });
  const recover = () => screen.getByRole('button', { name: 'Recover Data' });

  it('is opened from Settings', async () => {
    const user = renderHost();
    await user.click(await screen.findByRole('button', { name: 'Data Recovery' }));
    expect(await screen.findByRole('dialog', { name: 'Data Recovery' })).toBeInTheDocument();
  });

  it('needs a source id and a user; says what the server answered', async () => {
    const { user } = renderRecovery();
    await user.type(field(), '   ');
    await user.click(recover());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a source user ID');
    expect(field()).toHaveFocus();

    store.set(sessionAtom, null);
    await user.type(field(), 'anon1');
    await user.click(recover());
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required');

    store.set(sessionAtom, { ...ACCOUNT });
    const refused =
      'Data can only be recovered from an identity this account has held on one of your devices.';
    server.next['POST /api/manual-data-recovery'] = {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: refused } },
    };
    await user.click(recover());
    expect(await screen.findByText(refused)).toHaveAttribute('role', 'alert');
    expect(requestsTo(server, 'POST /api/manual-data-recovery')).toEqual([
      { targetUserId: 'account7', sourceUserId: 'anon1' },
    ]);

    server.next['POST /api/manual-data-recovery'] = 'network';
    await user.click(recover());
    expect(await screen.findByText('Recovery attempt failed')).toBeInTheDocument();
  });

  it('recovered: says so, and reloads the page after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.next['POST /api/manual-data-recovery'] = {
      status: 200,
      body: { recovered: true, message: 'Your data has been recovered.' },
    };
    const { user, reload } = renderRecovery(vi.fn(), { fakeTimers: true });
    await user.type(field(), 'anon1');
    await user.click(recover());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data has been recovered. Reloading in 3 seconds…',
    );
    await act(() => vi.advanceTimersByTimeAsync(RECOVERY_RELOAD_MS - 100));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(reload).toHaveBeenCalledOnce();
  });
});
