// Her messages as the inbox page shows them: a folder at a time, newest first, a page at a time (keyset paging on the
// time and id, so a page costs the same however deep), searched with SQLite's full-text index (FTS5, which D1 has
// too), opened, marked, deleted to the bin and back. The bin is emptied of what has been in it for 30 days.

import { searchQuery } from "./search.ts";
import { storedMessage } from "../sql-store.ts";
import type { Sql, Statement, StoredMessage } from "../store.ts";

export const FOLDERS = ["all", "unread", "spam", "failed", "bin"] as const;
export type Folder = (typeof FOLDERS)[number];
export const PAGE_SIZE = 25;
export const BIN_MS = 30 * 24 * 60 * 60_000;

export interface PageMessage extends StoredMessage {
  read: boolean;
  spam: boolean;
  deletedAt: string | null;
}

/** Where a page starts: after (older than) or before (newer than) a message, by its time and id. */
export type Cursor = { at: string; id: number; newer: boolean };

export interface Page {
  messages: PageMessage[];
  /** The cursors of the next older and newer pages, when there are such messages. */
  older?: Cursor;
  newer?: Cursor;
}

const WHERE: Record<Folder, string> = {
  all: "spam = 0 AND deleted_at IS NULL",
  unread: "spam = 0 AND deleted_at IS NULL AND read_at IS NULL",
  spam: "spam = 1 AND deleted_at IS NULL",
  failed: "spam = 0 AND deleted_at IS NULL AND mailed_at IS NULL AND last_error IS NOT NULL",
  bin: "deleted_at IS NOT NULL",
};

const COLUMNS = `id, received_at, form, name, email, message, read_at, spam, deleted_at,
  message_id, mailed_at, last_error FROM messages LEFT JOIN outbox ON message_id = id`;

const messageOf = (row: Record<string, unknown>): PageMessage => ({
  ...storedMessage(row),
  read: row.read_at !== null,
  spam: Number(row.spam) === 1,
  deletedAt: row.deleted_at === null ? null : String(row.deleted_at),
});

/** One page of a folder, searched when `query` holds words. */
export async function messagePage(sql: Sql, folder: Folder, query: string, from?: Cursor): Promise<Page> {
  const where = [WHERE[folder]];
  const args: (string | number)[] = [];
  const match = searchQuery(query);
  if (match) {
    where.push("id IN (SELECT rowid FROM messages_search WHERE messages_search MATCH ?)");
    args.push(match);
  }
  if (from) {
    where.push(`(received_at, id) ${from.newer ? ">" : "<"} (?, ?)`);
    args.push(from.at, from.id);
  }
  const order = from?.newer ? "ASC" : "DESC";
  const { rows } = await sql.execute({
    sql: `SELECT ${COLUMNS} WHERE ${where.join(" AND ")} ORDER BY received_at ${order}, id ${order} LIMIT ?`,
    args: [...args, PAGE_SIZE + 1],
  });
  const more = rows.length > PAGE_SIZE;
  const found = rows.slice(0, PAGE_SIZE).map(messageOf);
  const messages = from?.newer ? found.reverse() : found;
  const first = messages[0];
  const last = messages.at(-1);
  const cursor = (m: PageMessage | undefined, newer: boolean) => m && { at: m.receivedAt, id: m.id, newer };
  return {
    messages,
    older: from?.newer || more ? cursor(last, false) : undefined,
    newer: (from && !from.newer) || (from?.newer && more) ? cursor(first, true) : undefined,
  };
}

/** Every message of a folder (and search), newest first: for the export. */
export async function allMessages(sql: Sql, folder: Folder, query: string): Promise<PageMessage[]> {
  const match = searchQuery(query);
  const { rows } = await sql.execute({
    sql: `SELECT ${COLUMNS} WHERE ${WHERE[folder]}
          ${match ? "AND id IN (SELECT rowid FROM messages_search WHERE messages_search MATCH ?)" : ""}
          ORDER BY received_at DESC, id DESC`,
    args: match ? [match] : [],
  });
  return rows.map(messageOf);
}

export async function findMessage(sql: Sql, id: number): Promise<PageMessage | undefined> {
  const { rows } = await sql.execute({ sql: `SELECT ${COLUMNS} WHERE id = ?`, args: [id] });
  return rows[0] && messageOf(rows[0]);
}

/** What she can do to a message, as the statement that does it at `now` (an ISO time). */
export const CHANGES = {
  read: (id: number, now: string) => ({
    sql: "UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ?",
    args: [now, id],
  }),
  unread: (id: number) => ({ sql: "UPDATE messages SET read_at = NULL WHERE id = ?", args: [id] }),
  spam: (id: number) => ({ sql: "UPDATE messages SET spam = 1 WHERE id = ?", args: [id] }),
  "not-spam": (id: number) => ({ sql: "UPDATE messages SET spam = 0 WHERE id = ?", args: [id] }),
  delete: (id: number, now: string) => ({ sql: "UPDATE messages SET deleted_at = ? WHERE id = ?", args: [now, id] }),
  restore: (id: number) => ({ sql: "UPDATE messages SET deleted_at = NULL WHERE id = ?", args: [id] }),
} satisfies Record<string, (id: number, now: string) => Statement>;
export type Change = keyof typeof CHANGES;

export const isChange = (name: string): name is Change => Object.hasOwn(CHANGES, name);

export async function changeMessage(sql: Sql, id: number, change: Change, now: string): Promise<void> {
  await sql.execute(CHANGES[change](id, now));
}

/** Empties the bin of what has been in it 30 days, its mails' rows first (D1 keeps foreign keys). */
export async function emptyBin(sql: Sql, now: number): Promise<void> {
  const before = new Date(now - BIN_MS).toISOString();
  const old = "SELECT id FROM messages WHERE deleted_at IS NOT NULL AND deleted_at < ?";
  await sql.batch([
    { sql: `DELETE FROM outbox WHERE message_id IN (${old})`, args: [before] },
    { sql: `DELETE FROM messages WHERE id IN (${old})`, args: [before] },
  ]);
}

/** Makes the message's unsent mail due now (her "send again"); false when there is none to send. */
export async function mailAgain(sql: Sql, id: number, now: number): Promise<boolean> {
  const { rows } = await sql.execute({
    sql: `UPDATE outbox SET next_attempt_at = 0 WHERE message_id = ? AND mailed_at IS NULL AND leased_until <= ?
          RETURNING message_id`,
    args: [id, now],
  });
  return rows.length === 1;
}
