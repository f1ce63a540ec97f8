import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { GameFacts } from '@dozen/engine';
import type { TWordScore } from '@dozen/engine/contract';
import type { Queryable } from './database.js';

/** A submitted game as it is stored: keyed by the client's gameId, with its answer. */
export interface StoredGame {
  gameId: string;
  playerId: string;
  date: string;
  /** The request's fingerprint (requestFingerprint): what a retry is recognised by. */
  requestHash: string;
  response: unknown;
  createdAt: Date;
  /** What the game says about its player (progress reads these, not the words). */
  facts: GameFacts;
}

/** PostgreSQL's unique violation on the games' key: a game with this id was stored first. */
export function isGameIdTaken(error: unknown): boolean {
  const { code, constraint_name: constraint } = error as { code?: unknown; constraint_name?: unknown };
  return code === '23505' && constraint === 'games_pkey';
}

const FACT_COLUMNS = `
  date, continuous, final_score as "finalScore", points, word_count as "wordCount",
  longest_word as "longestWord", best_word_score as "bestWordScore",
  target_words_found as "targetWordsFound", day_target_score as "dayTargetScore",
  day_target_word_score as "dayTargetWordScore"`;

/** A game's facts as its row in games stores them, beside its mode and final score (FACT_COLUMNS reads them). */
export function factColumns(f: GameFacts) {
  return {
    points: f.points,
    word_count: f.wordCount,
    longest_word: f.longestWord,
    best_word_score: f.bestWordScore,
    target_words_found: f.targetWordsFound,
    day_target_score: f.dayTargetScore,
    day_target_word_score: f.dayTargetWordScore,
  };
}

/** The player's games dated `from` to `to` (puzzle dates), oldest first: the profile's input. */
export async function readGameFacts(
  sql: Queryable,
  playerId: string,
  from: string,
  to: string,
): Promise<GameFacts[]> {
  return sql<GameFacts[]>`
    select ${sql.unsafe(FACT_COLUMNS)} from games
    where player_id = ${playerId} and date between ${from}::date and ${to}::date
    order by date, created_at, game_id`;
}

/**
 * One stored game's score and distinct words, if it is this player's game of that date (a share
 * of that game: the card shows what the server stored, never what a client says); a game played
 * from the archive is read from archive_games.
 */
export async function findGameScore(
  sql: Queryable,
  playerId: string,
  date: string,
  game: { id: string; archive: boolean },
): Promise<{ finalScore: number; wordCount: number } | null> {
  const table = game.archive ? 'archive_games' : 'games';
  const [row] = await sql<{ finalScore: number; wordCount: number }[]>`
    select final_score as "finalScore", word_count as "wordCount" from ${sql(table)}
    where game_id = ${game.id} and player_id = ${playerId} and date = ${date}::date`;
  return row ?? null;
}

/** How many games the player has stored, all time (every mode). */
export async function countGamesOf(sql: Queryable, playerId: string): Promise<number> {
  const [row] = await sql<{ games: number }[]>`
    select count(*)::int as games from games where player_id = ${playerId}`;
  return row?.games ?? 0;
}

/** A stored normal game as the challenge rules check it. */
export interface StoredPlay {
  gameId: string;
  finalScore: number;
  words: TWordScore[];
  createdAt: Date;
}

/**
 * The player's normal (not continuous) games of a date stored after `since` (when a challenge was
 * offered), oldest first, with their verified words (the stored answer's, checked and scored by
 * the server).
 */
export async function readPlaysOfDate(
  sql: Queryable,
  playerId: string,
  date: string,
  since: Date,
): Promise<StoredPlay[]> {
  return sql<StoredPlay[]>`
    select game_id as "gameId", final_score as "finalScore", response -> 'wordsUsed' as words,
           created_at as "createdAt"
    from games
    where player_id = ${playerId} and date = ${date}::date and not continuous and created_at > ${since}
    order by created_at, game_id`;
}

/**
 * A request's fingerprint, as stored with its game: the SHA-256 (hex) of its JSON. Requests reach
 * storage as the contract parsed them, and zod builds each object in its schema's key order, so
 * equal requests serialise, and hash, alike.
 */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** How a stored game's request was kept: its fingerprint, or (games stored before migration 008) itself. */
export interface StoredRequest {
  playerId: string;
  requestHash: string | null;
  request: unknown;
  response: unknown;
}

/** A stored game's columns as StoredRequest names them (for the statements that look a game up). */
export const STORED_REQUEST_COLUMNS = `player_id as "playerId", encode(request_hash, 'hex') as "requestHash",
  request, response`;

/**
 * The stored game, and whether its request is the same as `request`. The comparison is made
 * here, not in SQL: a request that was never stored may hold strings Postgres cannot parse as
 * JSON (a NUL, a lone surrogate), and must get the rules' answer, not a 500.
 */
export async function findGame(
  sql: Queryable,
  gameId: string,
  request: unknown,
): Promise<{ playerId: string; sameRequest: boolean; response: unknown } | null> {
  const [row] = await sql<StoredRequest[]>`
    select ${sql.unsafe(STORED_REQUEST_COLUMNS)} from games where game_id = ${gameId}`;
  return row ? compareStored(row, request) : null;
}

/** A stored game against a request for the same id: the same request (a retry), or another one. */
export function compareStored(
  stored: StoredRequest,
  request: unknown,
): { playerId: string; sameRequest: boolean; response: unknown } {
  const sameRequest =
    stored.requestHash === null
      ? // Kept whole: compared through JSON like the stored copy (no undefined members, any key order).
        isDeepStrictEqual(stored.request, JSON.parse(JSON.stringify(request)))
      : stored.requestHash === requestFingerprint(request);
  return { playerId: stored.playerId, sameRequest, response: stored.response };
}
