/**
 * A player's history and Your Stats (spec 001 §2, §3 "Player history entry", §9): one entry per
 * day played with the spec's flags, both streaks, the averages and the last 30 days as a series a
 * chart can draw and a sentence per day a screen reader can read.
 */
import { addDays, formatShortPuzzleDate } from '../day.js';
import { gameAverages } from './averages.js';
import { CHALLENGE_GAMES_REQUIRED } from './eligibility.js';
import type { GameFacts } from './game-facts.js';
import { computeStreaks, type Streaks } from './streaks.js';

/** One day of the player's (a game entry), with the day's numbers. */
export interface PlayedDay {
  date: string;
  playCount: number;
  /** The day's best normal score. */
  finalScore: number;
  /** Distinct words found that day, all games together. */
  wordCount: number;
  bestWordScore: number;
  dayTargetScore: number;
  dayTargetWordScore: number;
  /** The most distinct words any player found that day (this one included). */
  dayMostWords: number;
}

export interface HistoryEntry {
  date: string;
  /** 'Sat, Nov 21'. */
  dateLabel: string;
  playCount: number;
  finalScore: number;
  wordCount: number;
  bestWordScore: number;
  /** The day's Target Score (a number; `targetScore` is the spec's flag). */
  dayTargetScore: number;
  /** finalScore as a share of the day's Target Score, percent (0–100). */
  scorePercent: number;
  /** The spec's flags: the day's Target Score, Target Word and Most Words were reached. */
  targetScore: boolean;
  targetWord: boolean;
  mostWords: boolean;
}

/** A day counts as played once a game with a word was stored (an entry can hold only a hint). */
export function isPlayed(day: Pick<PlayedDay, 'playCount' | 'wordCount'>): boolean {
  return day.playCount > 0 && day.wordCount > 0;
}

const percentOf = (score: number, target: number) =>
  target > 0 ? Math.min(100, Math.round((100 * score) / target)) : 0;

export function historyEntryOf(day: PlayedDay): HistoryEntry {
  return {
    date: day.date,
    dateLabel: formatShortPuzzleDate(day.date),
    playCount: day.playCount,
    finalScore: day.finalScore,
    wordCount: day.wordCount,
    bestWordScore: day.bestWordScore,
    dayTargetScore: day.dayTargetScore,
    scorePercent: percentOf(day.finalScore, day.dayTargetScore),
    targetScore: day.dayTargetScore > 0 && day.finalScore >= day.dayTargetScore,
    targetWord: day.dayTargetWordScore > 0 && day.bestWordScore >= day.dayTargetWordScore,
    mostWords: day.wordCount > 0 && day.wordCount >= day.dayMostWords,
  };
}

/** One day of the last-30-days series: numbers for the chart, `text` for its table or reader. */
export interface SeriesDay {
  date: string;
  label: string;
  played: boolean;
  games: number;
  finalScore: number | null;
  dayTargetScore: number | null;
  scorePercent: number | null;
  wordCount: number | null;
  targetReached: boolean;
  text: string;
}

export const SERIES_DAYS = 30;

export interface YourStats {
  /** Games stored, all time (every mode). */
  gamesPlayed: number;
  /** Days played in the look-back window. */
  daysPlayed: number;
  streaks: Streaks;
  /** Over the normal games of the window. */
  averageScorePercent: number;
  averageWordsPerGame: number;
  /** Oldest first, ending today. */
  last30Days: SeriesDay[];
  /** 'Played 12 of the last 30 days'. */
  last30DaysSummary: string;
  /** Below 5 games the modal shows 'Training Our AI Model' (spec 001 §2, §9). */
  training: { active: boolean; message: string; gamesRequired: number; remainingGames: number };
}

const games = (count: number) => `${count} game${count === 1 ? '' : 's'}`;

function seriesDay(date: string, day: PlayedDay | undefined): SeriesDay {
  const label = formatShortPuzzleDate(date);
  if (!day || !isPlayed(day)) {
    return {
      date,
      label,
      played: false,
      games: 0,
      finalScore: null,
      dayTargetScore: null,
      scorePercent: null,
      wordCount: null,
      targetReached: false,
      text: `${label}: not played`,
    };
  }
  const entry = historyEntryOf(day);
  const reached = entry.targetScore ? ', Target Score reached' : '';
  return {
    date,
    label,
    played: true,
    games: day.playCount,
    finalScore: day.finalScore,
    dayTargetScore: day.dayTargetScore,
    scorePercent: entry.scorePercent,
    wordCount: day.wordCount,
    targetReached: entry.targetScore,
    text: `${label}: ${games(day.playCount)}, best ${day.finalScore} of ${day.dayTargetScore} (${entry.scorePercent}%), ${day.wordCount} word${day.wordCount === 1 ? '' : 's'}${reached}`,
  };
}

export interface YourStatsInput {
  today: string;
  /** The player's days in the look-back window. */
  days: readonly PlayedDay[];
  /** The player's games in the window (for the averages). */
  games: readonly GameFacts[];
  /** Games stored, all time. */
  gamesPlayed: number;
}

export function yourStats(input: YourStatsInput): YourStats {
  const played = input.days.filter(isPlayed);
  const byDate = new Map(played.map((day) => [day.date, day]));
  const streaks = computeStreaks(
    played.map((day) => ({ date: day.date, played: true, reachedTarget: historyEntryOf(day).targetScore })),
    input.today,
  );
  const last30Days = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const date = addDays(input.today, i - (SERIES_DAYS - 1));
    return seriesDay(date, byDate.get(date));
  });
  const averages = gameAverages(input.games.filter((game) => game.date <= input.today));
  const remainingGames = Math.max(0, CHALLENGE_GAMES_REQUIRED - input.gamesPlayed);
  return {
    gamesPlayed: input.gamesPlayed,
    daysPlayed: played.filter((day) => day.date >= streaks.from && day.date <= input.today).length,
    streaks,
    averageScorePercent: averages.averageScorePercent,
    averageWordsPerGame: averages.averageWordsPerGame,
    last30Days,
    last30DaysSummary: `Played ${last30Days.filter((d) => d.played).length} of the last ${SERIES_DAYS} days`,
    training: {
      active: remainingGames > 0,
      message: remainingGames > 0 ? 'Training Our AI Model' : 'Your stats are ready',
      gamesRequired: CHALLENGE_GAMES_REQUIRED,
      remainingGames,
    },
  };
}
