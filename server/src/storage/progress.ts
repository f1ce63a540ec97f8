import { AREA_THRESHOLDS, type CommunityRates, type PlayedDay } from '@dozen/engine';
import type { Queryable } from './database.js';

/**
 * Reads behind history, Your Stats and the profile's community figures. Dates are `YYYY-MM-DD`
 * strings, cast in SQL.
 */

/**
 * The player's days from `from` to `to`, newest first, with each day's numbers: its Target Score
 * and Target Word score from the pool, and the most distinct words anyone found that day (one
 * index probe per day: game_entries_date_unique_words).
 */
export async function readPlayedDays(
  sql: Queryable,
  playerId: string,
  from: string,
  to: string,
): Promise<PlayedDay[]> {
  return sql<PlayedDay[]>`
    select e.date,
           e.play_count as "playCount",
           e.final_score as "finalScore",
           e.unique_words as "wordCount",
           (select coalesce(max((w ->> 'score')::int), 0) from jsonb_array_elements(e.words) w) as "bestWordScore",
           coalesce((p.analysis ->> 'maxPossibleScore')::int, 0) as "dayTargetScore",
           coalesce((p.analysis ->> 'maxWordScore')::int, 0) as "dayTargetWordScore",
           (select max(o.unique_words) from game_entries o where o.date = e.date) as "dayMostWords"
    from game_entries e
    join pools p on p.date = e.date
    where e.player_id = ${playerId} and e.date between ${from}::date and ${to}::date
    order by e.date desc`;
}

/**
 * Every player's record in each profile area (engine/src/progress/areas.ts) over normal games
 * dated from `from`: one aggregate over the games' stored facts, the thresholds passed in from the
 * engine so the two definitions cannot drift (a test holds them equal).
 */
export async function readCommunityRates(sql: Queryable, from: string): Promise<CommunityRates> {
  const t = AREA_THRESHOLDS;
  const [row] = await sql<({ games: number } & CommunityRates['hits'])[]>`
    select count(*)::int as games,
      count(*) filter (where longest_word >= ${t.longWordLetters}::int)::int as long_words,
      count(*) filter (where day_target_word_score > 0
        and best_word_score >= ${t.highScoringShareOfTargetWord}::numeric * day_target_word_score)::int as high_scoring,
      count(*) filter (where word_count >= ${t.wordsPerGame}::int)::int as word_count,
      count(*) filter (where word_count > 0 and final_score >= ${t.pointsPerWord}::int * word_count)::int as efficiency,
      count(*) filter (where target_words_found >= ${t.targetWords}::int)::int as target_word,
      count(*) filter (where day_target_score > 0
        and final_score >= ${t.consistencyShareOfTargetScore}::numeric * day_target_score)::int as consistency
    from games
    where not continuous and date >= ${from}::date`;
  if (!row) throw new Error('readCommunityRates: an aggregate query returned no row');
  const { games, ...hits } = row;
  return { games, hits };
}
