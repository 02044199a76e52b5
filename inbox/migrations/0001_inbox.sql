-- The inbox's one schema, on both runtimes: `wrangler d1 migrations apply` runs it on the edge's D1 database, and
-- `npm start` applies it to its SQLite file as it opens (server/inbox/store.ts), recording it in the same
-- d1_migrations table. IF NOT EXISTS: databases made before this file already hold these tables.

CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  form TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS messages_by_time ON messages (spam, received_at);

CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- A mail to the artist per message that is not spam, written with the message (docs/decisions/0013).
CREATE TABLE IF NOT EXISTS outbox (
  message_id INTEGER PRIMARY KEY REFERENCES messages (id),
  page TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  leased_until INTEGER NOT NULL DEFAULT 0,
  mailed_at TEXT,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE mailed_at IS NULL;

-- The rate limit's buckets where no process lives long enough to keep them in memory (the edge): one row per client
-- key, its tokens and when they were counted (milliseconds since the epoch).
CREATE TABLE IF NOT EXISTS rate_limits (
  client TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  at INTEGER NOT NULL
);
