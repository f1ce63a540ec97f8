-- Past puzzles: games played from the archive, on days that are over for everyone.
-- A table of their own, apart from `games` and `game_entries`: nothing of the day's race (live
-- counts, players of the day, streaks, challenges, ranks, the profile) reads it, so no query of
-- theirs needs a filter to leave archive games out.
create table archive_games (
  -- The client's gameId: a retry finds its stored answer. Never also a day game's id (the insert
  -- checks `games`).
  game_id      text        primary key,
  player_id    text        not null references users (id) on delete cascade,
  date         date        not null references pools (date),
  request      jsonb       not null,
  response     jsonb       not null,
  created_at   timestamptz not null,
  continuous   boolean     not null,
  -- What the month view and the history show, so they read numbers, not answers.
  final_score  integer     not null check (final_score >= 0),
  word_count   integer     not null check (word_count >= 0),
  target_score boolean     not null,
  target_word  boolean     not null,
  most_words   boolean     not null
);

-- "This player's archive games in a date range" (the month view, one day, the history): a range
-- scan of the index alone, the summed columns included.
create index archive_games_player_date on archive_games (player_id, date)
  include (created_at, continuous, final_score, target_score, target_word, most_words);

-- The operator report counts archive games stored on a New York day.
create index archive_games_created_at on archive_games (created_at);
