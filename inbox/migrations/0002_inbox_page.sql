-- Her messages in the browser (/inbox, inbox/admin/): what she has read, the bin, full-text search, and what keeps the
-- page hers: her passkeys, her sessions, the one-time invites that enrol a passkey, the challenges already answered,
-- and a record of every sign-in and change. Applied by `wrangler d1 migrations apply` on the edge and by `npm start`
-- as it opens its database (server/inbox/store.ts), like 0001.

ALTER TABLE messages ADD COLUMN read_at TEXT;
-- Deleted to the bin: kept 30 days, then emptied.
ALTER TABLE messages ADD COLUMN deleted_at TEXT;

-- Her pages, newest first, one folder at a time (keyset paging on received_at, id).
CREATE INDEX IF NOT EXISTS messages_page ON messages (spam, received_at, id) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS messages_bin ON messages (deleted_at, received_at, id) WHERE deleted_at IS NOT NULL;

-- Search over the sender's name and address and the text (the contact form asks no subject: the mail's is made from
-- the name). The index holds no copy of the text: it reads the messages table (an external-content table).
CREATE VIRTUAL TABLE IF NOT EXISTS messages_search USING fts5 (
  name, email, message, content = 'messages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO messages_search (messages_search) VALUES ('rebuild');
-- A trigger's own statements end inside a line: the migration reader splits statements at semicolons that end lines.
CREATE TRIGGER IF NOT EXISTS messages_search_insert AFTER INSERT ON messages BEGIN
  INSERT INTO messages_search (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message); END;
CREATE TRIGGER IF NOT EXISTS messages_search_delete AFTER DELETE ON messages BEGIN
  INSERT INTO messages_search (messages_search, rowid, name, email, message)
  VALUES ('delete', old.id, old.name, old.email, old.message); END;

-- Her passkeys: the credential's id and public key (base64url), its signature counter, how it is reached, her name for it.
CREATE TABLE IF NOT EXISTS passkeys (
  id TEXT PRIMARY KEY,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);

-- Her sessions, by the SHA-256 of the cookie's random id (the id itself is never stored). Times in milliseconds.
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL
);

-- Invites from `npm run inbox -- --invite`: by the SHA-256 of the link's token, valid until expires_at, once.
CREATE TABLE IF NOT EXISTS invites (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- The WebAuthn challenges already answered, until they would have expired anyway: an answer is taken once.
CREATE TABLE IF NOT EXISTS answered_challenges (
  challenge TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- Sign-ins, invites and passkey changes, with when and from where, shown to her.
CREATE TABLE IF NOT EXISTS audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  event TEXT NOT NULL,
  detail TEXT NOT NULL,
  address TEXT NOT NULL
);
