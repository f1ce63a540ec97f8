-- The device a session was issued to (the hash of the client's device id; null when it sent none),
-- so that an identity call which left a browser before its sign-in did cannot undo that sign-in:
-- POST /api/session answers IDENTITY_CHANGED instead of a second identity (server/src/routes/session.ts).
alter table sessions add column device_hash text;
create index sessions_device_hash on sessions (device_hash, created_at) where device_hash is not null;
