-- Who played: the truth behind the live counters (Players Today and lifetime players), which
-- Redis or the process only copy. A player counts from their first valid word of a day.

-- One row per player per puzzle date, written once (insert-if-absent) on the first valid word.
create table day_players (
  date            date        not null,
  player_id       text        not null,
  first_played_at timestamptz not null default now(),
  primary key (date, player_id)
);

-- One row per player who ever played: its own table (not a distinct count over day_players) so
-- that "first ever" is decided by one insert, even when the same player plays two dates at once,
-- and lifetime players is a plain count.
create table lifetime_players (
  player_id       text        primary key,
  first_date      date        not null,
  first_played_at timestamptz not null default now()
);
