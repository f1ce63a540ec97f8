import { archiveAnswers, archiveTargets, formatPuzzleDay, uniqueWordCount } from '@dozen/engine';
import {
  ErrorCode,
  MISSED_WORDS_SHOWN,
  type TArchiveGame,
  type TArchiveSubmitRequest,
  type TArchiveValidateWordRequest,
  type TValidateWordResponse,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { findGameIdHolder, findOwnArchiveGame, insertArchiveGameIfAbsent } from '../storage/archive-games.js';
import { highestUniqueWords } from '../storage/game-entries.js';
import { compareStored, requestFingerprint } from '../storage/games.js';
import { readDayResults } from './archive-days.js';
import { archivePool, type GameContext } from './context.js';
import { checkGame } from './submit-game.js';
import { judgeWord } from './words.js';

/**
 * Playing a past day: its words and its games. The same judgement as on the day
 * (judgeWord, checkGame), but nothing of the day's race moves: no player of the day, no live
 * count, no game entry, no challenge. An archive game is stored once, apart (archive_games), with
 * the answer it got; a retry gets that answer again.
 */
export interface ArchiveGameService {
  validateWord(request: TArchiveValidateWordRequest): Promise<TValidateWordResponse>;
  submit(request: TArchiveSubmitRequest, auth: Auth): Promise<TArchiveGame>;
  /** One of the caller's archive games; 404 for an unknown id and for another player's alike. */
  game(auth: Auth, gameId: string): Promise<TArchiveGame>;
}

type Holder = Awaited<ReturnType<typeof findGameIdHolder>>;

const conflict = () =>
  new DomainError(ErrorCode.GAME_ID_CONFLICT, 'This gameId was already used for a different game.');

/** The answer for an id already taken: a retry of this very request gets its stored answer; anything else is 409. */
function storedAnswer(holder: Holder, request: TArchiveSubmitRequest): TArchiveGame {
  // The request names its player, so the same request is the same player's.
  if (holder?.kind !== 'archive' || !compareStored(holder, request).sameRequest) throw conflict();
  // Stored by this code after it built the answer from the contract's types: returned as stored.
  return holder.response as TArchiveGame;
}

export function createArchiveGameService(context: GameContext): ArchiveGameService {
  const { sql } = context;

  return {
    async validateWord(request) {
      // Only a judgement: no player of the day is recorded, no live count or event moves.
      const pool = await archivePool(context, request.date);
      return judgeWord(pool, request.word, undefined, context.dictionary);
    },

    async submit(request, auth) {
      // An id stored before answers as it did, whatever the rules say now (a retry after a
      // dictionary rebuild gets its answer, not a refusal); an id of any other game is 409.
      const holder = await findGameIdHolder(sql, request.gameId);
      if (holder) return storedAnswer(holder, request);

      const date = request.gameDate;
      const pool = await archivePool(context, date);
      const words = checkGame(request, pool, context.dictionary);
      const continuous = request.modes.length > 0;
      const [mostWordsRecord, results] = await Promise.all([
        highestUniqueWords(sql, date),
        readDayResults(sql, auth.userId, date, date),
      ]);
      const targets = archiveTargets(
        { finalScore: request.finalScore, continuous, words },
        { pool, mostWordsRecord },
      );
      const now = context.now();
      const response: TArchiveGame = {
        gameId: request.gameId,
        date,
        label: formatPuzzleDay(date),
        continuous,
        finalScore: request.finalScore,
        wordsUsed: words,
        ...targets,
        dayTargetScore: pool.maxPossibleScore,
        playedAt: now.toISOString(),
        answers: archiveAnswers(
          pool,
          context.dictionary,
          words.map((w) => w.word),
          MISSED_WORDS_SHOWN,
        ),
        onTheDay: results.onTheDay.get(date) ?? null,
      };
      const stored = await insertArchiveGameIfAbsent(sql, {
        gameId: request.gameId,
        playerId: auth.userId,
        date,
        requestHash: requestFingerprint(request),
        response,
        createdAt: now,
        continuous,
        finalScore: request.finalScore,
        wordCount: uniqueWordCount(words),
        ...targets,
      });
      if (stored) return response;
      // The id was taken meanwhile: by a twin of this request (its answer) or by another game (409).
      return storedAnswer(await findGameIdHolder(sql, request.gameId), request);
    },

    async game(auth, gameId) {
      const stored = await findOwnArchiveGame(sql, auth.userId, gameId);
      if (!stored) throw new DomainError(ErrorCode.NOT_FOUND, 'No such archive game.');
      // The result on the day as it stands now (a merge of identities may have combined it).
      const results = await readDayResults(sql, auth.userId, stored.date, stored.date);
      const game = stored.response as TArchiveGame;
      return { ...game, onTheDay: results.onTheDay.get(stored.date) ?? null };
    },
  };
}
