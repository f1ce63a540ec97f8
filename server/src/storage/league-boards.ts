import type { EntryFacts, LiveFacts, MemberDay } from '@dozen/engine';
import type { TWordScore } from '@dozen/engine/contract';
import type { Queryable } from './database.js';
import type { Membership } from './leagues.js';

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
  /** The reader's membership, or null: not a member (the league may not exist either). */
  membership: Membership | null;
  /** Every member, by number, with their week before `daysFrom`: points and days played. */
  members: Array<{ memberId: number; name: string; weekBefore: { points: number; days: number } }>;
  /** Each date's members with their facts (a member with nothing that day has null facts). */
  day(date: string): MemberDay[];
}

/** A row of readLeagueDays: a member (with the league's facts), a stored day, or a game in progress. */
type DaysRow = MemberDayRow & {
  kind: 'member' | 'entry' | 'live';
  score: number | null;
  continuous: boolean | null;
  leagueName: string | null;
  isOwner: boolean | null;
  isReader: boolean | null;
  inviteSeed: Uint8Array | null;
  weekPoints: number | null;
  weekDays: number | null;
};

/**
 * ENTRY_FACTS' columns, null, for a row without a stored day; named, since a union takes its
 * column names from its first part.
 */
const NO_ENTRY_FACTS = `
  null::int as "finalScore", null::int as "playCount", null::int as "hintsUsed",
  null::int as "targetWordHintsUsed", null::boolean as "topWordRevealed",
  null::boolean as "targetWordsRevealed", null::boolean as "continuousPlayed"`;
/** Six columns of null where a row is not a member's (the league's and the earlier week's place). */
const NO_MEMBER = 'null, null, null, null::bytea, null::int, null::int';

/**
 * A league's members, the reader's membership, the members' days from `daysFrom` to `to` (the
 * boards' days, words and games in progress included) and, for the week's standings, each
 * member's days from `weekFrom` until `daysFrom` summed up as WEEK_STANDINGS_RULE counts them
 * (points, and days played: a stored day with a game or a word). One statement of three parts,
 * each reading the members' days through their primary key (player, date): the members with
 * their names, the league and their earlier week; their days; their games in progress.
 */
export async function readLeagueDays(
  sql: Queryable,
  leagueId: string,
  readerId: string,
  range: { weekFrom: string; daysFrom: string; to: string },
): Promise<LeagueDays> {
  const rows = await sql<DaysRow[]>`
    with m as (select member_id, user_id from league_members where league_id = ${leagueId})
    select 'member' as kind, m.member_id as "memberId", ${sql.unsafe(NAME)} as name, null::date as date,
      null::jsonb as words, ${sql.unsafe(NO_ENTRY_FACTS)}, null::int as score, null::boolean as continuous,
      l.name as "leagueName", (l.owner_id = m.user_id) as "isOwner", (m.user_id = ${readerId}) as "isReader",
      case when m.user_id = ${readerId} then l.invite_seed end as "inviteSeed",
      w.points::int as "weekPoints", w.days::int as "weekDays"
    from m join leagues l on l.id = ${leagueId}
    left join display_names n on n.user_id = m.user_id
    cross join lateral (
      select coalesce(sum(e.final_score), 0) as points, count(*) as days from game_entries e
      where e.player_id = m.user_id and e.date >= ${range.weekFrom} and e.date < ${range.daysFrom}
        and (e.play_count > 0 or e.words <> '[]'::jsonb)
    ) w
    union all
    select 'entry', m.member_id, null, e.date, e.words, ${sql.unsafe(ENTRY_FACTS)}, null, null,
      ${sql.unsafe(NO_MEMBER)}
    from game_entries e join m on m.user_id = e.player_id
    where e.player_id = any(array(select user_id from m)) and e.date between ${range.daysFrom} and ${range.to}
    union all
    select 'live', m.member_id, null, g.date, g.words, ${sql.unsafe(NO_ENTRY_FACTS)}, g.score, g.continuous,
      ${sql.unsafe(NO_MEMBER)}
    from live_games g join m on m.user_id = g.player_id
    where g.player_id = any(array(select user_id from m)) and g.date between ${range.daysFrom} and ${range.to}`;
  const members: LeagueDays['members'] = [];
  const entries = new Map<string, EntryFacts>();
  const games = new Map<string, LiveFacts>();
  let membership: Membership | null = null;
  for (const row of rows) {
    const key = `${row.date}|${row.memberId}`;
    if (row.kind === 'member') {
      members.push({
        memberId: row.memberId,
        name: row.name,
        weekBefore: { points: row.weekPoints ?? 0, days: row.weekDays ?? 0 },
      });
      if (row.isReader)
        membership = {
          leagueId,
          name: row.leagueName!,
          memberId: row.memberId,
          isOwner: row.isOwner!,
          memberCount: 0,
          inviteSeed: row.inviteSeed!,
        };
    } else if (row.kind === 'live') {
      games.set(key, liveFacts({ words: row.words ?? [], score: row.score!, continuous: row.continuous! }));
    } else {
      const facts = entryFacts(row);
      if (facts) entries.set(key, facts);
    }
  }
  if (membership) membership.memberCount = members.length;
  return {
    membership,
    members,
    day: (date) =>
      members.map(({ memberId, name }) => ({
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
