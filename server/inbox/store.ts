// The inbox database (SQLite through @libsql/client): one table of messages, one of settings. A file database runs in
// WAL mode with synchronous=FULL, so a committed message survives a crash of the process or of the machine; `save`
// resolves only after that commit. A libsql:// URL talks to a remote libSQL server instead (durability is its job).
//
// Visitors' addresses are never stored: only a salted SHA-256, enough to see that two messages came from one sender.
// The salt is random, made once per database and kept in it (or given as INBOX_SALT), so the hashes cannot be matched
// against a list of all addresses without the database.

import { createClient, type InStatement } from "@libsql/client";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { groupCommit } from "./group-commit.ts";

export interface StoreConfig {
  /** `file:` URL of a local database, or the URL of a libSQL server. */
  url: string;
  authToken?: string;
  /** Salt for client hashes; by default one is generated and kept in the database. */
  salt?: string;
}

export interface NewMessage {
  receivedAt: string;
  form: string;
  name: string;
  email: string;
  message: string;
  userAgent: string;
  clientHash: string;
  spam: boolean;
}

/** A message as the artist reads it. */
export interface StoredMessage {
  id: number;
  receivedAt: string;
  form: string;
  name: string;
  email: string;
  message: string;
}

export interface ListFilter {
  /** The spam folder instead of the inbox. */
  spam?: boolean;
  /** Only messages received at or after this ISO time. */
  since?: string;
  form?: string;
}

export interface InboxStore {
  /** Resolves once the message is committed; rejects if it could not be. */
  save(message: NewMessage): Promise<void>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<StoredMessage[]>;
  hashClient(address: string): string;
  /** Waits for pending saves, then closes the database. */
  close(): Promise<void>;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    form TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    client_hash TEXT NOT NULL,
    spam INTEGER NOT NULL DEFAULT 0
  )`,
  "CREATE INDEX IF NOT EXISTS messages_by_time ON messages (spam, received_at)",
  "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
];

export async function openStore(config: StoreConfig): Promise<InboxStore> {
  const local = config.url.startsWith("file:");
  if (local) mkdirSync(dirname(fileURLToPath(config.url)), { recursive: true });
  // A file gets a single connection: PRAGMAs hold per connection, and the client's pool would open more under
  // concurrent calls. All writes go through one group commit anyway.
  const client = createClient({ url: config.url, authToken: config.authToken, concurrency: local ? 1 : undefined });
  let salt: string;
  try {
    if (local) {
      await client.execute("PRAGMA journal_mode=WAL");
      await client.execute("PRAGMA synchronous=FULL");
      // Two processes on one file (the server, and `npm run inbox` setting up as it opens) take turns, not fail.
      await client.execute("PRAGMA busy_timeout=5000");
    }
    const results = await client.batch(
      [
        ...SCHEMA,
        {
          sql: "INSERT OR IGNORE INTO meta (key, value) VALUES ('client_salt', ?)",
          args: [randomBytes(32).toString("hex")],
        },
        "SELECT value FROM meta WHERE key = 'client_salt'",
      ],
      "write",
    );
    salt = config.salt ?? String(results.at(-1)?.rows[0]?.value);
  } catch (error) {
    client.close();
    throw error;
  }

  const writer = groupCommit<NewMessage>(async (messages) => {
    await client.batch(messages.map(insert), "write");
  });

  return {
    save: (message) => writer.add(message),
    async list(filter = {}) {
      const where = ["spam = ?"];
      const args: (string | number)[] = [filter.spam ? 1 : 0];
      if (filter.since !== undefined) {
        where.push("received_at >= ?");
        args.push(filter.since);
      }
      if (filter.form !== undefined) {
        where.push("form = ?");
        args.push(filter.form);
      }
      const result = await client.execute({
        sql: `SELECT id, received_at, form, name, email, message FROM messages
              WHERE ${where.join(" AND ")} ORDER BY received_at DESC, id DESC`,
        args,
      });
      return result.rows.map((row) => ({
        id: Number(row.id),
        receivedAt: String(row.received_at),
        form: String(row.form),
        name: String(row.name),
        email: String(row.email),
        message: String(row.message),
      }));
    },
    hashClient: (address) => createHash("sha256").update(`${salt}\n${address}`).digest("hex"),
    async close() {
      await writer.drain();
      client.close();
    },
  };
}

function insert(m: NewMessage): InStatement {
  return {
    sql: `INSERT INTO messages (received_at, form, name, email, message, user_agent, client_hash, spam)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [m.receivedAt, m.form, m.name, m.email, m.message, m.userAgent, m.clientHash, m.spam ? 1 : 0],
  };
}
