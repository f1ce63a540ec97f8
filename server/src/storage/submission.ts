import type { PerformanceRating } from '@dozen/engine';
import { findOpenChallengesOfEach, type ChallengeRow } from './challenges.js';
import type { Queryable } from './database.js';
import { ENTRY_COLUMNS, type EntryRow } from './game-entries.js';
import { factColumns, STORED_REQUEST_COLUMNS, type StoredGame, type StoredRequest } from './games.js';
import type { RecordPlayingResult } from './live-stats.js';

/**
 * A game submission's two statements (services/submit-game.ts). The first reads everything the
 * game is judged against (its basis): the player's day with its version (the row's `xmin`, which
 * every update of it changes) and the most words any other player found that day. The second
 * writes everything at once, in one statement with CTEs that commits by itself, on condition that
 * the basis still holds: the day is the version read and the others' best is the one read. So a
 * submission holds no lock while the answer is made, and two writes to one player's day can never
 * both apply to the same version: the second finds it changed, writes nothing, and its caller
 * reads again. Because the write checks its basis, the read may be skipped when the basis is
 * already known (submission-batches.ts remembers the day each write left): one statement a game.
 * Both statements take many submissions at once: under load the submissions of one event-loop
 * turn share them.
 */

export interface SubmissionBasis {
  /** The player's entry of the date; null when they have none yet. */
  entry: EntryRow | null;
  /** The entry's version as read (null: no entry); the write applies only to this version. */
  version: string | null;
  /** The most unique words any other player found that date (the Most Words target without this one). */
  othersMostWords: number;
  /** The game already stored under this id, if any (a retry, or an id used by someone else). */
  stored: StoredRequest | null;
  /** The player's open challenges of the date (only when asked for: signed-in normal games). */
  openChallenges: ChallengeRow[];
}

/** What a submission's read is keyed by. */
export interface SubmissionKey {
  playerId: string;
  date: string;
  gameId: string;
  /** Signed-in normal games: the instant before which open challenges count; null for none. */
  challengesOfferedBefore: Date | null;
}

/**
 * For each submission, in one statement for all (plus one for the open challenges, pipelined
 * with it, when any is asked for): the day, its version, the others' best, a stored game, and
 * the open challenges.
 */
export async function readSubmissionBases(
  sql: Queryable,
  keys: readonly SubmissionKey[],
): Promise<SubmissionBasis[]> {
  const input = JSON.stringify(
    keys.map((key, i) => ({ i, player_id: key.playerId, date: key.date, game_id: key.gameId })),
  );
  const days = sql<(EntryRow & Omit<SubmissionBasis, 'entry' | 'openChallenges'>)[]>`
    select e.*,
      (select coalesce(max(o.unique_words), 0)::int from game_entries o
        where o.date = k.date and o.player_id <> k.player_id) as "othersMostWords",
      (select row_to_json(s) from (
        select ${sql.unsafe(STORED_REQUEST_COLUMNS)} from games where game_id = k.game_id) s) as stored
    from jsonb_to_recordset(${input}::text::jsonb) as k(i int, player_id text, date date, game_id text)
    left join lateral (
      select ${sql.unsafe(ENTRY_COLUMNS)}, xmin::text as version from game_entries
      where player_id = k.player_id and date = k.date
    ) e on true
    order by k.i`;
  // Sent with the first, not after it (postgres.js pipelines them): one round trip.
  const asked = keys.flatMap((key, at) =>
    key.challengesOfferedBefore === null
      ? []
      : [{ at, playerId: key.playerId, date: key.date, asOf: key.challengesOfferedBefore }],
  );
  const [rows, challenges] = await Promise.all([days, findOpenChallengesOfEach(sql, asked)]);
  const openChallenges: ChallengeRow[][] = keys.map(() => []);
  asked.forEach(({ at }, k) => (openChallenges[at] = challenges[k]!));
  if (rows.length !== keys.length)
    throw new Error(`the submission read got ${rows.length} rows for ${keys.length}`);
  return rows.map((row, at) => {
    const { version, othersMostWords, stored, ...entry } = row;
    return {
      entry: version === null ? null : entry,
      version,
      othersMostWords,
      stored,
      openChallenges: openChallenges[at]!,
    };
  });
}

export interface SubmissionWrites {
  /** The entry after this game; `version` says which entry it replaces (null: the day's first). */
  entry: EntryRow;
  version: string | null;
  /** The others' best the game was judged against (its Most Words); the write holds it still is. */
  othersMostWords: number;
  /** The game with its answer: inserted, never replaced (an id already taken fails the statement). */
  game: StoredGame;
  /** Challenges this game completes; each must still be open, else nothing is written. */
  completions: ReadonlyArray<{ id: string; performance: PerformanceRating }>;
  /** The player counts on the date from this game (it has words): the live counts' durable side. */
  recordPlayer: boolean;
}

export type SubmissionWritten =
  /** `version`: the day's version this write left (the basis of the player's next game). */
  | { written: true; version: string; playing: RecordPlayingResult | null }
  /**
   * The basis no longer holds (another game, a hint, a merge, a new best of the others): nothing
   * was written; judge the game again on a new read.
   */
  | { written: false };

/**
 * Several submissions' entries, games with their answers, the challenges they complete and who
 * played their day, in one statement that commits by itself (group commit: one round trip and one
 * commit for all). Each submission is written whole, or not at all when its basis no longer holds
 * (its entry is not the version read, or the others' best is not the one read); the others are not
 * affected by that. The submissions must be of distinct players and distinct game ids
 * (submission-batches.ts sees to it), so each row of the statement's input is one player's day and
 * one game.
 *
 * The statement fails whole, writing nothing for anyone, with a unique violation when a game id
 * is taken, and with a not-null violation on `games.game_id` when a challenge one of them completes
 * was completed meanwhile (`isChallengeRaced`): the caller then sends each submission alone.
 */
export async function writeSubmissions(
  sql: Queryable,
  batch: readonly SubmissionWrites[],
): Promise<SubmissionWritten[]> {
  // The whole batch as one JSON parameter: one statement text for any batch size (prepared once per
  // connection), and the stored JSON (answers, words) passed as it is, not re-encoded.
  const input = JSON.stringify(batch.map(inputRow));
  // The challenges' part only when a game of the batch completes one (most batches: none), so
  // the common statement is smaller to start and run; each text is prepared once per connection.
  const completing = batch.some((writes) => writes.completions.length > 0);
  const rows = await sql<
    { written: boolean; version: string | null; newForDay: boolean; firstEver: boolean }[]
  >`
    with input as (
      select ${sql.unsafe(INPUT_SELECT)} from jsonb_array_elements(${input}::text::jsonb) r
    ),
    -- The games whose others' best is still the one they were judged on (the entry's write checks
    -- the version). As max(), PostgreSQL probes the day's index from its top; a "nobody has more"
    -- test let the planner scan the whole day where its statistics said every entry matched.
    holding as (
      select x.i from input x
      where (select coalesce(max(o.unique_words), 0) from game_entries o
             where o.date = x.date and o.player_id <> x.player_id) = x.others_most_words
    ),
    replaced as (
      update game_entries g set
        final_score = x.final_score, words = x.words, modes = x.modes, play_count = x.play_count,
        hints_used = x.hints_used, target_word_hints_used = x.target_word_hints_used,
        top_word_revealed = x.top_word_revealed, target_words_revealed = x.target_words_revealed,
        revealed_details = x.revealed_details, letters_not_used_revealed = x.letters_not_used_revealed,
        continuous_played = x.continuous_played, reached_score_qualified = x.reached_score_qualified,
        reached_word_qualified = x.reached_word_qualified, unique_words = x.unique_words,
        updated_at = x.updated_at
      from input x
      where g.player_id = x.player_id and g.date = x.date and g.xmin = x.version
        and x.i in (select i from holding)
      returning x.i, g.xmin::text as version
    ),
    created as (
      insert into game_entries (player_id, date, created_at, final_score, words, modes, play_count,
        hints_used, target_word_hints_used, top_word_revealed, target_words_revealed, revealed_details,
        letters_not_used_revealed, continuous_played, reached_score_qualified, reached_word_qualified,
        unique_words, updated_at)
      select player_id, date, created_at, final_score, words, modes, play_count,
        hints_used, target_word_hints_used, top_word_revealed, target_words_revealed, revealed_details,
        letters_not_used_revealed, continuous_played, reached_score_qualified, reached_word_qualified,
        unique_words, updated_at
      from input where version is null and i in (select i from holding)
      on conflict (player_id, date) do nothing
      returning player_id, date, xmin::text as version
    ),
    written as (
      select i, version from replaced
      union all
      select x.i, c.version from created c join input x on x.player_id = c.player_id and x.date = c.date
    ),
    ${completing ? sql.unsafe(COMPLETING_GAMES) : sql.unsafe(PLAIN_GAMES)},
    played as (
      insert into day_players (date, player_id)
      select x.game_date, x.game_player_id from input x
      where x.record_player and x.game_id in (select game_id from stored)
      on conflict do nothing
      returning date, player_id
    ),
    ever as (
      insert into lifetime_players (player_id, first_date)
      select player_id, date from played
      on conflict do nothing
      returning player_id
    )
    select exists (select 1 from stored s where s.game_id = x.game_id) as written,
           (select w.version from written w where w.i = x.i) as version,
           exists (select 1 from played p where p.player_id = x.game_player_id and p.date = x.game_date)
             as "newForDay",
           exists (select 1 from ever e where e.player_id = x.game_player_id) as "firstEver"
    from input x order by x.i`;
  return rows.map((row, index) =>
    row.written
      ? {
          written: true,
          version: row.version!,
          playing: batch[index]!.recordPlayer ? { newForDay: row.newForDay, firstEver: row.firstEver } : null,
        }
      : { written: false },
  );
}

/** The `stored` CTE: the written submissions' games, each under the id `gameId` gives it. */
const storedGames = (gameId: string) => `
  stored as (
    insert into games (game_id, player_id, date, request_hash, response, created_at,
                       continuous, final_score, points, word_count, longest_word, best_word_score,
                       target_words_found, day_target_score, day_target_word_score)
    select ${gameId}, x.game_player_id, x.game_date, x.request_hash, x.response, x.game_created_at,
           x.continuous, x.game_final_score, x.points, x.word_count, x.longest_word, x.best_word_score,
           x.target_words_found, x.day_target_score, x.day_target_word_score
    from input x where x.i in (select i from written)
    returning game_id
  )`;

/** The games of a batch that completes no challenge. */
const PLAIN_GAMES = storedGames('x.game_id');

/**
 * The games of a batch where some complete challenges: each challenge still open is completed by
 * its game; one completed meanwhile leaves its game without an id, and PostgreSQL refuses the
 * whole statement (not-null), so no entry or challenge is written without its game.
 */
const COMPLETING_GAMES = `
  wanted as (
    select x.i, c.id, c.performance
    from input x cross join jsonb_to_recordset(x.completions) as c(id text, performance text)
    where x.i in (select i from written)
  ),
  completed as (
    -- By key (id = any: an index scan), never a join the planner could turn into a scan of every
    -- challenge.
    update challenges c
    set completed_at = x.game_created_at, completed_by_game = x.game_id, performance = w.performance
    from wanted w join input x on x.i = w.i
    where c.id = any(array(select id from wanted)) and c.id = w.id and c.completed_at is null
    returning w.i
  ),${storedGames(
    `case when (select count(*) from completed k where k.i = x.i) = jsonb_array_length(x.completions)
          then x.game_id end`,
  )}`;

/**
 * The statement's input: one JSON array a submission, its values in this order (inputRow), read
 * by position. Arrays rather than objects: PostgreSQL parses them without sorting and copying keys,
 * which made the parse a sixth of the statement's cost (docs/benchmarks.md, submit-game). A JSON null reads as
 * SQL NULL, as jsonb_to_recordset read it; bytea travels as hex.
 */
const INPUT_COLUMNS = {
  i: 'int',
  player_id: 'text',
  date: 'date',
  created_at: 'timestamptz',
  final_score: 'int',
  words: 'jsonb',
  modes: 'jsonb',
  play_count: 'int',
  hints_used: 'int',
  target_word_hints_used: 'int',
  top_word_revealed: 'boolean',
  target_words_revealed: 'boolean',
  revealed_details: 'jsonb',
  letters_not_used_revealed: 'boolean',
  continuous_played: 'boolean',
  reached_score_qualified: 'boolean',
  reached_word_qualified: 'boolean',
  unique_words: 'int',
  updated_at: 'timestamptz',
  version: 'xid',
  others_most_words: 'int',
  game_id: 'text',
  game_player_id: 'text',
  game_date: 'date',
  request_hash: 'bytea',
  response: 'jsonb',
  game_created_at: 'timestamptz',
  continuous: 'boolean',
  game_final_score: 'int',
  points: 'int',
  word_count: 'int',
  longest_word: 'int',
  best_word_score: 'int',
  target_words_found: 'int',
  day_target_score: 'int',
  day_target_word_score: 'int',
  completions: 'jsonb',
  record_player: 'boolean',
} as const;

type InputColumn = keyof typeof INPUT_COLUMNS;
const INPUT_ORDER = Object.keys(INPUT_COLUMNS) as InputColumn[];

/** The input row's values as typed columns, by position (`r` is one submission's array). */
const INPUT_SELECT = INPUT_ORDER.map((name, at) => {
  const type = INPUT_COLUMNS[name];
  if (type === 'jsonb') return `nullif(r->${at}, 'null') as ${name}`;
  if (type === 'text') return `r->>${at} as ${name}`;
  if (type === 'bytea') return `decode(r->>${at}, 'hex') as ${name}`;
  return `(r->>${at})::${type} as ${name}`;
}).join(', ');

/** One submission as a row of the statement's input: its values in INPUT_COLUMNS' order. */
function inputRow(writes: SubmissionWrites, i: number): unknown[] {
  const { entry: e, game, completions } = writes;
  const f = game.facts;
  const row: Record<InputColumn, unknown> = {
    i,
    player_id: e.playerId,
    date: e.date,
    created_at: e.createdAt,
    final_score: e.finalScore,
    words: e.words,
    modes: e.modes,
    play_count: e.playCount,
    hints_used: e.hintsUsed,
    target_word_hints_used: e.targetWordHintsUsed,
    top_word_revealed: e.topWordRevealed,
    target_words_revealed: e.targetWordsRevealed,
    revealed_details: e.revealedDetails,
    letters_not_used_revealed: e.lettersNotUsedRevealed,
    continuous_played: e.continuousPlayed,
    reached_score_qualified: e.reachedScoreQualified,
    reached_word_qualified: e.reachedWordQualified,
    unique_words: e.uniqueWords,
    updated_at: e.updatedAt,
    version: writes.version,
    others_most_words: writes.othersMostWords,
    game_id: game.gameId,
    game_player_id: game.playerId,
    game_date: game.date,
    request_hash: game.requestHash,
    response: game.response,
    game_created_at: game.createdAt,
    continuous: f.continuous,
    game_final_score: f.finalScore,
    ...factColumns(f),
    completions: completions.map(({ id, performance }) => ({ id, performance })),
    record_player: writes.recordPlayer,
  };
  return INPUT_ORDER.map((name) => row[name]);
}

/** The statement found a completed challenge it meant to complete: read again and retry. */
export function isChallengeRaced(error: unknown): boolean {
  const { code, table_name: table, column_name: column } = error as Record<string, unknown>;
  return code === '23502' && table === 'games' && column === 'game_id';
}
