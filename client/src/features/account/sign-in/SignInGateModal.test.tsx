import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIGHT_CODE, requestsTo, type AccountState } from '../../../test-support/fake-account-server.js';
import { sessionAtom } from '../../../api/session.js';
import { closeAccountBrowser, openAccountBrowser } from '../../../test-support/account-browser.js';
import { renderModalHost } from '../../../test-support/render.js';
import { openAppModal } from '../../../shared/modal-registry.js';
import { SignInGate } from '../../game/sign-in-gates.js';
import { GENERIC_GATE_MESSAGE, gateMessage } from './SignInGateModal.js';
import { pendingSignInAtom } from './pending-sign-in.js';

/**
 * Sign Up / Sign In against the fake account server, as a player goes through it: the e-mail
 * step's validation and its failures (a rate limit, the setup help on a network or mail failure),
 * the code step (digits only, Verify at exactly six, resend countdown, another address), and the
 * sign-in that closes the dialog and says so.
 */

let server: AccountState;
const store = getDefaultStore();

beforeEach(() => {
  server = openAccountBrowser();
});

afterEach(() => {
  closeAccountBrowser();
  store.set(pendingSignInAtom, null);
});

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByRole('textbox', { name: 'Email' });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
}

describe('sign-in gate texts', () => {
  it.each([
    [undefined, 'Some features are only available for users with accounts.'],
    ['Hints', 'Hints is only available for users with Dozen accounts'],
    ['Continuous mode', 'Continuous mode is only available for users with Dozen accounts'],
  ])('feature %s → %j', (feature, message) => {
    expect(gateMessage(feature)).toBe(message);
  });

  it('uses the generic message and title without a feature', async () => {
    renderModalHost(SignInGate.generic);
    expect(await screen.findByRole('dialog', { name: 'Sign In or Sign Up' })).toHaveTextContent(
      GENERIC_GATE_MESSAGE,
    );
  });
});

describe('Sign Up / Sign In', () => {
  it('e-mail, then the code from it: digits only, Verify at six, signed in and told so', async () => {
    const user = renderModalHost(SignInGate.hints);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to access hints' });
    expect(dialog).toHaveTextContent('Hints is only available for users with Dozen accounts');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const send = within(dialog).getByRole('button', { name: 'Send Code' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(send).toBeDisabled();

    await user.type(email, 'Player@Example');
    await user.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
    await user.type(email, '.com');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(send);

    const codeDialog = await screen.findByRole('dialog', { name: 'Enter Your Code' });
    expect(requestsTo(server, 'POST /api/create-verification-code')).toEqual([
      { email: 'Player@Example.com', originalUserId: 'anon1' },
    ]);
    // The address (as the server keeps it), how long the code lasts, the link alternative.
    expect(codeDialog).toHaveTextContent('We sent a 6-digit code to player@example.com');
    expect(codeDialog).toHaveTextContent('it expires in 5 minutes');
    const code = within(codeDialog).getByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
    const verify = within(codeDialog).getByRole('button', { name: 'Verify' });

    await user.type(code, '12a3 4-5');
    expect(code).toHaveValue('12345');
    expect(verify).toBeDisabled();
    await user.type(code, '67');
    expect(code).toHaveValue('123456');
    expect(verify).toBeEnabled();

    await user.click(verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // With this browser's device id (api/device-id.ts), so the server can refuse a late answer.
    expect(requestsTo(server, 'POST /api/verify-code')).toEqual([
      { email: 'player@example.com', code: RIGHT_CODE, device: expect.stringMatching(/^[a-z2-7]{32}$/) },
    ]);
    expect(store.get(sessionAtom)).toMatchObject({ isAnonymous: false, email: 'player@example.com' });
    expect(screen.getByTestId('toast')).toHaveTextContent('Sign-in Complete');
    expect(store.get(pendingSignInAtom)).toBeNull();
  });

  it('a wrong code says so and keeps the dialog; a code that cannot be checked says that', async () => {
    const user = renderModalHost(SignInGate.hints);
    await sendCodeTo(user, 'player@example.com');
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid or expired code')).toHaveAttribute('role', 'alert');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    server.next['POST /api/verify-code'] = 'network';
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed to verify code. Please try again.')).toBeInTheDocument();
    expect(store.get(sessionAtom)?.isAnonymous).toBe(true);
  });

  it('counts down to a resend; the new code replaces the old one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderModalHost(SignInGate.hints);
    await sendCodeTo(user, 'player@example.com');
    const resend = await screen.findByRole('button', { name: 'Resend Code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 1:00.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('You can ask for a new code in 0:30.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(requestsTo(server, 'POST /api/create-verification-code')).toHaveLength(2));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'A new code is on its way to player@example.com. The previous code no longer works.',
    );
    expect(requestsTo(server, 'POST /api/create-verification-code')).toHaveLength(2);
    expect(resend).toBeDisabled();
  });

  it('another address: back to the e-mail step with the address filled in', async () => {
    const user = renderModalHost(SignInGate.hints);
    await sendCodeTo(user, 'player@example.com');
    await user.click(await screen.findByRole('button', { name: 'Use a Different E-mail' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('player@example.com');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('a code on its way is resumed when the dialog opens again; closing gives focus back to the opener', async () => {
    const user = renderModalHost(SignInGate.hints);
    await sendCodeTo(user, 'player@example.com');
    await screen.findByRole('dialog', { name: 'Enter Your Code' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Continuous mode';
    opener.addEventListener('click', () => openAppModal(SignInGate.continuousMode));
    await user.click(opener);
    const resumed = await screen.findByRole('dialog', { name: 'Enter Your Code' });
    expect(resumed).toHaveTextContent('player@example.com');
    await waitFor(() => expect(within(resumed).getByRole('textbox', { name: '6-digit code' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });

  it('too many e-mails: says when to try again, from Retry-After', async () => {
    server.next['POST /api/create-verification-code'] = {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests: slow down.' } },
      headers: { 'Retry-After': '42' },
    };
    const user = renderModalHost(SignInGate.hints);
    await sendCodeTo(user, 'player@example.com');
    expect(
      await screen.findByText('Too many sign-in e-mails were asked for. Please try again in 42 seconds.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Sign in to access hints' })).toBeInTheDocument();
  });

  it.each([
    [
      'no connection',
      'network' as const,
      "Can't Reach Dozen",
      'Network connection failed. Please check your internet connection and try again.',
      'Check that Wi-Fi or mobile data is on',
    ],
    [
      'the mail server failing (503)',
      {
        status: 503,
        body: {
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Failed to send sign-in email. Please try again.' },
        },
      },
      'Sign-In E-mail Not Sent',
      'Failed to send sign-in email. Please try again.',
      'The problem is on our side',
    ],
  ])(
    '%s opens the setup help; Try Again comes back with the address',
    async (_name, answer, title, message, advice) => {
      server.next['POST /api/create-verification-code'] = answer;
      const user = renderModalHost(SignInGate.hints);
      await sendCodeTo(user, 'player@example.com');
      const help = await screen.findByRole('dialog', { name: title });
      expect(help).toHaveAccessibleDescription(message);
      expect(help).toHaveTextContent(advice);
      await user.click(within(help).getByRole('button', { name: 'Try Again' }));
      const again = await screen.findByRole('dialog', { name: 'Sign in to access hints' });
      expect(within(again).getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
      await user.click(within(again).getByRole('button', { name: 'Send Code' }));
      expect(await screen.findByRole('dialog', { name: 'Enter Your Code' })).toBeInTheDocument();
    },
  );
});
