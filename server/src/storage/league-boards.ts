import type { EntryFacts, LiveFacts, MemberDay } from '@dozen/engine';
import type { TWordScore } from '@dozen/engine/contract';
import type { Queryable } from './database.js';

/**
 * What a league's boards are read from: each member's stored days (`game_entries`, the same rows
 * their own game-entry reads) and the games they are playing now (`live_games`). Nothing is
 * copied: a board is always its members' games as stored.
 */

/** One member's facts of one day, as the statements below give them. */
interface MemberDayRow {
  memberId: number;
  name: string;
  date: string | null;
  finalScore: number | null;
  /** Null for days whose words are not needed (the week's older days). */
  words: TWordScore[] | null;
  playCount: number | null;
  hintsUsed: number | null;
  targetWordHintsUsed: number | null;
  topWordRevealed: boolean | null;
  targetWordsRevealed: boolean | null;
  continuousPlayed: boolean | null;
}

interface LiveRow {
  memberId: number;
  date: string;
  words: TWordScore[];
  score: number;
  continuous: boolean;
}

/** A member's name, or, for a member whose name is missing, their number (never their id). */
const NAME = `coalesce(n.name, 'Player ' || m.member_id)`;

/** The entry columns of a board row; `e` is game_entries. */
const ENTRY_FACTS = `
  e.final_score as "finalScore", e.play_count as "playCount", e.hints_used as "hintsUsed",
  e.target_word_hints_used as "targetWordHintsUsed", e.top_word_revealed as "topWordRevealed",
  e.target_words_revealed as "targetWordsRevealed", e.continuous_played as "continuousPlayed"`;

function entryFacts(row: MemberDayRow): EntryFacts | null {
  if (row.date === null || row.finalScore === null) return null;
  return {
    finalScore: row.finalScore,
    words: row.words ?? [],
    playCount: row.playCount ?? 0,
    hintsUsed: row.hintsUsed ?? 0,
    targetWordHintsUsed: row.targetWordHintsUsed ?? 0,
    topWordRevealed: row.topWordRevealed ?? false,
    targetWordsRevealed: row.targetWordsRevealed ?? false,
    continuousPlayed: row.continuousPlayed ?? false,
  };
}

function liveFacts(row: Pick<LiveRow, 'words' | 'score' | 'continuous'>): LiveFacts {
  return { words: row.words, score: row.score, continuous: row.continuous };
}

export interface LeagueDays {
  /** Every member, by number. */
  members: Array<{ memberId: number; name: string }>;
  /** Each date's members with their facts (a member with nothing that day has null facts). */
  day(date: string): MemberDay[];
}

/**
 * A league's members and their days from `from` to `to`; words and games in progress only from
 * `wordsFrom` on (the days whose rows carry words: yesterday and today). Two statements, sent
 * together: the stored days (an index range per member) and the games in progress.
 */
export async function readLeagueDays(
  sql: Queryable,
  leagueId: string,
  range: { from: string; to: string; wordsFrom: string },
): Promise<LeagueDays> {
  const [rows, live] = await Promise.all([
    sql<MemberDayRow[]>`
      select m.member_id as "memberId", ${sql.unsafe(NAME)} as name, e.date,
        case when e.date >= ${range.wordsFrom} then e.words end as words, ${sql.unsafe(ENTRY_FACTS)}
      from league_members m
      left join display_names n on n.user_id = m.user_id
      left join game_entries e on e.player_id = m.user_id and e.date between ${range.from} and ${range.to}
      where m.league_id = ${leagueId}`,
    sql<LiveRow[]>`
      select m.member_id as "memberId", g.date, g.words, g.score, g.continuous
      from league_members m join live_games g on g.player_id = m.user_id and g.date >= ${range.wordsFrom}
      where m.league_id = ${leagueId} and g.date <= ${range.to}`,
  ]);
  const members = new Map<number, string>();
  const entries = new Map<string, EntryFacts>();
  for (const row of rows) {
    members.set(row.memberId, row.name);
    const facts = entryFacts(row);
    if (facts) entries.set(`${row.date}|${row.memberId}`, facts);
  }
  const games = new Map(live.map((row) => [`${row.date}|${row.memberId}`, liveFacts(row)]));
  const list = [...members].map(([memberId, name]) => ({ memberId, name }));
  return {
    members: list,
    day: (date) =>
      list.map(({ memberId, name }) => ({
        memberId,
        name,
        entry: entries.get(`${date}|${memberId}`) ?? null,
        live: games.get(`${date}|${memberId}`) ?? null,
      })),
  };
}

/** A member's day with its live game, as the two statements below select it. */
type MemberDayWithLive = MemberDayRow & { leagueId: string; live: LiveRow | null };

/** The columns of a member's day, its game in progress included (`m` the membership). */
const DAY_COLUMNS = `
  m.member_id as "memberId", ${NAME} as name, e.date, e.words, ${ENTRY_FACTS},
  case when g.player_id is null then null
    else json_build_object('words', g.words, 'score', g.score, 'continuous', g.continuous) end as live`;

/** The joins DAY_COLUMNS reads, for one date. */
function dayJoins(sql: Queryable, date: string) {
  return sql`
    left join display_names n on n.user_id = m.user_id
    left join game_entries e on e.player_id = m.user_id and e.date = ${date}
    left join live_games g on g.player_id = m.user_id and g.date = ${date}`;
}

function memberDayOf(row: MemberDayWithLive): MemberDay {
  return {
    memberId: row.memberId,
    name: row.name,
    entry: entryFacts(row),
    live: row.live ? liveFacts(row.live) : null,
  };
}

/** A player's facts of one day, once per league they are in (with their number there). */
export interface PlayerInLeagues {
  facts: Omit<MemberDay, 'memberId'>;
  leagues: Array<{ leagueId: string; memberId: number }>;
}

/** A player's facts of a day and their leagues: what a change of theirs is told to. Null in none. */
export async function readPlayerInLeagues(
  sql: Queryable,
  userId: string,
  date: string,
): Promise<PlayerInLeagues | null> {
  const rows = await sql<MemberDayWithLive[]>`
    select m.league_id as "leagueId", ${sql.unsafe(DAY_COLUMNS)}
    from league_members m ${dayJoins(sql, date)}
    where m.user_id = ${userId}`;
  const first = rows[0];
  if (!first) return null;
  const { name, entry, live } = memberDayOf(first);
  return {
    facts: { name, entry, live },
    leagues: rows.map((row) => ({ leagueId: row.leagueId, memberId: row.memberId })),
  };
}

/**
 * Today's facts of every member of every league the player is in (the home list's places): one
 * statement over the player's leagues.
 */
export async function readLeaguesDay(
  sql: Queryable,
  userId: string,
  date: string,
): Promise<Map<string, MemberDay[]>> {
  const rows = await sql<MemberDayWithLive[]>`
    select o.league_id as "leagueId", ${sql.unsafe(DAY_COLUMNS)}
    from league_members o join league_members m on m.league_id = o.league_id ${dayJoins(sql, date)}
    where o.user_id = ${userId}`;
  const byLeague = new Map<string, MemberDay[]>();
  for (const row of rows) {
    const members = byLeague.get(row.leagueId) ?? [];
    members.push(memberDayOf(row));
    byLeague.set(row.leagueId, members);
  }
  return byLeague;
}

/**
 * Whether the player has ended a game of the date (the no-spoiler rule: another member's words
 * are theirs to see from then on).
 */
export async function hasFinished(sql: Queryable, userId: string, date: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from game_entries where player_id = ${userId} and date = ${date} and play_count > 0`;
  return row !== undefined;
}
