import type { TStatsResponse } from './contract/game.js';
import { formatPuzzleDate } from './day.js';
import { countdownText } from './day-clock.js';

/**
 * How the home screen writes the day's counts, shared by the client's components and the server,
 * which fills them into the prerendered home shell (server/src/http/home-shell.ts) so the page's
 * first paint already shows what React will render.
 */

/** Spec 000 §2: lifetime players shown = the server's lifetime count + 133. */
export const LIFETIME_PLAYERS_OFFSET = 133;

export function displayedLifetimePlayers(serverLifetimePlayers: number): number {
  return serverLifetimePlayers + LIFETIME_PLAYERS_OFFSET;
}

/**
 * A count as the tiles show it, grouped as en-US writes it ("12,345"); '–' while it is unknown (it
 * keeps the tile's height). Counts are whole numbers. Grouped by hand, not by Intl.NumberFormat:
 * the first Intl object a page makes loads the browser's locale data, ~20 ms of main thread on a
 * desktop core and four times that on a slow phone, and the home screen's first render would pay
 * it before its buttons answer (home-counts.test.ts holds the two to the same texts).
 */
export function formatCount(value: number | undefined): string {
  return value === undefined ? '–' : String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The tiles' captions: each is one text, so the server can fill it in whole. */
export const statCaption = {
  lifetimePlayers: (lifetime: number | undefined) => `${formatCount(lifetime)} lifetime players`,
  targetScore: (maxPossibleScore: number | undefined) => `reached ${formatCount(maxPossibleScore)} points`,
  targetWord: (maxWordScore: number | undefined) => `found the ${formatCount(maxWordScore)}-point word`,
  mostWords: (highestUniqueWords: number | undefined) =>
    `your words · top ${formatCount(highestUniqueWords)}`,
};

/**
 * The home screen's server-known texts, each rendered as the whole text of an element carrying
 * `data-shell-field="<name>"` (the player's own word count is this device's: not among them).
 */
export const HomeShellField = {
  puzzleDate: 'puzzle-date',
  countdown: 'countdown',
  playersToday: 'players-today',
  lifetimePlayers: 'lifetime-players',
  playersReachedScore: 'players-reached-score',
  targetScoreCaption: 'target-score-caption',
  playersReachedWord: 'players-reached-word',
  targetWordCaption: 'target-word-caption',
  mostWordsCaption: 'most-words-caption',
} as const;
export type HomeShellFieldName = (typeof HomeShellField)[keyof typeof HomeShellField];

/** Every field's text for these stats at `now` (the countdown is the only one that moves). */
export function homeShellTexts(stats: TStatsResponse, now: number): Record<HomeShellFieldName, string> {
  const rollover = Date.parse(stats.nextRolloverAt);
  return {
    [HomeShellField.puzzleDate]: formatPuzzleDate(stats.date),
    [HomeShellField.countdown]: Number.isNaN(rollover)
      ? '\u00a0'
      : countdownText(Math.max(0, rollover - now)),
    [HomeShellField.playersToday]: formatCount(stats.totalPlayers),
    [HomeShellField.lifetimePlayers]: statCaption.lifetimePlayers(
      displayedLifetimePlayers(stats.lifetimePlayers),
    ),
    [HomeShellField.playersReachedScore]: formatCount(stats.playersReachedScore),
    [HomeShellField.targetScoreCaption]: statCaption.targetScore(stats.maxPossibleScore),
    [HomeShellField.playersReachedWord]: formatCount(stats.playersReachedWord),
    [HomeShellField.targetWordCaption]: statCaption.targetWord(stats.maxWordScore),
    [HomeShellField.mostWordsCaption]: statCaption.mostWords(stats.highestUniqueWords),
  };
}
