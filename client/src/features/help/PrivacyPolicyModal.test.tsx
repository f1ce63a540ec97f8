import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicyModal from './PrivacyPolicyModal.js';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('meta[name^="dozen:"]').forEach((meta) => meta.remove());
});

function configureSupportEmail(address: string) {
  const meta = document.createElement('meta');
  meta.name = 'dozen:support-email';
  meta.content = address;
  document.head.append(meta);
}

describe('Privacy Policy', () => {
  it('opens with focus on Close, not on the support link at the end of the text', () => {
    configureSupportEmail('help@example.org');
    render(<PrivacyPolicyModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    const link = within(dialog).getByRole('link', { name: 'help@example.org' });
    expect(link).toHaveAttribute('href', 'mailto:help@example.org');
    expect(link).not.toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('names no address the operator has not configured', () => {
    render(<PrivacyPolicyModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('write to the operator of this site with the user id shown in Settings');
  });

  it('says what the analytics events keep, and what they do not', () => {
    render(<PrivacyPolicyModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveTextContent('a word accepted or not (its length and score, not the word)');
    expect(dialog).toHaveTextContent(
      'no address, no browser details, and nothing goes to an analytics company',
    );
  });
});
