import { checkWord, gameFactsOf, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import {
  ErrorCode,
  type TSubmitGameRequest,
  type TSubmitGameResponse,
  type TWordScore,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { isDatabaseUnavailable } from '../storage/database.js';
import { emptyEntry, type EntryRow } from '../storage/game-entries.js';
import { compareStored, findGame, isGameIdTaken, requestFingerprint } from '../storage/games.js';
import { isChallengeRaced } from '../storage/submission.js';
import { createSubmissionStore } from '../storage/submission-batches.js';
import { challengesMetBy } from './challenge-completion.js';
import { notifyLive, playablePool, type GameContext } from './context.js';
import { settleEntry, toGameEntry } from './entries.js';

/**
 * Checks a game's words from scratch, in order: each against the dictionary and the day's letters,
 * no word twice, each claimed score (when one is claimed) against the word's own, and, unless the
 * game is continuous, all of them on the tiles together. The first problem found is the answer
 * (422 with its code). Answers the words as scored.
 */
export function checkWords(
  claimed: ReadonlyArray<{ word: string; score?: number }>,
  pool: DailyPool,
  dictionary: Dictionary,
  continuous: boolean,
): TWordScore[] {
  const seen = new Set<string>();
  const words: TWordScore[] = [];
  for (const [index, submitted] of claimed.entries()) {
    const check = checkWord(submitted.word, pool.letters, dictionary);
    if (!check.ok) {
      throw new DomainError(check.code, `Word ${index + 1} is not accepted for this puzzle (${check.code}).`);
    }
    if (seen.has(check.word)) {
      throw new DomainError(ErrorCode.DUPLICATE_WORD, `Word ${index + 1} was already spelled in this game.`);
    }
    seen.add(check.word);
    if (submitted.score !== undefined && check.score !== submitted.score) {
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
  return words;
}

/**
 * Recomputes a submitted game from scratch: its words (checkWords), then the total. The first
 * problem found is the answer (422 with its code); nothing is stored for a rejected game.
 */
export function checkGame(
  request: TSubmitGameRequest,
  pool: DailyPool,
  dictionary: Dictionary,
): TWordScore[] {
  const continuous = request.modes.length > 0;
  const words = checkWords(request.wordsUsed, pool, dictionary, continuous);
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

/**
 * A stored game: the entry, the game with its answer, the challenges it completes and who played
 * the day (the live counts' durable side) written by one statement that commits by itself
 * (storage/submission.ts), after one read of everything the game is judged against (or, for a
 * player whose day this instance last wrote, on that day as remembered); only the counters follow.
 * Under load, the games of one turn share that read and that write
 * (storage/submission-batches.ts), each judged and written as if alone. The write applies only
 * to the basis the game was judged on: when something else changed the day meanwhile (a twin of
 * this request, a hint, another player's new best), it writes nothing and the submission is
 * judged again on a new read.
 *
 * Exactly once: the same gameId twice stores one game. A retry finds the stored game in its read
 * (a retry of the game that left a remembered day is read, never judged on that day) and gets the
 * stored answer (or 409 when the id holds another player's game); a twin racing it finds the day
 * changed, reads again and finds the game; an id taken otherwise (by another player, or by an
 * older game of a remembered day) fails the insert, which writes nothing at all, and is answered
 * like a retry.
 */
export function createSubmitGameService(context: GameContext): SubmitGameService {
  // The reads, and the writes, of games submitted together share one statement each; the days
  // this instance wrote are remembered, so a player's next game needs no read.
  const submissions = createSubmissionStore(context.sql);

  /** A retry of a stored game: its stored answer, or 409 when the id was used for another game. */
  function storedAnswer(stored: { sameRequest: boolean; response: unknown } | null): TSubmitGameResponse {
    if (!stored || !stored.sameRequest) {
      throw new DomainError(ErrorCode.GAME_ID_CONFLICT, 'This gameId was already used for a different game.');
    }
    // Stored by this code after it built the answer from the contract's types: returned as stored.
    return stored.response as TSubmitGameResponse;
  }

  /**
   * The game judged against its day. A request that fails the rules may still be a retry of a game
   * stored before the rules changed (the day rolled over, the dictionary was rebuilt): then it gets
   * the stored answer, and only a game never stored gets the refusal.
   */
  async function judged(request: TSubmitGameRequest): Promise<{ pool: DailyPool; words: TWordScore[] }> {
    try {
      const pool = await playablePool(context, request.gameDate, 'Games can only be submitted for');
      return { pool, words: checkGame(request, pool, context.dictionary) };
    } catch (refusal) {
      if (!(refusal instanceof DomainError)) throw refusal;
      const earlier = await findGame(context.sql, request.gameId, request);
      if (earlier) throw new StoredGameAnswer(storedAnswer(earlier));
      throw refusal;
    }
  }

  /** One read and one write; null when the day changed in between (nothing was written). */
  async function attempt(
    request: TSubmitGameRequest,
    auth: Auth,
    judgedGame: { pool: DailyPool; words: TWordScore[] },
  ): Promise<TSubmitGameResponse | null> {
    const { pool, words } = judgedGame;
    const continuous = request.modes.length > 0;
    const now = context.now();
    // Challenges are met by normal games of signed-in players (anonymous players have none).
    const withChallenges = !continuous && !auth.isAnonymous;
    const basis = await submissions.readBasis({
      playerId: auth.userId,
      date: request.gameDate,
      gameId: request.gameId,
      challengesOfferedBefore: withChallenges ? now : null,
    });
    if (basis.stored) return storedAnswer(compareStored(basis.stored, request));

    const entry = basis.entry ?? emptyEntry(auth.userId, request.gameDate, now);
    mergeGame(entry, words, request.finalScore, continuous);
    const achievements = settleEntry(entry, pool, basis.othersMostWords, now);
    const play = { finalScore: request.finalScore, words };
    const met = challengesMetBy(basis.openChallenges, { gameId: request.gameId, play, now });
    const response: TSubmitGameResponse = {
      gameId: request.gameId,
      finalScore: request.finalScore,
      wordsUsed: words,
      achievements,
      entry: toGameEntry(entry),
      challengesCompleted: met.map((challenge) => challenge.summary),
    };
    // The day's facts as this game leaves them, taken now: once written, the entry is the store's
    // (the player's next game is judged on it and changes it), so it is not read after the write.
    const facts = {
      playerId: auth.userId,
      reachedScoreQualified: entry.reachedScoreQualified,
      reachedWordQualified: entry.reachedWordQualified,
      uniqueWords: entry.uniqueWords,
    };
    const outcome = await submissions
      .write({
        entry,
        version: basis.version,
        othersMostWords: basis.othersMostWords,
        game: {
          gameId: request.gameId,
          playerId: auth.userId,
          date: request.gameDate,
          requestHash: requestFingerprint(request),
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
        },
        completions: met,
        // A player counts from their first valid word (spec 000): a game without words adds none.
        recordPlayer: words.length > 0,
      })
      .catch((error: unknown) => {
        // Sent, then the connection failed: it may have committed, and the counters would never know.
        if (isDatabaseUnavailable(error)) context.liveStats.mayHaveMissed(request.gameDate);
        throw error;
      });
    if (!outcome.written) return null;

    await notifyLive(context, 'gameStored', () =>
      context.liveStats.committed(request.gameDate, {
        playerId: auth.userId,
        playing: outcome.playing,
        facts,
      }),
    );
    return response;
  }

  async function store(request: TSubmitGameRequest, auth: Auth): Promise<TSubmitGameResponse> {
    const judgedGame = await judged(request);
    for (let round = 1; round <= MAX_ATTEMPTS; round += 1) {
      try {
        const answer = await attempt(request, auth, judgedGame);
        if (answer) return answer;
      } catch (error) {
        // A challenge this game completes was completed meanwhile: judge it on the new day.
        if (!isChallengeRaced(error)) throw error;
      }
    }
    throw new DomainError(
      ErrorCode.SERVICE_UNAVAILABLE,
      'This day kept changing while the game was stored: nothing was stored, please try again.',
    );
  }

  return {
    async submit(request, auth) {
      try {
        return await store(request, auth);
      } catch (error) {
        if (error instanceof StoredGameAnswer) return error.answer;
        // Another player's game took this id between our read and our insert (rolled back whole).
        if (isGameIdTaken(error)) return storedAnswer(await findGame(context.sql, request.gameId, request));
        throw error;
      }
    },
  };
}

/**
 * Writes to one player's day racing each other: each round reads the day again, so only a
 * pathological stream of changes to one day outlasts this many.
 */
const MAX_ATTEMPTS = 8;

/** The answer is a game stored before, found while judging a request the rules now refuse. */
class StoredGameAnswer extends Error {
  constructor(readonly answer: TSubmitGameResponse) {
    super('stored game');
  }
}
