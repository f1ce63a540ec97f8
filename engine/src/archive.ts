/**
 * Past puzzles: what an archive game reached and the day's answers shown after it.
 * Pure; the server stores and serves them (server/src/services/archive-*.ts). An archive game is
 * judged against its day's own numbers, never against the day's live race: the day is over.
 */
import type { Dictionary } from './dictionary.js';
import { scoreWord } from './letters.js';
import type { DailyPool } from './pool.js';
import { uniqueWordCount } from './rules/achievements.js';
import { poolWords } from './solver.js';

export interface ArchiveWord {
  word: string;
  score: number;
}

export interface ArchiveTargets {
  /** A normal game's score reached the day's Target Score (its maximum); never a continuous one. */
  targetScore: boolean;
  /** The game spelled the day's top word, or a word scoring as much as the day's best word. */
  targetWord: boolean;
  /** As many distinct words as the day's record (the most anyone found on the day), and some. */
  mostWords: boolean;
}

/** The targets one verified archive game reached against its day. */
export function archiveTargets(
  game: { finalScore: number; continuous: boolean; words: readonly ArchiveWord[] },
  day: {
    pool: Pick<DailyPool, 'topWord' | 'maxWordScore' | 'maxPossibleScore'>;
    /** The most distinct words any player found on the day. */
    mostWordsRecord: number;
  },
): ArchiveTargets {
  const { pool } = day;
  const top = pool.topWord.toLowerCase();
  const words = uniqueWordCount(game.words);
  return {
    targetScore: !game.continuous && pool.maxPossibleScore > 0 && game.finalScore >= pool.maxPossibleScore,
    targetWord: game.words.some(
      ({ word, score }) =>
        word.toLowerCase() === top || (pool.maxWordScore > 0 && score >= pool.maxWordScore),
    ),
    mostWords: words > 0 && words >= day.mostWordsRecord,
  };
}

export interface ArchiveAnswers {
  topWord: ArchiveWord;
  targetWords: ArchiveWord[];
  /** Valid words of the day the game did not spell, best first, at most `shown`. */
  missedWords: ArchiveWord[];
  /** Every valid word of the day. */
  totalValidWords: number;
}

/** The day's answers after an archive game that spelled `spelled`. */
export function archiveAnswers(
  pool: Pick<DailyPool, 'letters' | 'topWord' | 'optimalWordCombination'>,
  dictionary: Dictionary,
  spelled: readonly string[],
  shown: number,
): ArchiveAnswers {
  const found = new Set(spelled.map((word) => word.toLowerCase()));
  const valid = poolWords(pool.letters, dictionary);
  const missedWords: ArchiveWord[] = [];
  for (const { word, score } of valid) {
    if (missedWords.length >= shown) break;
    if (!found.has(word)) missedWords.push({ word, score });
  }
  const scored = (word: string): ArchiveWord => ({ word, score: scoreWord(word) });
  return {
    topWord: scored(pool.topWord),
    targetWords: pool.optimalWordCombination.map(scored),
    missedWords,
    totalValidWords: valid.length,
  };
}
