import { checkWord, gameFactsOf, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import {
  ErrorCode,
  type TSubmitGameRequest,
  type TSubmitGameResponse,
  type TWordScore,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { findGame, insertGameIfAbsent } from '../storage/games.js';
import type { EntryRow } from '../storage/game-entries.js';
import { completeChallengesWithGame } from './challenge-completion.js';
import { notifyLive, playablePool, type GameContext } from './context.js';
import { toGameEntry, withLockedEntry } from './entries.js';

/**
 * Recomputes a submitted game from scratch: every word against the dictionary and the day's
 * letters, every score, the tiles, the total. The first problem found is the answer (422 with its
 * code); nothing is stored for a rejected game.
 */
export function checkGame(
  request: TSubmitGameRequest,
  pool: DailyPool,
  dictionary: Dictionary,
): TWordScore[] {
  const continuous = request.modes.length > 0;
  const seen = new Set<string>();
  const words: TWordScore[] = [];
  for (const [index, submitted] of request.wordsUsed.entries()) {
    const check = checkWord(submitted.word, pool.letters, dictionary);
    if (!check.ok) {
      throw new DomainError(check.code, `Word ${index + 1} is not accepted for this puzzle (${check.code}).`);
    }
    if (seen.has(check.word)) {
      throw new DomainError(ErrorCode.DUPLICATE_WORD, `Word ${index + 1} was already spelled in this game.`);
    }
    seen.add(check.word);
    if (check.score !== submitted.score) {
      throw new DomainError(
        ErrorCode.WORD_SCORE_MISMATCH,
        `Word ${index + 1} scores ${check.score}, not ${submitted.score}.`,
      );
    }
    words.push({ word: check.word, score: check.score });
  }
  if (!continuous && !wordsFitTogether([...seen], pool.letters)) {
    throw new DomainError(
      ErrorCode.TILE_REUSED,
      'These words need some tile more than once: only continuous mode reuses tiles.',
    );
  }
  const total = words.reduce((sum, word) => sum + word.score, 0);
  if (continuous) {
    const totalPoints = request.modes[0]!.totalPoints;
    if (request.finalScore !== 0 || totalPoints !== total) {
      throw new DomainError(
        ErrorCode.FINAL_SCORE_MISMATCH,
        `A continuous game has finalScore 0 and totalPoints equal to the words' sum (${total}).`,
      );
    }
  } else if (request.finalScore !== total) {
    throw new DomainError(
      ErrorCode.FINAL_SCORE_MISMATCH,
      `The words add up to ${total}, not ${request.finalScore}.`,
    );
  }
  return words;
}

/** The day's entry after one more game: best normal score, union of words, play count, modes. */
export function mergeGame(
  entry: EntryRow,
  words: readonly TWordScore[],
  finalScore: number,
  continuous: boolean,
): void {
  if (!continuous) entry.finalScore = Math.max(entry.finalScore, finalScore);
  const known = new Map(entry.words.map((word, index) => [word.word.toLowerCase(), index]));
  for (const { word, score } of words) {
    const at = known.get(word);
    if (at === undefined) {
      known.set(word, entry.words.length);
      entry.words.push({ word, score });
    } else {
      entry.words[at] = { word, score: Math.max(entry.words[at]!.score, score) };
    }
  }
  entry.playCount += 1;
  if (continuous) {
    entry.continuousPlayed = true;
    if (!entry.modes.some((mode) => mode.mode === 'continuous')) entry.modes.push({ mode: 'continuous' });
  }
}

export interface SubmitGameService {
  submit(request: TSubmitGameRequest, auth: Auth): Promise<TSubmitGameResponse>;
}

export function createSubmitGameService(context: GameContext): SubmitGameService {
  /** A retry of a stored game: its stored answer, or 409 when the id was used for another game. */
  function storedAnswer(stored: { sameRequest: boolean; response: unknown } | null): TSubmitGameResponse {
    if (!stored || !stored.sameRequest) {
      throw new DomainError(ErrorCode.GAME_ID_CONFLICT, 'This gameId was already used for a different game.');
    }
    // Stored by this code after it built the answer from the contract's types: returned as stored.
    return stored.response as TSubmitGameResponse;
  }

  return {
    async submit(request, auth) {
      // A retry needs no recomputation (and must not fail because the day has since rolled over).
      const earlier = await findGame(context.sql, request.gameId, request);
      if (earlier) return storedAnswer(earlier);

      const pool = await playablePool(context, request.gameDate, 'Games can only be submitted for');
      const words = checkGame(request, pool, context.dictionary);
      const continuous = request.modes.length > 0;
      const now = context.now();

      let twin: TSubmitGameResponse | undefined;
      const outcome = await withLockedEntry(
        context.sql,
        { playerId: auth.userId, date: request.gameDate, pool, now },
        (entry) => mergeGame(entry, words, request.finalScore, continuous),
        async ({ entry, achievements }, tx) => {
          // Challenges are met by normal games of signed-in players (anonymous players have none).
          const challengesCompleted =
            continuous || auth.isAnonymous
              ? []
              : await completeChallengesWithGame(tx, {
                  playerId: auth.userId,
                  date: request.gameDate,
                  gameId: request.gameId,
                  play: { finalScore: request.finalScore, words },
                  now,
                });
          const response: TSubmitGameResponse = {
            gameId: request.gameId,
            finalScore: request.finalScore,
            wordsUsed: words,
            achievements,
            entry: toGameEntry(entry),
            challengesCompleted,
          };
          // The game's one write, with its answer, in the entry's transaction. A twin of this
          // request may have committed meanwhile (it held the entry's lock, or the id's key):
          // then answer as it did, and roll this merge back.
          const inserted = await insertGameIfAbsent(tx, {
            gameId: request.gameId,
            playerId: auth.userId,
            date: request.gameDate,
            request,
            response,
            createdAt: now,
            facts: gameFactsOf(
              { date: request.gameDate, finalScore: request.finalScore, continuous, words },
              {
                targetScore: pool.maxPossibleScore,
                targetWordScore: pool.maxWordScore,
                targetWords: pool.optimalWordCombination,
              },
            ),
          });
          if (!inserted) {
            twin = storedAnswer(await findGame(tx, request.gameId, request));
            throw new TwinGameStored();
          }
          return response;
        },
      ).catch((error: unknown) => {
        if (error instanceof TwinGameStored) return null;
        throw error;
      });
      if (!outcome) return twin!;

      if (words.length > 0) {
        await notifyLive(context, 'playerPlayed', () =>
          context.liveStats.playerPlayed(request.gameDate, auth.userId),
        );
      }
      await notifyLive(context, 'entryChanged', () =>
        context.liveStats.entryChanged(request.gameDate, auth.userId),
      );
      return outcome.after!;
    },
  };
}

/** Rolls back the transaction of a game whose twin was stored first. */
class TwinGameStored extends Error {}
