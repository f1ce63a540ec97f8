import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * Session tokens after Lucia's current guidance (its author's replacement for the deprecated
 * `lucia` package): the cookie holds `id.secret`; the database keeps the id and SHA-256(secret)
 * only, so a leaked sessions table cannot be replayed, and the secret is compared in constant
 * time so its bytes cannot be guessed one by one from response timings.
 */

/** 120 bits: the session id (looked up, not secret). */
const ID_BYTES = 15;
/** 160 bits: the secret (hashed before storage). */
const SECRET_BYTES = 20;
const TOKEN_PATTERN = /^([a-z2-7]{24})\.([a-z2-7]{32})$/;

export function randomBase32(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(randomFillSync(new Uint8Array(bytes)));
}

export interface NewSessionToken {
  id: string;
  secret: string;
  /** What the cookie carries. */
  token: string;
  secretHash: Uint8Array;
}

export function generateSessionToken(): NewSessionToken {
  const id = randomBase32(ID_BYTES);
  const secret = randomBase32(SECRET_BYTES);
  return { id, secret, token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

/**
 * node:crypto's native SHA-256, not a pure-JS one: the hot validate-word route checks the secret
 * on every request, and the JS version cost more than the rest of the session lookup.
 */
export function hashSecret(secret: string): Uint8Array {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  // A plain Uint8Array of its own (32 bytes copied), like the bytes the database gives back: not a
  // Buffer, and not a view that would keep a shared buffer alive in the session cache.
  return new Uint8Array(digest);
}

/** The token's parts, or null when it cannot be one of ours (no database lookup for junk). */
export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const hash = hashSecret(secret);
  return hash.length === storedHash.length && timingSafeEqual(hash, storedHash);
}

/**
 * Two secrets of the token's form compared in constant time (no early exit): a request's secret
 * against one an earlier request proved for the same session (auth/session-cache.ts).
 */
export function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i % b.length);
  return difference === 0;
}

/** A new user id: opaque, URL-safe, matches the contract's ZUserId. */
export function generateUserId(): string {
  return `u_${randomBase32(15)}`;
}
