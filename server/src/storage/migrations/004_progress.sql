-- Progress behind sign-in: each stored game's facts, personalised challenges.

-- A game's facts (engine/src/progress/game-facts.ts), written with the game, so history, the
-- profile and the community figures read numbers instead of parsing words again. The day's Target
-- Score and Target Word score travel with each game: the community query reads this table alone.
alter table games
  add column continuous            boolean not null default false,
  add column final_score           integer not null default 0,
  add column points                integer not null default 0,
  add column word_count            integer not null default 0,
  add column longest_word          integer not null default 0,
  add column best_word_score       integer not null default 0,
  add column target_words_found    integer not null default 0,
  add column day_target_score      integer not null default 0,
  add column day_target_word_score integer not null default 0;

-- Games stored before this migration: the same facts from their stored answer (its words are
-- checked, lowercase and distinct) and their day's pool.
update games g set
  continuous = coalesce(jsonb_array_length(g.request -> 'modes'), 0) > 0,
  final_score = coalesce((g.response ->> 'finalScore')::int, 0),
  points = (select coalesce(sum((w ->> 'score')::int), 0) from jsonb_array_elements(g.response -> 'wordsUsed') w),
  word_count = coalesce(jsonb_array_length(g.response -> 'wordsUsed'), 0),
  longest_word = (select coalesce(max(length(w ->> 'word')), 0) from jsonb_array_elements(g.response -> 'wordsUsed') w),
  best_word_score = (select coalesce(max((w ->> 'score')::int), 0) from jsonb_array_elements(g.response -> 'wordsUsed') w),
  target_words_found = (
    select count(*) from jsonb_array_elements(g.response -> 'wordsUsed') w, pools p
    where p.date = g.date
      and lower(w ->> 'word') in (select lower(t) from jsonb_array_elements_text(p.analysis -> 'optimalWordCombination') t)),
  day_target_score = coalesce((select (p.analysis ->> 'maxPossibleScore')::int from pools p where p.date = g.date), 0),
  day_target_word_score = coalesce((select (p.analysis ->> 'maxWordScore')::int from pools p where p.date = g.date), 0)
where jsonb_typeof(g.response -> 'wordsUsed') = 'array';

-- History's Most Words flag asks for each day's best unique-word count: one index probe a day.
create index game_entries_date_unique_words on game_entries (date, unique_words);

-- Personalised challenges: three per player and date (one per difficulty), generated once and
-- frozen. Completion is recorded only by the server, from a stored game that meets the challenge.
create table challenges (
  id                 text        primary key,
  player_id          text        not null references users (id) on delete cascade,
  date               date        not null,
  difficulty         text        not null check (difficulty in ('easy', 'medium', 'hard')),
  challenge_type     text        not null
    check (challenge_type in ('score_target', 'word_discovery', 'exploration', 'efficiency')),
  title              text        not null,
  description        text        not null,
  reward_points      integer     not null check (reward_points >= 0),
  estimated_duration integer     not null check (estimated_duration >= 0),
  target_metrics     jsonb       not null,
  created_at         timestamptz not null,
  completed_at       timestamptz,
  performance        text        check (performance in ('excellent', 'good', 'fair', 'poor')),
  -- The stored game (games.game_id) that met it.
  completed_by_game  text,
  check ((completed_at is null) = (performance is null)),
  unique (player_id, date, difficulty)
);
-- The leaderboard sums completed challenges' points per player (by date for the week).
create index challenges_completed on challenges (date) include (player_id, reward_points)
  where completed_at is not null;
