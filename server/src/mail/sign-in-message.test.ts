import { describe, expect, it } from 'vitest';
import { escapeHtml, signInLink, signInMessage } from './sign-in-message.js';

describe('the sign-in message', () => {
  const link = signInLink('https://dozen.example', 'abc_DEF-123');

  it('has the code in the subject, and the code, link, lifetimes and "ignore" line in both parts', () => {
    const message = signInMessage({ code: '042917', link });
    expect(link).toBe('https://dozen.example/auth-complete?token=abc_DEF-123');
    expect(message.subject).toBe('Your Dozen sign-in code: 042917');
    for (const part of [message.text, message.html]) {
      for (const expected of ['042917', link, 'expires in 5 minutes', 'within 10 minutes'])
        expect(part).toContain(expected);
    }
    expect(message.text).toContain("If you didn't ask to sign in to Dozen, you can ignore this e-mail.");
    expect(message.html).toContain('If you didn&#39;t ask to sign in to Dozen, you can ignore this e-mail.');
  });

  it('escapes everything it puts in the HTML', () => {
    const message = signInMessage({
      code: '123456',
      link: 'https://x.example/auth-complete?token=a"><script>&',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain(
      'href="https://x.example/auth-complete?token=a&quot;&gt;&lt;script&gt;&amp;"',
    );
  });

  it.each([
    ['<b>"it\'s" & more</b>', '&lt;b&gt;&quot;it&#39;s&quot; &amp; more&lt;/b&gt;'],
    ['plain', 'plain'],
  ])('escapeHtml(%j)', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
