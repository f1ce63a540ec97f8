import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'dozen_session';

/** The session cookie's value from the Cookie header, if any (no cookie-parser for one cookie). */
export function readSessionCookie(headers: IncomingHttpHeaders): string | null {
  const header = headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
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
