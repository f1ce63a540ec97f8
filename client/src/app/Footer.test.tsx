import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer.js';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('meta[name^="dozen:"]').forEach((meta) => meta.remove());
});

/** What the server injects into index.html for the operator's configuration. */
function configure(links: Record<string, string>) {
  for (const [name, content] of Object.entries(links)) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

function footerLinks() {
  return within(screen.getByRole('contentinfo'))
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('shows the four modal buttons always, and no link the operator has not configured', () => {
    render(<Footer year={2026} />);
    const footer = screen.getByRole('contentinfo');
    for (const name of ['How to Play', 'Add to Home', 'Settings', 'Privacy Policy'])
      expect(within(footer).getByRole('button', { name })).toBeInTheDocument();
    expect(footerLinks()).toEqual([]);
    expect(footer).toHaveTextContent('© 2026 Dozen. All rights reserved.');
  });

  it.each([
    [
      { 'dozen:support-email': 'help@example.org' },
      [['Support', 'mailto:help@example.org?subject=Dozen%20support']],
    ],
    [
      { 'dozen:sister-game-url': 'https://words.example/', 'dozen:sister-game-name': 'Sixes' },
      [['Play Sixes (our sister word game, opens in a new tab)', 'https://words.example/']],
    ],
    // Never a link that is not a web address, nor a link without its name.
    [{ 'dozen:sister-game-url': 'javascript:alert(1)', 'dozen:sister-game-name': 'X' }, []],
    [{ 'dozen:sister-game-url': 'https://words.example/' }, []],
    [{ 'dozen:support-email': '' }, []],
  ])('with %j shows %j', (links, expected) => {
    configure(links);
    render(<Footer year={2026} />);
    expect(footerLinks()).toEqual(expected);
  });
});
