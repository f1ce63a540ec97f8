import type { TBoardRow, TMemberStatus } from '@dozen/engine/contract';

/** Pure words of Friends' screens (no React), each with its test. */

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "2nd of 7": a place on a board. */
export function placeText(position: number, of: number): string {
  return `${ordinal(position)} of ${of}`;
}

export const STATUS_LABEL: Record<TMemberStatus, string> = {
  not_started: 'Not started',
  playing: 'Playing now',
  finished: 'Finished',
};

/** The help a row shows it used: hints, target-word hints, a reveal (as the competition counts them). */
export function aidsText(
  row: Pick<TBoardRow, 'hintsUsed' | 'targetWordHintsUsed' | 'revealed'>,
): string | null {
  const parts: string[] = [];
  if (row.hintsUsed > 0) parts.push(`${row.hintsUsed} hint${row.hintsUsed === 1 ? '' : 's'}`);
  if (row.targetWordHintsUsed > 0)
    parts.push(`${row.targetWordHintsUsed} word hint${row.targetWordHintsUsed === 1 ? '' : 's'}`);
  if (row.revealed) parts.push('revealed');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "just now", "5 min ago", "2 h ago", "3 days ago": how old an offline copy is. */
export function ageText(readAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(readAt)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** What a live change of a member's row says to a screen reader: "Bo: playing now, 18 points, 2 words". */
export function changeSentence(row: Pick<TBoardRow, 'name' | 'status' | 'score' | 'wordCount'>): string {
  return [
    `${row.name}: ${STATUS_LABEL[row.status].toLowerCase()}`,
    `${row.score} point${row.score === 1 ? '' : 's'}`,
    `${row.wordCount} word${row.wordCount === 1 ? '' : 's'}`,
  ].join(', ');
}
