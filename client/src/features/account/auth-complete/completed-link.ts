import type { TCompleteSignInResponse } from '@dozen/engine/contract';
import type { KeyValueStore } from '../../../shared/storage.js';

/**
 * The flag of spec 001 §2 ("on success a flag is stored so that repeat visits skip
 * re-processing"): a reload or Back on /auth-complete shows the sign-in it already completed
 * instead of spending the link again (it is single use: a second POST could only fail). Kept in
 * this tab's session storage, with the fresh code for the other device: it is shown again on a
 * reload until it expires, and gone when the tab closes.
 */
export const COMPLETED_LINK_KEY = 'dozen_auth_link_completed';

export interface CompletedLink {
  token: string;
  email: string;
  code: string;
  codeExpiresAt: string;
}

function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCompletedLink(
  token: string,
  answer: Pick<TCompleteSignInResponse, 'email' | 'code' | 'codeExpiresAt'>,
  store: KeyValueStore | null = sessionStore(),
): void {
  const value: CompletedLink = {
    token,
    email: answer.email,
    code: answer.code,
    codeExpiresAt: answer.codeExpiresAt,
  };
  try {
    store?.setItem(COMPLETED_LINK_KEY, JSON.stringify(value));
  } catch {
    // Without storage a reload asks the server again, which answers that the link was used.
  }
}

/** The completed sign-in for this address's token (or, with no token left in it, the last one). */
export function completedLink(
  token: string | null,
  store: KeyValueStore | null = sessionStore(),
): CompletedLink | null {
  try {
    const raw = store?.getItem(COMPLETED_LINK_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CompletedLink>;
    const whole =
      typeof value.token === 'string' &&
      typeof value.email === 'string' &&
      typeof value.code === 'string' &&
      typeof value.codeExpiresAt === 'string';
    if (!whole) return null;
    return token === null || token === value.token ? (value as CompletedLink) : null;
  } catch {
    return null;
  }
}
