// The one way her first passkey (or one after losing them all) is made: an invite from the command line on the
// computer that holds the database (`npm run inbox -- --invite`), a link valid for 15 minutes and for one passkey.
// The link's token is random and kept only as its SHA-256; an unknown, used and expired token look alike.

import { record } from "./audit.ts";
import { randomToken, sha256 } from "./keys.ts";
import type { Sql } from "../store.ts";

export const INVITE_MS = 15 * 60_000;

/** A new invite; returns the token for the link. */
export async function makeInvite(sql: Sql, now: number, from: string): Promise<string> {
  const token = randomToken();
  await sql.execute({
    sql: "INSERT INTO invites (token_hash, expires_at) VALUES (?, ?)",
    args: [await sha256(token), now + INVITE_MS],
  });
  await record(sql, { at: new Date(now).toISOString(), event: "inviteMade", detail: "", address: from });
  return token;
}

const open = (token: string) => token.length === 43 && /^[\w-]+$/.test(token);

/** Whether the invite can still be used (for the page; `useInvite` decides). */
export async function inviteOpen(sql: Sql, token: string, now: number): Promise<boolean> {
  if (!open(token)) return false;
  const { rows } = await sql.execute({
    sql: "SELECT 1 AS open FROM invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
    args: [await sha256(token), now],
  });
  return rows.length === 1;
}

/** Uses the invite up: true for the one call that did, false when it was unknown, used or expired. */
export async function useInvite(sql: Sql, token: string, now: number): Promise<boolean> {
  if (!open(token)) return false;
  const { rows } = await sql.execute({
    sql: `UPDATE invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
          RETURNING token_hash`,
    args: [now, await sha256(token), now],
  });
  return rows.length === 1;
}
