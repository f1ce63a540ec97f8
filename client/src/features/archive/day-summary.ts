import type { TArchiveDay, TArchiveResult } from '@dozen/engine/contract';

/** The targets a result reached, named (the calendar's icons carry these as their text). */
export function reachedTargets(result: TArchiveResult): string[] {
  return [
    result.targetScore && 'Target Score',
    result.targetWord && 'Target Word',
    result.mostWords && 'Most Words',
  ].filter((name): name is string => Boolean(name));
}

/** The targets reached on the day or later, each named once. */
export function targetsOfDay(day: Pick<TArchiveDay, 'onTheDay' | 'later'>): string[] {
  const all = [day.onTheDay, day.later].flatMap((result) => (result ? reachedTargets(result) : []));
  return [...new Set(all)];
}

function resultText(how: string, result: TArchiveResult, targetScore: number): string {
  const reached = reachedTargets(result);
  const score = `${how}, ${result.bestScore} of ${targetScore}`;
  return reached.length > 0 ? `${score}, ${reached.join(' and ')} reached` : score;
}

/**
 * A day as the calendar names it to a screen reader and the list writes it:
 * "Monday, November 16: played on the day, 142 of 180, Target Word reached".
 */
export function daySummary(day: TArchiveDay): string {
  const results = [
    day.onTheDay && resultText('played on the day', day.onTheDay, day.targetScore),
    day.later && resultText('played later', day.later, day.targetScore),
  ].filter(Boolean);
  return `${day.label}: ${results.length > 0 ? results.join('; ') : 'not played'}`;
}

/** The best score of a day, on the day or later (null: never played). */
export function bestScoreOf(day: Pick<TArchiveDay, 'onTheDay' | 'later'>): number | null {
  const scores = [day.onTheDay, day.later].flatMap((result) => (result ? [result.bestScore] : []));
  return scores.length > 0 ? Math.max(...scores) : null;
}
