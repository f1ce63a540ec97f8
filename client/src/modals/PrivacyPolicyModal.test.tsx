import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicyModal from './PrivacyPolicyModal.js';

afterEach(cleanup);

describe('Privacy Policy', () => {
  it('opens with focus on Close, not on the support link at the end of the text', () => {
    render(<PrivacyPolicyModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByRole('link', { name: /^support@/ })).not.toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
