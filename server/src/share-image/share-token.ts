import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@dozen/engine/contract';

/**
 * Share tokens (the contract's ZShareToken): "a player's stored best score of a day was S with W
 * words", signed by the server so that a shared link's card needs no session and cannot be forged
 * or altered. `YYYYMMDD.S.W[.a].mac`: exactly what the card shows, and the first 128 bits of an
 * HMAC-SHA-256 over it; `.a` marks a game played from the archive, inside the MAC, so
 * it can be neither added to a day's token nor removed from an archive one. No player id: a shared link names nobody, and anyone may read it.
 *
 * The key is derived from AUTH_SECRET (HMAC(AUTH_SECRET, purpose)), never AUTH_SECRET itself, so
 * a share token can never be mistaken for, or help forge, a sign-in code's MAC. Instances sharing
 * AUTH_SECRET verify each other's tokens; changing AUTH_SECRET invalidates shared links (their
 * pages then show the day's card).
 */
export interface ShareClaim {
  date: string;
  score: number;
  wordCount: number;
  /** The score is an archive game's: the card says it was played from the archive. */
  archive: boolean;
}

export interface ShareTokens {
  sign(claim: ShareClaim): string;
  /** The claim of a token this server signed, or null for anything else (malformed, forged, altered). */
  verify(token: string): ShareClaim | null;
}

const KEY_PURPOSE = 'dozen/share-token/v1';
/** The archive's marker in the signed payload (the contract's SHARE_TOKEN_PATTERN). */
const ARCHIVE_MARK = '.a';
const MAC_BYTES = 16;

export function createShareTokens(authSecret: Uint8Array): ShareTokens {
  const key = createHmac('sha256', authSecret).update(KEY_PURPOSE).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    sign({ date, score, wordCount, archive }) {
      const payload = `${date.replaceAll('-', '')}.${score}.${wordCount}${archive ? ARCHIVE_MARK : ''}`;
      const token = `${payload}.${mac(payload).toString('base64url')}`;
      if (!SHARE_TOKEN_PATTERN.test(token)) throw new Error(`unsignable share claim: ${payload}`);
      return token;
    },
    verify(token) {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const at = token.lastIndexOf('.');
      const payload = token.slice(0, at);
      // Compared as text: base64url's last character carries unused bits, so decoding would
      // accept a few spellings of one MAC; only this server's own spelling is its token.
      const given = Buffer.from(token.slice(at + 1));
      const expected = Buffer.from(mac(payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [compactDate, score, wordCount, mark] = payload.split('.') as [string, string, string, string?];
      // A signed payload is one this server wrote: its numbers have no leading zeros to normalise.
      const date = `${compactDate.slice(0, 4)}-${compactDate.slice(4, 6)}-${compactDate.slice(6)}`;
      return { date, score: Number(score), wordCount: Number(wordCount), archive: mark === 'a' };
    },
  };
}
