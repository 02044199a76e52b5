// The inbox's storage on `npm start`: a SQLite file (or a libSQL server), through @libsql/client in a worker thread
// (database.ts), holding the schema of inbox/migrations/ and running the inbox's SQL (inbox/sql-store.ts). A file database
// runs in WAL mode with synchronous=FULL, so a committed message survives a crash of the process or of the machine;
// `save` resolves only after that commit, and messages that arrive together share one (group-commit.ts). A libsql://
// URL talks to a remote libSQL server instead (durability is its job).

import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "./database.ts";
import { groupCommit } from "./group-commit.ts";
import { saveStatements, sqlStore } from "../../inbox/sql-store.ts";
import type { InboxStore, NewMessage, Sql, Statement } from "../../inbox/store.ts";

export interface StoreConfig {
  /** `file:` URL of a local database, or the URL of a libSQL server. */
  url: string;
  authToken?: string;
  /** Salt for client hashes; by default one is generated and kept in the database. */
  salt?: string;
  /** How long a write waits for a lock another process holds before it fails (default 5 s). */
  busyTimeoutMs?: number;
}

const MIGRATIONS = new URL("../../inbox/migrations/", import.meta.url);

/**
 * The migrations not yet applied, each as its statements and its record, in the table and shape `wrangler d1
 * migrations apply` keeps, so a file of `npm start` and the edge's D1 database have the one schema and history.
 */
async function pendingMigrations(client: Sql): Promise<Statement[][]> {
  await client.execute({
    sql: `CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
          applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
  });
  const applied = new Set((await client.execute({ sql: "SELECT name FROM d1_migrations" })).rows.map((r) => r.name));
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort()
    .map((name) => [
      ...sqlStatements(readFileSync(new URL(name, MIGRATIONS), "utf8")).map((sql) => ({ sql })),
      { sql: "INSERT INTO d1_migrations (name) VALUES (?)", args: [name] },
    ]);
}

/** A migration file's statements: its comments dropped, split at the semicolons that end lines. */
const sqlStatements = (text: string) =>
  text
    .replace(/^\s*--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");

/** `notify`: record a mail to send with each message that is not spam. */
export async function openStore(config: StoreConfig, { notify = false } = {}): Promise<InboxStore> {
  const local = config.url.startsWith("file:");
  if (local) mkdirSync(dirname(fileURLToPath(config.url)), { recursive: true });
  const database: Database = openDatabase({
    url: config.url,
    authToken: config.authToken,
    // Two processes on one file (the server, and `npm run inbox` setting up as it opens) take turns, not fail; a lock
    // held longer than the busy timeout fails only the writes that waited for it.
    setup: local
      ? ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", `PRAGMA busy_timeout=${config.busyTimeoutMs ?? 5000}`]
      : [],
  });
  const client: Sql = {
    execute: (statement) => database.execute(statement),
    batch: (statements) => database.batch(statements, "write"),
  };
  const writer = groupCommit<NewMessage>(async (messages) => {
    await client.batch(messages.flatMap((m) => saveStatements(m, notify)));
  });
  try {
    for (const migration of await pendingMigrations(client)) await client.batch(migration);
    // A database made before leases had their own column gets it (existing rows: not leased).
    const columns = await client.execute({ sql: "SELECT name FROM pragma_table_info('outbox')" });
    if (!columns.rows.some((row) => row.name === "leased_until"))
      await client.execute({ sql: "ALTER TABLE outbox ADD COLUMN leased_until INTEGER NOT NULL DEFAULT 0" });
    return sqlStore(client, {
      notify,
      salt: config.salt,
      save: (message) => writer.add(message),
      async close() {
        await writer.drain();
        await database.close();
      },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}
