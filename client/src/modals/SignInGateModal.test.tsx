import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInGateModal, { GENERIC_GATE_MESSAGE, gateMessage } from './SignInGateModal.js';

afterEach(cleanup);

describe('sign-in gate', () => {
  it.each([
    [undefined, 'Some features are only available for users with accounts.'],
    ['Hints', 'Hints is only available for users with Dozen accounts'],
    ['Continuous mode', 'Continuous mode is only available for users with Dozen accounts'],
  ])('feature %s → %j', (feature, message) => {
    expect(gateMessage(feature)).toBe(message);
  });

  it('validates the e-mail, then says honestly that e-mail sign-in is not available yet', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SignInGateModal onClose={onClose} title="Sign in to access hints" feature="Hints" />);
    expect(screen.getByRole('dialog', { name: 'Sign in to access hints' })).toHaveTextContent(
      'Hints is only available for users with Dozen accounts',
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    const send = screen.getByRole('button', { name: 'Send Sign-In Link' });
    expect(email).toHaveFocus();
    expect(send).toBeDisabled();

    await user.type(email, 'player@example');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();

    await user.type(email, '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('E-mail sign-in is not available yet');

    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the generic message without a feature', () => {
    render(<SignInGateModal onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Sign In or Sign Up' })).toHaveTextContent(
      GENERIC_GATE_MESSAGE,
    );
  });
});
