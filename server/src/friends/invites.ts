import { createHash, createHmac, randomFillSync } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * Invite links: `${PUBLIC_URL}/join/<token>`. A token is HMAC-SHA-256(key, league id ‖ seed) cut
 * to 160 bits (32 base32 characters), the seed 160 random bits drawn when the league is made and
 * again at each rotation, the key derived from AUTH_SECRET for this purpose alone. The database
 * keeps the seed (so any member can be shown the link again) and SHA-256 of the token (how a link
 * is looked up); neither is the token, and without AUTH_SECRET a dump opens no league. A rotated
 * seed leaves the old token matching no row, like a link that never existed.
 */
export interface Invites {
  /** A new seed and the hash of its token (a league's first link, or a rotation). */
  draw(leagueId: string): { seed: Uint8Array; hash: Uint8Array };
  /** The link to share, from the league's seed. */
  urlOf(leagueId: string, seed: Uint8Array): string;
  /** The lookup key of a token as it arrived. */
  hashOf(token: string): Uint8Array;
}

const KEY_PURPOSE = 'dozen/league-invite/v1';
const SEED_BYTES = 20;
const TOKEN_BYTES = 20;

/** The client's page of a link (the route in client/src/app/App.tsx). */
export const JOIN_PATH = '/join/';

export function createInvites(authSecret: Uint8Array, publicUrl: string): Invites {
  const key = createHmac('sha256', authSecret).update(KEY_PURPOSE).digest();
  const tokenOf = (leagueId: string, seed: Uint8Array) =>
    encodeBase32LowerCaseNoPadding(
      createHmac('sha256', key).update(leagueId).update(seed).digest().subarray(0, TOKEN_BYTES),
    );
  const hashOf = (token: string) => new Uint8Array(createHash('sha256').update(token, 'utf8').digest());
  return {
    draw(leagueId) {
      const seed = randomFillSync(new Uint8Array(SEED_BYTES));
      return { seed, hash: hashOf(tokenOf(leagueId, seed)) };
    },
    urlOf: (leagueId, seed) => `${publicUrl}${JOIN_PATH}${tokenOf(leagueId, seed)}`,
    hashOf,
  };
}
