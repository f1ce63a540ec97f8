-- Dozen's core tables. Postgres is the source of truth; Redis only holds rebuildable copies.

-- A player: anonymous (a device identity) until accounts link an e-mail.
create table users (
  id           text primary key,
  is_anonymous boolean     not null default true,
  email        text        unique,
  created_at   timestamptz not null
);

-- Sessions (Lucia's design): the cookie carries id.secret, only SHA-256(secret) is stored.
create table sessions (
  id          text primary key,
  secret_hash bytea       not null,
  user_id     text        not null references users (id) on delete cascade,
  expires_at  timestamptz not null,
  created_at  timestamptz not null
);
create index sessions_user_id on sessions (user_id);
create index sessions_expires_at on sessions (expires_at);

-- A day's pool, generated once and frozen: `analysis` is the engine's DailyPool.
create table pools (
  date       date primary key,
  letters    text        not null check (letters ~ '^[A-Z]{12}$'),
  analysis   jsonb       not null,
  created_at timestamptz not null default now()
);

-- A player's day: best score, every word found, hint and reveal use, competitive facts.
create table game_entries (
  player_id                 text        not null references users (id) on delete cascade,
  date                      date        not null references pools (date),
  final_score               integer     not null default 0 check (final_score >= 0),
  words                     jsonb       not null default '[]',
  modes                     jsonb       not null default '[]',
  play_count                integer     not null default 0 check (play_count >= 0),
  hints_used                integer     not null default 0 check (hints_used between 0 and 6),
  target_word_hints_used    integer     not null default 0 check (target_word_hints_used between 0 and 2),
  top_word_revealed         boolean     not null default false,
  target_words_revealed     boolean     not null default false,
  revealed_details          jsonb,
  letters_not_used_revealed boolean     not null default false,
  continuous_played         boolean     not null default false,
  reached_score_qualified   boolean     not null default false,
  reached_word_qualified    boolean     not null default false,
  unique_words              integer     not null default 0 check (unique_words >= 0),
  created_at                timestamptz not null,
  updated_at                timestamptz not null,
  primary key (player_id, date)
);
create index game_entries_date on game_entries (date);

-- One row per submitted game, keyed by the client's gameId: a retry returns the stored answer.
create table games (
  game_id    text primary key,
  player_id  text        not null references users (id) on delete cascade,
  date       date        not null,
  request    jsonb       not null,
  response   jsonb       not null,
  created_at timestamptz not null
);
create index games_player_date on games (player_id, date);
