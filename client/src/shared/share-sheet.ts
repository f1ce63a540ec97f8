/**
 * The share sheet where there is one, else the clipboard: one way to hand text to the player's
 * other apps (a game's result, a league's invite link). A share the player cancels is not copied.
 */

export const COPIED_TOAST = { title: 'Copied to clipboard!', durationMs: 3000 } as const;

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  writeClipboard?: (text: string) => Promise<void>;
}

export function browserShareEnvironment(): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeClipboard: nav?.clipboard ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export async function shareOrCopy(
  text: string,
  env: ShareEnvironment = browserShareEnvironment(),
): Promise<ShareResult> {
  if (env.share) {
    try {
      await env.share({ title: 'Dozen', text });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Share sheets can refuse (no user activation, unsupported data): fall back to copying.
    }
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
