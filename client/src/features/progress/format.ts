import type { TStanding } from '@dozen/engine/contract';

/** Words for numbers in the stats views. */

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** One decimal when it matters: 4 words, 4.5 words. */
export const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');

/** 'Rank 3 of 40 · 93rd percentile', or why there is no rank. */
export function standingText(standing: TStanding): string {
  if (standing.rank === null || standing.percentile === null)
    return 'Not ranked yet: complete a challenge to earn points';
  return `Rank ${standing.rank} of ${standing.rankedPlayers} · ${ordinal(standing.percentile)} percentile`;
}
