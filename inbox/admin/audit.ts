// What she sees of the page's own history: every sign-in (and refused one), invite and change to her passkeys, with
// when and from which address. Kept with the messages; shown newest first.

import type { Sql } from "../store.ts";

export type AuditEvent =
  | "signIn"
  | "signInRefused"
  | "inviteMade"
  | "inviteUsed"
  | "passkeyAdded"
  | "passkeyRenamed"
  | "passkeyRemoved"
  | "signOut"
  | "signOutEverywhere";

export interface AuditEntry {
  at: string;
  event: AuditEvent;
  detail: string;
  /** The client's address; empty for what was done on the command line. */
  address: string;
}

const SHOWN = 200;

export async function record(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.execute({
    sql: "INSERT INTO audit (at, event, detail, address) VALUES (?, ?, ?, ?)",
    args: [entry.at, entry.event, entry.detail.slice(0, 200), entry.address.slice(0, 100)],
  });
}

/** The newest entries first. */
export async function auditLog(sql: Sql): Promise<AuditEntry[]> {
  const { rows } = await sql.execute({
    sql: "SELECT at, event, detail, address FROM audit ORDER BY id DESC LIMIT ?",
    args: [SHOWN],
  });
  return rows.map((row) => ({
    at: String(row.at),
    event: String(row.event) as AuditEvent,
    detail: String(row.detail),
    address: String(row.address),
  }));
}
