// The inbox's storage in SQLite's SQL, the same on both runtimes, which run it through an `Sql` of their own
// (`npm start`: a SQLite file in a worker thread, server/inbox/store.ts; the edge: D1, edge/d1.ts). The schema is
// inbox/migrations/, applied on both.
//
// Visitors' addresses are never stored: only a salted SHA-256, enough to see that two messages came from one sender.
// The salt is random, made once per database and kept in it (or given as INBOX_SALT), so the hashes cannot be matched
// against a list of all addresses without the database.
//
// With notifications on, each message that is not spam gets an outbox row in the same transaction: the mail to send
// is as durable as the message, and inbox/outbox.ts delivers it (docs/decisions/0013).

import { createHash } from "node:crypto";
import type { InboxStore, ListFilter, NewMessage, Outbox, Sql, Statement, StoredMessage } from "./store.ts";

/** The statements that save one message, in one transaction: its row, and with `notify` (not for spam) its mail's. */
export function saveStatements(m: NewMessage, notify: boolean): Statement[] {
  return notify && !m.spam ? [insert(m), queueMail(m)] : [insert(m)];
}

// Right after its message's insert, in the same transaction.
const queueMail = (m: NewMessage): Statement => ({
  sql: "INSERT INTO outbox (message_id, page) VALUES (last_insert_rowid(), ?)",
  args: [m.page],
});

export interface SqlStoreOptions {
  /** Record a mail to send with each message that is not spam. */
  notify: boolean;
  /** Salt for client hashes (INBOX_SALT); by default the one kept in the database. */
  salt?: string;
  /** How a message is written, when not in a transaction of its own (`npm start` groups them: group-commit.ts). */
  save?: (message: NewMessage) => Promise<void>;
  close?: () => Promise<void>;
}

/** The inbox's store over `client`, whichever runtime runs the SQL. */
export function sqlStore(client: Sql, { notify, salt, save, close }: SqlStoreOptions): InboxStore {
  // Read with the first message, and again after a failure: nothing else waits for the database (the edge's pages).
  let kept: Promise<string> | undefined;
  const saltOf = () =>
    (kept ??= clientSalt(client, salt).catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
  return {
    sql: client,
    save: save ?? (async (message) => void (await client.batch(saveStatements(message, notify)))),
    list: (filter) => listMessages(client, filter),
    outbox: outboxOf(client),
    hashClient: async (address) => hashClient(await saltOf(), address),
    close: close ?? (async () => {}),
  };
}

/** The salt of the client hashes: `given` (INBOX_SALT), else the one kept in the database, made by its first open. */
async function clientSalt(client: Sql, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const made = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0"));
  const [, kept] = await client.batch([
    { sql: "INSERT OR IGNORE INTO meta (key, value) VALUES ('client_salt', ?)", args: [made.join("")] },
    { sql: "SELECT value FROM meta WHERE key = 'client_salt'" },
  ]);
  return String(kept?.rows[0]?.value);
}

const hashClient = (salt: string, address: string): string =>
  createHash("sha256").update(`${salt}\n${address}`).digest("hex");

/** Newest first. */
export async function listMessages(client: Sql, filter: ListFilter = {}): Promise<StoredMessage[]> {
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
    sql: `SELECT id, received_at, form, name, email, message, message_id, mailed_at, last_error
          FROM messages LEFT JOIN outbox ON message_id = id
          WHERE ${where.join(" AND ")} ORDER BY received_at DESC, id DESC`,
    args,
  });
  return result.rows.map(storedMessage);
}

/** A row of messages joined with its outbox row, as the artist reads it. */
export const storedMessage = (row: Record<string, unknown>): StoredMessage => ({
  id: Number(row.id),
  receivedAt: String(row.received_at),
  form: String(row.form),
  name: String(row.name),
  email: String(row.email),
  message: String(row.message),
  ...mailState(row),
});

/** How the artist's mail of a message went, from its outbox row's `message_id`, `mailed_at` and `last_error`. */
const mailState = (row: Record<string, unknown>): Pick<StoredMessage, "mail" | "mailedAt" | "mailError"> => ({
  mail: row.message_id === null ? "none" : row.mailed_at !== null ? "mailed" : row.last_error ? "failed" : "pending",
  mailedAt: row.mailed_at === null ? null : String(row.mailed_at),
  mailError: row.mailed_at === null && row.last_error !== null ? String(row.last_error) : null,
});

export function outboxOf(client: Sql): Outbox {
  return {
    async claim(now, limit, leaseMs) {
      const claimed = await client.execute({
        sql: `UPDATE outbox SET leased_until = ? WHERE message_id IN (
                SELECT message_id FROM outbox WHERE mailed_at IS NULL AND next_attempt_at <= ? AND leased_until <= ?
                ORDER BY next_attempt_at, message_id LIMIT ?)
              RETURNING message_id`,
        args: [now + leaseMs, now, now, limit],
      });
      if (claimed.rows.length === 0) return [];
      const ids = claimed.rows.map((row) => Number(row.message_id));
      const result = await client.execute({
        sql: `SELECT id, name, email, message, received_at, page, attempts FROM messages JOIN outbox ON message_id = id
              WHERE id IN (${ids.map(() => "?").join(", ")}) ORDER BY id`,
        args: ids,
      });
      return result.rows.map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        email: String(row.email),
        message: String(row.message),
        receivedAt: String(row.received_at),
        page: String(row.page),
        attempts: Number(row.attempts),
      }));
    },
    async renew(ids, from, until) {
      const renewed = await client.execute({
        sql: `UPDATE outbox SET leased_until = ? WHERE leased_until = ? AND mailed_at IS NULL
              AND message_id IN (${ids.map(() => "?").join(", ")}) RETURNING message_id`,
        args: [until, from, ...ids],
      });
      return renewed.rows.length;
    },
    async settle(attempts) {
      await client.batch(
        attempts.map((attempt) =>
          "sentAt" in attempt
            ? {
                sql: `UPDATE outbox SET mailed_at = ?, attempts = attempts + 1, last_error = NULL, leased_until = 0
                      WHERE message_id = ?`,
                args: [attempt.sentAt, attempt.id],
              }
            : {
                sql: `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased_until = 0
                      WHERE message_id = ?`,
                args: [attempt.error, attempt.retryAt, attempt.id],
              },
        ),
      );
    },
    async nextDue() {
      const result = await client.execute({
        sql: "SELECT MIN(MAX(next_attempt_at, leased_until)) AS due FROM outbox WHERE mailed_at IS NULL",
      });
      const due = result.rows[0]?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    async retryAll(now = Date.now()) {
      const result = await client.execute({
        // Counted by the rows it returns: wrangler's local answers leave out how many rows a statement changed.
        sql: "UPDATE outbox SET next_attempt_at = 0 WHERE mailed_at IS NULL AND leased_until <= ? RETURNING message_id",
        args: [now],
      });
      return result.rows.length;
    },
    async takeOver() {
      await client.execute({ sql: "UPDATE outbox SET next_attempt_at = 0, leased_until = 0 WHERE mailed_at IS NULL" });
    },
  };
}

function insert(m: NewMessage): Statement {
  return {
    sql: `INSERT INTO messages (received_at, form, name, email, message, user_agent, client_hash, spam)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [m.receivedAt, m.form, m.name, m.email, m.message, m.userAgent, m.clientHash, m.spam ? 1 : 0],
  };
}
