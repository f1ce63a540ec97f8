import { describe, expect, it } from 'vitest';
import { ZUserId } from '@dozen/engine/contract';
import {
  generateSessionToken,
  generateUserId,
  hashSecret,
  parseSessionToken,
  secretMatches,
} from './token.js';

describe('session tokens', () => {
  it('are id.secret, and only the secret hash is needed to check them', () => {
    const token = generateSessionToken();
    expect(token.token).toBe(`${token.id}.${token.secret}`);
    expect(token.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(parseSessionToken(token.token)).toEqual({ id: token.id, secret: token.secret });
    expect(secretMatches(token.secret, token.secretHash)).toBe(true);
    expect(secretMatches(`${token.secret.slice(0, -1)}a`, token.secretHash)).toBe(token.secret.endsWith('a'));
  });

  it('are different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => generateSessionToken().token));
    expect(tokens.size).toBe(100);
  });

  it('hashes with SHA-256 (known answer)', () => {
    expect(Buffer.from(hashSecret('abc')).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each([
    '',
    'abc',
    'a.b',
    `${'a'.repeat(24)}.${'b'.repeat(31)}`,
    `${'A'.repeat(24)}.${'b'.repeat(32)}`,
    `${'a'.repeat(24)}.${'b'.repeat(32)}.x`,
  ])('refuses %j without a lookup', (token) => {
    expect(parseSessionToken(token)).toBeNull();
  });

  it('makes user ids the contract accepts', () => {
    expect(ZUserId.safeParse(generateUserId()).success).toBe(true);
  });
});
