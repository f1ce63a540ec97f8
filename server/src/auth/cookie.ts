import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'dozen_session';

const COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/**
 * The session cookie's value from the Cookie header, if any (no cookie-parser for one cookie).
 * Scans for `dozen_session=` at the start of a pair instead of splitting the whole header: it is
 * read on every API request.
 */
export function readSessionCookie(headers: IncomingHttpHeaders): string | null {
  const header = headers.cookie;
  if (!header) return null;
  for (let at = header.indexOf(COOKIE_PREFIX); at !== -1; at = header.indexOf(COOKIE_PREFIX, at + 1)) {
    if (!startsPair(header, at)) continue;
    const start = at + COOKIE_PREFIX.length;
    const end = header.indexOf(';', start);
    return (end === -1 ? header.slice(start) : header.slice(start, end)).trim();
  }
  return null;
}

/** Whether a cookie name starting at `at` begins a pair: the header's start, or after `;` and blanks. */
function startsPair(header: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (header[before] === ' ' || header[before] === '\t')) before -= 1;
  return before === -1 || header[before] === ';';
}

/**
 * `dozen_session=<token>; Path=/; Expires=…; HttpOnly; SameSite=Lax`, and `Secure` when the
 * site is served over https. Tokens are [a-z2-7.] only: nothing to encode.
 */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  if (existing === undefined) res.setHeader('Set-Cookie', cookie);
  else res.setHeader('Set-Cookie', [...(Array.isArray(existing) ? existing : [String(existing)]), cookie]);
}
