// The inbox's storage as the routes and the outbox see it, on both runtimes: what a message is, what the artist reads,
// the mails to send, and the `Sql` a runtime runs the inbox's statements with (inbox/sql-store.ts).

import type { MailMessage } from "./mail.ts";

export type Value = null | string | number | bigint | ArrayBuffer;

/** A statement with its `?` arguments in order. */
export interface Statement {
  sql: string;
  args?: (string | number | null)[];
}

/** A statement's outcome: its rows by column name, and how many rows it changed. */
export interface Result {
  rows: Record<string, Value>[];
  rowsAffected: number;
}

/** What runs the inbox's SQL: a SQLite connection of some kind. */
export interface Sql {
  execute(statement: Statement): Promise<Result>;
  /** Runs the statements in one transaction: all of them, or none. */
  batch(statements: Statement[]): Promise<Result[]>;
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
  /** The page it was sent from (the path of the form's page), for the mail. */
  page: string;
}

/** Whether the artist was mailed: yes, not yet, tried and failed (retrying), or never (no SMTP_URL then, or spam). */
export type MailState = "mailed" | "pending" | "failed" | "none";

/** A message as the artist reads it. */
export interface StoredMessage {
  id: number;
  receivedAt: string;
  form: string;
  name: string;
  email: string;
  message: string;
  mail: MailState;
  /** When the mail was accepted by the mail server (ISO 8601), or null. */
  mailedAt: string | null;
  /** The last attempt's error while the mail is not sent, or null. */
  mailError: string | null;
}

/** A mail the outbox has claimed for sending. */
export interface PendingMail extends MailMessage {
  id: number;
  attempts: number;
}

/** How an attempt went: sent, or the error it failed with and when to try again. */
export type Attempt = { id: number; sentAt: string } | { id: number; error: string; retryAt: number };

/** The mails to send, in the same database as the messages. Times are milliseconds since the epoch. */
export interface Outbox {
  /** Claims up to `limit` mails due at `now` for `leaseMs` (another sender skips them meanwhile). */
  claim(now: number, limit: number, leaseMs: number): Promise<PendingMail[]>;
  /**
   * Extends the lease on the mails `ids` that still hold the one ending at `from` (a lease that ran out and was taken
   * by another sender is theirs) to `until`; returns how many were renewed.
   */
  renew(ids: readonly number[], from: number, until: number): Promise<number>;
  /** Records how the attempts went, in one transaction, and ends their leases. */
  settle(attempts: readonly Attempt[]): Promise<void>;
  /** When the next unsent mail is due (or its lease runs out), or undefined when every mail is sent. */
  nextDue(): Promise<number | undefined>;
  /**
   * Makes every unsent mail due now, but those another sender holds a live lease on (it is sending them: they are its
   * to settle); returns how many were made due.
   */
  retryAll(now?: number): Promise<number>;
  /**
   * For the server as it starts: every unsent mail due now, those leased by a sender that died mid-attempt (a kill -9)
   * included. Only a `--retry` running at that very moment could lose its lease, and send its batch twice.
   */
  takeOver(): Promise<void>;
}

export interface ListFilter {
  /** The spam folder instead of the inbox. */
  spam?: boolean;
  /** Only messages received at or after this ISO time. */
  since?: string;
  form?: string;
}

export interface InboxStore {
  /** The database itself, for her inbox page's own statements (inbox/admin/). */
  sql: Sql;
  /** Resolves once the message is committed; rejects if it could not be. */
  save(message: NewMessage): Promise<void>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<StoredMessage[]>;
  /** The salted hash of a client's address (the salt is read from the database with the first message). */
  hashClient(address: string): Promise<string>;
  outbox: Outbox;
  /** Waits for pending saves, then closes the database. */
  close(): Promise<void>;
}
