import { BONUS_HINT_COUNT, HINT_KEYS, NORMAL_HINT_COUNT } from '@dozen/engine';
import { ErrorCode, type TIncrementHintResponse } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { notifyLive, playablePool, type GameContext } from './context.js';
import { hintValue } from './daily-pool.js';
import { withLockedEntry } from './entries.js';

/**
 * Unlocks the player's next hint (spec 000 §4): normal hints 1–6 strictly in order, bonus hints 7
 * then 8. The order is enforced by the counters themselves: the next hint is always count + 1.
 * A score hint removes the player from the Target Score count, a bonus hint from the Target Word
 * count (the qualification is recomputed in the same transaction).
 */
export async function incrementHint(
  context: GameContext,
  auth: Auth,
  date: string,
  isBonus: boolean,
): Promise<TIncrementHintResponse> {
  const pool = await playablePool(context, date, 'Hints are only available for');

  const { result: number, entry } = await withLockedEntry(
    context.sql,
    { playerId: auth.userId, date, pool, now: context.now() },
    (entry) => {
      if (isBonus) {
        if (entry.targetWordHintsUsed >= BONUS_HINT_COUNT) {
          throw new DomainError(ErrorCode.HINTS_EXHAUSTED, 'Both bonus hints are already revealed.');
        }
        entry.targetWordHintsUsed += 1;
        return NORMAL_HINT_COUNT + entry.targetWordHintsUsed;
      }
      if (entry.hintsUsed >= NORMAL_HINT_COUNT) {
        throw new DomainError(ErrorCode.HINTS_EXHAUSTED, 'All six hints are already revealed.');
      }
      entry.hintsUsed += 1;
      return entry.hintsUsed;
    },
  );
  await notifyLive(context, 'entryChanged', () => context.liveStats.entryChanged(date, auth.userId));

  const key = HINT_KEYS[number - 1]!;
  return {
    hintsUsed: entry.hintsUsed,
    targetWordHintsUsed: entry.targetWordHintsUsed,
    hint: { number, key, value: hintValue(pool, key) },
  };
}
