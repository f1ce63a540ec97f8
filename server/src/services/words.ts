import { canSpell, checkWord, type DailyPool, type Dictionary } from '@dozen/engine';
import { ErrorCode, type TValidateWordRequest, type TValidateWordResponse } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { notifyLive, playablePool, type GameContext } from './context.js';
import { today } from './day-policy.js';

/**
 * Players already known to have played a date, so their later words cost no database write:
 * validate-word is the hottest route. Bounded; forgetting an entry only costs one idempotent write.
 */
class PlayedMemory {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity: number) {}

  has(date: string, playerId: string): boolean {
    return this.seen.has(`${date}|${playerId}`);
  }

  add(date: string, playerId: string): void {
    if (this.seen.size >= this.capacity) this.seen.clear();
    this.seen.add(`${date}|${playerId}`);
  }
}

/**
 * The judgement of one word against a day's pool (and the tiles still free, when given): the one
 * rule of validate-word and of the archive's (services/archive-games.ts).
 */
export function judgeWord(
  pool: DailyPool,
  word: string,
  availableLetters: string | undefined,
  dictionary: Dictionary,
): TValidateWordResponse {
  const letters = availableLetters ?? pool.letters;
  if (availableLetters !== undefined && !canSpell(availableLetters, pool.letters)) {
    throw new DomainError(ErrorCode.LETTER_NOT_IN_POOL, 'The available letters are not from the day’s pool.');
  }
  const check = checkWord(word, letters, dictionary);
  if (!check.ok) return { valid: false, word: check.word, score: 0, reason: check.code };
  return {
    valid: true,
    word: check.word,
    score: check.score,
    // A word scoring the top word's score is a Target Word (spec 000 §4), whichever it is.
    isTopWord: check.score >= pool.maxWordScore,
    isTargetWord: pool.optimalWordCombination.includes(check.word),
  };
}

export interface WordService {
  /**
   * Checks a word against the day's letters and the dictionary; a valid word also marks its
   * player as playing the date (spec 000: a player counts from their first valid word), which
   * writes `day_players` once per player and date.
   */
  validateAndMarkPlaying(request: TValidateWordRequest, auth: Auth | null): Promise<TValidateWordResponse>;
}

export function createWordService(context: GameContext): WordService {
  const played = new PlayedMemory(200_000);

  return {
    async validateAndMarkPlaying(request, auth) {
      const date = request.gameDate ?? today(context.now);
      const pool = await playablePool(context, date, 'Words can only be played on');
      const judged = judgeWord(pool, request.word, request.availableLetters, context.dictionary);
      if (!judged.valid) return judged;

      if (auth && !played.has(date, auth.userId)) {
        await notifyLive(context, 'playerPlayed', async () => {
          await context.liveStats.playerPlayed(date, auth.userId);
          played.add(date, auth.userId);
        });
      }
      return judged;
    },
  };
}
