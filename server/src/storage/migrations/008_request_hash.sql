-- A stored game keeps its request as a SHA-256 of it (storage/games.ts, requestFingerprint), not
-- the request itself: the request is only ever compared with a retry's, and the hash is a tenth
-- of its size to send, parse and store on the hottest write (README, Benchmarks). Games stored
-- before keep their request and are compared as they were; a game has one or the other.
alter table games alter column request drop not null, add column request_hash bytea;
alter table games add constraint games_request_kept check (request is not null or request_hash is not null);

alter table archive_games alter column request drop not null, add column request_hash bytea;
alter table archive_games add constraint archive_games_request_kept
  check (request is not null or request_hash is not null);
