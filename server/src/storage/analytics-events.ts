import type { TAnalyticsEvent } from '@dozen/engine/contract';
import type { Queryable, TransactionSql } from './database.js';

type Json = Parameters<Queryable['json']>[0];

/**
 * Every statement on `analytics_events` (migration 005): storing a batch, moving an anonymous
 * player's events at a merge, and what the operator report reads.
 */

/**
 * Stores a batch for one user, each event once: an id already stored for this user is skipped,
 * so a re-sent batch (a retry, or a beacon racing a fetch) counts nothing twice. Returns how many
 * events were new. One statement: the batch travels as one JSON parameter.
 */
export async function insertEventsIfAbsent(
  sql: Queryable,
  userId: string,
  events: readonly TAnalyticsEvent[],
  receivedAt: Date,
): Promise<number> {
  const rows = events.map((event) => ({
    id: event.id,
    name: event.name,
    date: event.date,
    at: event.at,
    props: event.props ?? {},
  }));
  const result = await sql`
    insert into analytics_events (user_id, event_id, name, date, client_at, received_at, props)
    select ${userId}, e.id, e.name, e.date, e.at, ${receivedAt}, e.props
    from jsonb_to_recordset(${sql.json(rows as Json)})
      as e(id text, name text, date date, at timestamptz, props jsonb)
    on conflict (user_id, event_id) do nothing`;
  return result.count;
}

/** At a merge, the anonymous player's events become the account's (a retry finds none left). */
export async function moveAnalyticsEvents(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`update analytics_events set user_id = ${to} where user_id = ${from}`;
}

/** One player's activity on one puzzle date: how many of each event they sent. */
export interface PlayerDayActivity {
  date: string;
  userId: string;
  /** Event name → how many that player sent for that date (names they never sent are absent). */
  counts: Record<string, number>;
}

/**
 * Every player's activity per puzzle date from `from` to `to` (inclusive), for the operator
 * report (scripts/src/report): one row per player and date, which the report aggregates.
 */
export async function loadPlayerDayActivity(
  sql: Queryable,
  from: string,
  to: string,
): Promise<PlayerDayActivity[]> {
  return sql<PlayerDayActivity[]>`
    select date, user_id as "userId", jsonb_object_agg(name, events) as counts
    from (
      select date, user_id, name, count(*)::int as events
      from analytics_events
      where date between ${from} and ${to}
      group by date, user_id, name
    ) per_name
    group by date, user_id
    order by date, user_id`;
}
