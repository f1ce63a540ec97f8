import { describe, expect, it } from 'vitest';
import { emailKey, generateCode, generateLinkToken, hashCode, hashLinkToken } from './sign-in-secrets.js';

const KEY = Buffer.from('k'.repeat(32));

describe('sign-in secrets', () => {
  it('codes are 6 digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('the code hash is an HMAC bound to the key and the e-mail (known answer)', () => {
    const hash = hashCode(KEY, 'a@b.example', '123456');
    expect(hash.toString('hex')).toBe(
      // printf 'a@b.example\000123456' | openssl dgst -sha256 -hmac "$(printf 'k%.0s' {1..32})"
      'dc5c2ea9f6a7950d1085d87cfc08cf86c0856e8d00b150192fbdd0edda0209c4',
    );
    expect(hashCode(KEY, 'c@b.example', '123456').equals(hash)).toBe(false);
    expect(hashCode(Buffer.from('x'.repeat(32)), 'a@b.example', '123456').equals(hash)).toBe(false);
  });

  it('link tokens carry 256 bits, URL-safe; their hash is SHA-256', () => {
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateLinkToken()).not.toBe(token);
    expect(hashLinkToken('abc').toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('rate-limit keys never contain the address', () => {
    const key = emailKey(KEY, 'someone@example.test');
    expect(key).not.toContain('someone');
    expect(emailKey(KEY, 'someone@example.test')).toBe(key);
  });
});
