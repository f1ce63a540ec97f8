/**
 * A league's board, from its members' facts of a day: one row each, the order, the places, the
 * day's winners and the week's standings. Pure: the server builds every board answer and socket
 * row with it, and the client orders the rows it is sent with the same functions.
 */
import type { TBoardRow, TBoardTarget, TMemberStatus, TWeekStanding } from '../contract/friends.js';
import { dayAchievements, type AchievementStatus, type ScoredWord } from '../rules/achievements.js';

/** A member's stored day (the server's game entry), as the board reads it. */
export interface EntryFacts {
  /** Best score of the day's normal games. */
  finalScore: number;
  /** Every word of the day's stored games (continuous ones included). */
  words: readonly ScoredWord[];
  /** Stored games of the day: one or more means the member has ended a game. */
  playCount: number;
  hintsUsed: number;
  targetWordHintsUsed: number;
  topWordRevealed: boolean;
  targetWordsRevealed: boolean;
  continuousPlayed: boolean;
}

/** The game a member is playing now, as they last reported it (each word checked by the server). */
export interface LiveFacts {
  words: readonly ScoredWord[];
  /** The game's score; 0 for a continuous game. */
  score: number;
  continuous: boolean;
}

export interface MemberDay {
  memberId: number;
  name: string;
  entry: EntryFacts | null;
  live: LiveFacts | null;
}

export interface BoardTargets {
  maxPossibleScore: number;
  maxWordScore: number;
}

export function memberStatus(member: Pick<MemberDay, 'entry' | 'live'>): TMemberStatus {
  if ((member.entry?.playCount ?? 0) > 0) return 'finished';
  if ((member.live?.words.length ?? 0) > 0 || (member.entry?.words.length ?? 0) > 0) return 'playing';
  return 'not_started';
}

/** The day's best score of a normal game, stored or in progress (a continuous game scores 0). */
export function dayScore(member: Pick<MemberDay, 'entry' | 'live'>): number {
  return Math.max(
    member.entry?.finalScore ?? 0,
    member.live && !member.live.continuous ? member.live.score : 0,
  );
}

/** The day's words, stored and live together, each once (case-insensitive), at its best score. */
function wordsOfDay(member: MemberDay): ScoredWord[] {
  const byWord = new Map<string, ScoredWord>();
  for (const list of [member.entry?.words ?? [], member.live?.words ?? []]) {
    for (const { word, score } of list) {
      const key = word.toLowerCase();
      const known = byWord.get(key);
      if (!known || known.score < score) byWord.set(key, { word: key, score });
    }
  }
  return [...byWord.values()];
}

function target(status: AchievementStatus): TBoardTarget {
  if (!status.reached) return 'none';
  return status.qualified ? 'qualified' : 'reached';
}

/**
 * One member's row. The score is the day's best normal game, the one in progress included; a
 * continuous game scores 0 (spec 000 §4) but its words count, and its Target Word too. Targets
 * follow the competitive rules: hints or a reveal make a reached target not count, and so does
 * continuous mode for the Target Score (as the day's counts judge it: services/entries.ts).
 * `showWords` false leaves `words` null: the caller may not see them yet.
 */
export function boardRow(member: MemberDay, targets: BoardTargets, showWords: boolean): TBoardRow {
  const { entry, live } = member;
  const words = wordsOfDay(member);
  const score = dayScore(member);
  const aids = {
    hintsUsed: entry?.hintsUsed ?? 0,
    targetWordHintsUsed: entry?.targetWordHintsUsed ?? 0,
    topWordRevealed: entry?.topWordRevealed ?? false,
    targetWordsRevealed: entry?.targetWordsRevealed ?? false,
  };
  const achievements = dayAchievements(
    { finalScore: score, words, continuous: false, ...aids },
    { ...targets, mostWords: Number.POSITIVE_INFINITY },
  );
  const continuousPlayed = (entry?.continuousPlayed ?? false) || (live?.continuous ?? false);
  const targetScore = target(
    continuousPlayed
      ? { reached: achievements.targetScore.reached, qualified: false }
      : achievements.targetScore,
  );
  return {
    memberId: member.memberId,
    name: member.name,
    status: memberStatus(member),
    score,
    wordCount: words.length,
    targetScore,
    targetWord: target(achievements.targetWord),
    hintsUsed: aids.hintsUsed,
    targetWordHintsUsed: aids.targetWordHintsUsed,
    revealed: aids.topWordRevealed || aids.targetWordsRevealed,
    words: showWords ? words.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1)) : null,
  };
}

type Ranked = Pick<TBoardRow, 'memberId' | 'name' | 'score' | 'wordCount'>;

/** One collator for every comparison (String.prototype.localeCompare makes one each time). */
const names = new Intl.Collator('en');

function byName(a: Pick<Ranked, 'name' | 'memberId'>, b: Pick<Ranked, 'name' | 'memberId'>): number {
  return names.compare(a.name, b.name) || a.memberId - b.memberId;
}

/** By score, then words, then name (a stable order for ties). */
export function sortBoard<T extends Ranked>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.score - a.score || b.wordCount - a.wordCount || byName(a, b));
}

/**
 * Places of sorted rows, competition style: equal score and words share a place and the next
 * place skips (1, 2, 2, 4).
 */
export function boardPositions(sorted: readonly Ranked[]): number[] {
  const positions: number[] = [];
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    const tied = previous && previous.score === row.score && previous.wordCount === row.wordCount;
    positions.push(tied ? positions[index - 1]! : index + 1);
  });
  return positions;
}

/** The place of one member on a board (its rows in any order). */
export function positionOf(rows: readonly Ranked[], memberId: number): number {
  const sorted = sortBoard(rows);
  const at = sorted.findIndex((row) => row.memberId === memberId);
  return at < 0 ? sorted.length + 1 : boardPositions(sorted)[at]!;
}

/** The winners of a day that is over: first place, when anyone scored or found a word. */
export function winnersOf(sorted: readonly Ranked[]): number[] {
  if (!sorted.some((row) => row.score > 0 || row.wordCount > 0)) return [];
  const positions = boardPositions(sorted);
  return sorted.filter((_, index) => positions[index] === 1).map((row) => row.memberId);
}

/** By points, then days played, then name. */
export function sortStandings(rows: readonly TWeekStanding[]): TWeekStanding[] {
  return [...rows].sort((a, b) => b.points - a.points || b.daysPlayed - a.daysPlayed || byName(a, b));
}

/** A day's row as the week counts it: its score, on a day the member played (a word or a game). */
export function weekShare(row: Pick<TBoardRow, 'status' | 'score'> | undefined): {
  points: number;
  days: number;
} {
  if (!row || row.status === 'not_started') return { points: 0, days: 0 };
  return { points: row.score, days: 1 };
}
