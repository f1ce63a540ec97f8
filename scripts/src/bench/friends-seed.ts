/**
 * The friends benchmark's data, written straight into PostgreSQL (making 10,000 accounts through
 * the API would only measure sign-in): signed-in players with sessions (their cookies), display
 * names, leagues and their members, and a week of stored days.
 */
import { randomBytes } from 'node:crypto';
import { addDays, scoreWord, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import { generateSessionToken, randomBase32 } from '@dozen/server/auth/token';
import type { Sql } from '@dozen/server/storage/database';

export interface SeededMember {
  userId: string;
  /** `dozen_session=…`: what the player's browser sends. */
  cookie: string;
  memberId: number;
}

export interface SeededLeague {
  id: string;
  members: SeededMember[];
}

const CHUNK = 1_000;

async function insertChunks(sql: Sql, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK)
    await sql`insert into ${sql(table)} ${sql(rows.slice(start, start + CHUNK) as never)}`;
}

/** `leagues` leagues of `size` signed-in members each (member 1 owns it), every member with a session. */
export async function seedLeagues(
  sql: Sql,
  leagues: number,
  size: number,
  label: string,
): Promise<SeededLeague[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3_600_000);
  const users: Array<Record<string, unknown>> = [];
  const sessions: Array<Record<string, unknown>> = [];
  const names: Array<Record<string, unknown>> = [];
  const leagueRows: Array<Record<string, unknown>> = [];
  const memberRows: Array<Record<string, unknown>> = [];
  const seeded: SeededLeague[] = [];
  for (let l = 0; l < leagues; l += 1) {
    const id = randomBase32(10);
    const members: SeededMember[] = [];
    for (let m = 1; m <= size; m += 1) {
      const userId = `u_bench_${label}_${l}_${m}`;
      const token = generateSessionToken();
      users.push({ id: userId, is_anonymous: false, email: `${userId}@bench.invalid`, created_at: now });
      sessions.push({
        id: token.id,
        secret_hash: token.secretHash,
        user_id: userId,
        expires_at: expiresAt,
        created_at: now,
      });
      names.push({ user_id: userId, name: `Player ${l}.${m}`, updated_at: now });
      memberRows.push({
        league_id: id,
        member_id: m,
        user_id: userId,
        joined_at: new Date(now.getTime() + m),
      });
      members.push({ userId, cookie: `dozen_session=${token.token}`, memberId: m });
    }
    leagueRows.push({
      id,
      name: `League ${l}`,
      owner_id: members[0]!.userId,
      invite_seed: randomBytes(20),
      invite_hash: randomBytes(32),
      next_member_id: size + 1,
      created_at: now,
    });
    seeded.push({ id, members });
  }
  await insertChunks(sql, 'users', users);
  await insertChunks(sql, 'sessions', sessions);
  await insertChunks(sql, 'display_names', names);
  await insertChunks(sql, 'leagues', leagueRows);
  await insertChunks(sql, 'league_members', memberRows);
  return seeded;
}

/** A few words of the day that fit together, drawn by a seed (a stored day's or a live game's). */
export function dayWords(pool: DailyPool, dictionary: Dictionary, seed: number, wanted: number): string[] {
  const words = dictionary.wordsFormableFrom(pool.letters).filter((word) => word.length >= 2);
  const chosen: string[] = [];
  for (let i = 0; i < words.length && chosen.length < wanted; i += 1) {
    const word = words[(i * 7919 + seed * 104_729) % words.length]!;
    if (!chosen.includes(word) && wordsFitTogether([...chosen, word], pool.letters)) chosen.push(word);
  }
  return chosen;
}

/**
 * Stored days (game entries) of every member for `days` dates ending at `last`, words and all, as
 * a week of daily play leaves them; and a game in progress today for every other member.
 */
export async function seedDays(
  sql: Sql,
  userIds: readonly string[],
  pools: ReadonlyMap<string, DailyPool>,
  dictionary: Dictionary,
  last: string,
  days: number,
): Promise<void> {
  const entries: Array<Record<string, unknown>> = [];
  const live: Array<Record<string, unknown>> = [];
  let seed = 0;
  for (const [index, userId] of userIds.entries()) {
    for (let back = 0; back < days; back += 1) {
      const date = addDays(last, -back);
      const words = dayWords(pools.get(date)!, dictionary, (seed += 1), 2 + (seed % 3)).map((word) => ({
        word,
        score: scoreWord(word),
      }));
      const at = new Date(`${date}T17:00:00Z`);
      entries.push({
        player_id: userId,
        date,
        final_score: words.reduce((sum, word) => sum + word.score, 0),
        words: sql.json(words),
        play_count: 1,
        unique_words: words.length,
        created_at: at,
        updated_at: at,
      });
    }
    if (index % 2 === 0) {
      const words = dayWords(pools.get(last)!, dictionary, (seed += 1), 3).map((word) => ({
        word,
        score: scoreWord(word),
      }));
      live.push({
        player_id: userId,
        date: last,
        game_id: `bench-live-${index}`,
        words: sql.json(words),
        score: words.reduce((sum, word) => sum + word.score, 0),
        continuous: false,
        updated_at: new Date(),
      });
    }
  }
  await insertChunks(sql, 'game_entries', entries);
  await insertChunks(sql, 'live_games', live);
}
