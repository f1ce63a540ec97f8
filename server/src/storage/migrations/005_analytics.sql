-- Our own analytics (POST /api/events; the contract's engine/src/contract/analytics.ts).
--
-- One row per event. Who: the session's user id, nothing else about the person: no IP address, no
-- user agent, no free text (props hold only the contract's numbers, booleans and fixed words). No
-- foreign key to users: events are a log, kept when an identity goes (an anonymous player's
-- events move to the account it merges into, auth/merge.ts).
--
-- The client makes each event's id, and a re-sent batch inserts nothing twice: the key is
-- (user_id, event_id), so one player's ids can never collide with another's.
create table analytics_events (
  user_id     text        not null,
  event_id    text        not null,
  name        text        not null,
  -- The puzzle date the event belongs to (what the report groups by).
  date        date        not null,
  -- The client's clock, as sent; and the server's, when it was stored.
  client_at   timestamptz not null,
  received_at timestamptz not null,
  props       jsonb       not null default '{}',
  primary key (user_id, event_id)
);

-- The report reads a range of dates and groups by player.
create index analytics_events_date on analytics_events (date, user_id, name);
