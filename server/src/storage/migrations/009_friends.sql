-- Friends: private leagues, their members and their display names, and the game each player is
-- playing now (what the boards show between stored games). The boards themselves are read from
-- `game_entries` and `live_games`: nothing here copies a score.

-- All that other members ever see of a player. Accounts only (the routes need a signed-in
-- player); a merge deletes only anonymous users, so an account keeps its name.
create table display_names (
  user_id    text        primary key references users (id) on delete cascade,
  name       text        not null,
  updated_at timestamptz not null
);

create table leagues (
  -- 80 random bits, base32: the board's address. Only members can read anything by it.
  id             text        primary key,
  name           text        not null,
  -- The owner's account; deleting it deletes the league (and so every membership of it).
  owner_id       text        not null references users (id) on delete cascade,
  -- The invite link's token is HMAC(key from AUTH_SECRET, id ‖ seed), 160 bits. Stored: the random
  -- seed (so a member can be shown the link again) and SHA-256(token) (how a link is looked up).
  -- Neither is the token: a dump of this table without AUTH_SECRET opens no league. Rotating the
  -- link draws a new seed, and the old token matches no row.
  invite_seed    bytea       not null,
  invite_hash    bytea       not null unique,
  -- Members are numbered in the order they join: the league-local ids boards carry.
  next_member_id integer     not null default 1,
  created_at     timestamptz not null
);

create table league_members (
  league_id text        not null references leagues (id) on delete cascade,
  member_id integer     not null,
  user_id   text        not null references users (id) on delete cascade,
  joined_at timestamptz not null,
  primary key (league_id, member_id),
  unique (league_id, user_id)
);
-- A player's leagues (the home list, the limit, whom a word or a game must reach).
create index league_members_user on league_members (user_id) include (league_id, member_id);

-- The game a player is playing now, one per player and day, as last reported after an accepted
-- word (each word checked as a submitted game's are). A stored game of the day is in
-- `game_entries`; this row only adds what has not been stored yet. Rebuilt by the next report.
create table live_games (
  player_id  text        not null references users (id) on delete cascade,
  date       date        not null,
  game_id    text        not null,
  words      jsonb       not null,
  score      integer     not null check (score >= 0),
  continuous boolean     not null,
  updated_at timestamptz not null,
  primary key (player_id, date)
);
