import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The secrets of an e-mail sign-in and the only forms in which they are stored.
 *
 * - The code: 6 digits from the CSPRNG. Stored as HMAC-SHA-256(key, email ‖ code): a plain hash
 *   of a 6-digit code is reversed by trying all 10^6 values, so a database dump alone must not
 *   yield live codes; the e-mail in the MAC binds the code to its address.
 * - The link token: 32 random bytes (base64url, 43 characters). Stored as SHA-256: with 256 bits
 *   of entropy no key is needed.
 */

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(key: Uint8Array, email: string, code: string): Buffer {
  // The NUL separator keeps (email, code) pairs distinct whatever they contain.
  return createHmac('sha256', key).update(`${email}\u0000${code}`, 'utf8').digest();
}

export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** An opaque id of a pending sign-in (the answer's codeId; it reveals nothing). */
export function generateRequestId(): string {
  return `sr_${randomBytes(12).toString('base64url')}`;
}

/** A hash of an e-mail for rate-limit keys, so the buckets (in Redis, say) never hold addresses. */
export function emailKey(key: Uint8Array, email: string): string {
  return createHmac('sha256', key).update(`rate-limit\u0000${email}`, 'utf8').digest('base64url');
}
