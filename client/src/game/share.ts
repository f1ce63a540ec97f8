/**
 * Sharing an achievement (spec 000 §9): the day's letters spaced out plus tags, through the
 * native share sheet where there is one, else the clipboard ('Copied to clipboard!', 3 s). A
 * share the player cancels is not an error.
 */

export type ShareAchievement = 'topWord' | 'allTargets' | 'targetScore';

const HEADLINE: Record<ShareAchievement, string> = {
  topWord: "I found today's top word!",
  allTargets: "I found all of today's target words!",
  targetScore: "I reached today's target score with my own combination!",
};

export const SHARE_TAGS = '#Dozen #DailyWordPuzzle #WordGame';
export const COPIED_TOAST = { title: 'Copied to clipboard!', durationMs: 3000 } as const;

export interface ShareFacts {
  achievement: ShareAchievement;
  /** The day's 12 letters. */
  letters: string;
  /** 'Saturday, November 21, 2026'. */
  dateLabel: string;
  score: number;
  wordCount: number;
  url: string;
}

/** The text shared: never the words themselves, so a share spoils nothing for friends. */
export function shareText(facts: ShareFacts): string {
  const spaced = [...facts.letters.toUpperCase()].join(' ');
  const words = `${facts.wordCount} ${facts.wordCount === 1 ? 'word' : 'words'}`;
  return [
    `Dozen · ${facts.dateLabel}`,
    HEADLINE[facts.achievement],
    spaced,
    `${facts.score} points · ${words}`,
    SHARE_TAGS,
    facts.url,
  ].join('\n');
}

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
