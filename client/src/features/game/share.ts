/**
 * Sharing (spec 000 §9): the day's letters spaced out plus tags, through the native share sheet
 * where there is one, else the clipboard ('Copied to clipboard!', 3 s). A share the player
 * cancels is not an error. Shared from a celebration or from Game Complete.
 */

export type ShareMoment = 'topWord' | 'allTargets' | 'targetScore' | 'gameComplete';

export const SHARE_TAGS = '#Dozen #DailyWordPuzzle #WordGame';

export interface ShareFacts {
  moment: ShareMoment;
  /** The day's 12 letters. */
  letters: string;
  /** 'Saturday, November 21, 2026'. */
  dateLabel: string;
  score: number;
  /** The day's Target Score, which the score is set against (as on the score card). */
  targetScore: number;
  /** A continuous game: its points do not count against the Target Score. */
  continuous: boolean;
  wordCount: number;
  url: string;
  /** Played from the archive: the text names the day and says so, in the past tense. */
  fromArchive?: boolean;
}

function archiveHeadline({ moment, score, targetScore, continuous }: ShareFacts): string {
  switch (moment) {
    case 'topWord':
      return 'I found the top word!';
    case 'allTargets':
      return 'I found all the target words!';
    case 'targetScore':
      return 'I reached the target score with my own combination!';
    case 'gameComplete':
      return !continuous && score >= targetScore ? 'I reached the Target Score!' : 'I played a past Dozen!';
  }
}

function headline(facts: ShareFacts): string {
  if (facts.fromArchive) return archiveHeadline(facts);
  const { moment, score, targetScore, continuous } = facts;
  switch (moment) {
    case 'topWord':
      return "I found today's top word!";
    case 'allTargets':
      return "I found all of today's target words!";
    case 'targetScore':
      return "I reached today's target score with my own combination!";
    case 'gameComplete':
      return !continuous && score >= targetScore
        ? "I reached today's Target Score!"
        : "I played today's Dozen!";
  }
}

/** The text shared: never the words themselves, so a share spoils nothing for friends. */
export function shareText(facts: ShareFacts): string {
  const spaced = [...facts.letters.toUpperCase()].join(' ');
  const words = `${facts.wordCount} ${facts.wordCount === 1 ? 'word' : 'words'}`;
  const tally = facts.continuous
    ? `${words} in Continuous Mode`
    : `${facts.score} of ${facts.targetScore} points · ${words}`;
  const title = facts.fromArchive
    ? `Dozen — Puzzle of ${facts.dateLabel} (from the archive)`
    : `Dozen · ${facts.dateLabel}`;
  return [title, headline(facts), spaced, tally, SHARE_TAGS, facts.url].join('\n');
}
