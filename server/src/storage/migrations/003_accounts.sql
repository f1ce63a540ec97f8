-- Accounts (spec 001): e-mail sign-in, the identities an account has held, preferences.

-- One pending sign-in per e-mail: the code and the link of the last e-mail sent. A new request
-- replaces the row (code AND link); signing in with either deletes it. Only hashes are stored:
-- the code's is an HMAC keyed by the server's secret over (email, code), since a plain hash of
-- six digits is reversed by trying 10^6 values; the link token has 256 bits and needs no key.
create table sign_in_requests (
  email           text        primary key,
  -- Opaque id answered to the client as codeId (never the code).
  request_id      text        not null,
  code_hash       bytea       not null,
  code_expires_at timestamptz not null,
  failed_attempts integer     not null default 0 check (failed_attempts >= 0),
  link_token_hash bytea       unique,
  link_expires_at timestamptz,
  -- The user whose session asked (informational; any browser may complete the sign-in).
  requested_by    text,
  created_at      timestamptz not null,
  check ((link_token_hash is null) = (link_expires_at is null))
);

-- Identities an account has proven to hold: an anonymous user whose session a browser had when
-- it signed in. Recovery moves data only from these. No foreign key on held_id: the held user is
-- deleted once merged, and the record stays as the proof.
create table held_identities (
  holder_id text        not null references users (id) on delete cascade,
  held_id   text        not null,
  held_at   timestamptz not null,
  primary key (holder_id, held_id)
);

-- A player's preferences (contract: ZUserPreferences, checked on every read and write).
create table user_preferences (
  user_id    text        primary key references users (id) on delete cascade,
  prefs      jsonb       not null default '{}',
  updated_at timestamptz not null
);
