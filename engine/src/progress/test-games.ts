/** Known games for the progress tests (not shipped: only the tests import it). */
import { addDays } from '../day.js';
import type { GameFacts } from './game-facts.js';

/** A normal game on a day whose Target Score is 40 and Target Word score 16. */
export function factsOf(overrides: Partial<GameFacts> = {}): GameFacts {
  return {
    date: '2026-11-21',
    continuous: false,
    finalScore: 20,
    points: 20,
    wordCount: 4,
    longestWord: 5,
    bestWordScore: 8,
    targetWordsFound: 0,
    dayTargetScore: 40,
    dayTargetWordScore: 16,
    ...overrides,
  };
}

/** `count` games, one a day, ending on `lastDate`, oldest first; `make(i)` shapes the i-th. */
export function gameSeries(
  count: number,
  lastDate: string,
  make: (index: number) => Partial<GameFacts> = () => ({}),
): GameFacts[] {
  return Array.from({ length: count }, (_, i) =>
    factsOf({ date: addDays(lastDate, i - (count - 1)), ...make(i) }),
  );
}
