// Her passkeys in the database: added through an invite or while signed in, named and removed by her, their counters
// moved on by each sign-in. Never fewer than one while she is signed in: the last one cannot be removed.

import type { Sql } from "../store.ts";

export interface Passkey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface NamedPasskey extends Passkey {
  name: string;
  createdAt: string;
  usedAt: string | null;
}

const NAME_CHARS = 60;

/** A name as she typed it, made safe to keep: one line, no control characters, not too long. */
export const passkeyName = (typed: unknown, otherwise: string): string => {
  const name =
    typeof typed === "string"
      ? typed
          .replace(/[\p{Cc}\p{Cf}]/gu, " ")
          .replace(/\s+/g, " ")
          .trim()
      : "";
  return [...name].slice(0, NAME_CHARS).join("") || otherwise;
};

const passkeyOf = (row: Record<string, unknown>): NamedPasskey => ({
  id: String(row.id),
  publicKey: String(row.public_key),
  counter: Number(row.counter),
  transports: String(row.transports).split(",").filter(Boolean),
  name: String(row.name),
  createdAt: String(row.created_at),
  usedAt: row.used_at === null ? null : String(row.used_at),
});

export async function listPasskeys(sql: Sql): Promise<NamedPasskey[]> {
  const { rows } = await sql.execute({ sql: "SELECT * FROM passkeys ORDER BY created_at, id" });
  return rows.map(passkeyOf);
}

export async function findPasskey(sql: Sql, id: string): Promise<NamedPasskey | undefined> {
  if (id.length > 1024) return undefined;
  const { rows } = await sql.execute({ sql: "SELECT * FROM passkeys WHERE id = ?", args: [id] });
  return rows[0] && passkeyOf(rows[0]);
}

/** Adds a passkey; false when it is there already (a browser that was asked to exclude it, or a replay). */
export async function addPasskey(sql: Sql, passkey: Passkey, name: string, at: string): Promise<boolean> {
  const { rows } = await sql.execute({
    sql: `INSERT INTO passkeys (id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO NOTHING RETURNING id`,
    args: [passkey.id, passkey.publicKey, passkey.counter, passkey.transports.join(","), name, at],
  });
  return rows.length === 1;
}

/** Records a sign-in with the passkey: its new counter and when. */
export async function usePasskey(sql: Sql, passkey: Passkey, at: string): Promise<void> {
  await sql.execute({
    sql: "UPDATE passkeys SET counter = ?, used_at = ? WHERE id = ?",
    args: [passkey.counter, at, passkey.id],
  });
}

export async function renamePasskey(sql: Sql, id: string, name: string): Promise<boolean> {
  const { rows } = await sql.execute({
    sql: "UPDATE passkeys SET name = ? WHERE id = ? RETURNING id",
    args: [name, id],
  });
  return rows.length === 1;
}

/** Removes a passkey unless it is the last one; returns whether it did. */
export async function removePasskey(sql: Sql, id: string): Promise<boolean> {
  const { rows } = await sql.execute({
    sql: "DELETE FROM passkeys WHERE id = ? AND (SELECT COUNT(*) FROM passkeys) > 1 RETURNING id",
    args: [id],
  });
  return rows.length === 1;
}
