// Her sessions on the inbox page: an opaque random id in a cookie, kept in the database only as its SHA-256, so a copy
// of the database opens nothing. A session ends after 30 minutes unused or 12 hours in all, at sign-out, or for every
// device at once ("sign out everywhere").
//
// The cookie is HttpOnly and SameSite=Strict. On https it is `__Host-inbox` (Secure, Path=/, no Domain: no subdomain
// and no plain-http page can set or read it); on http://localhost, where the browser keeps no Secure cookie from a
// plain-http answer and so no `__Host-` one, it is `inbox` with the same attributes but Secure.

import type { InboxAddress } from "./address.ts";
import { randomToken, sha256 } from "./keys.ts";
import type { Sql } from "../store.ts";

export const IDLE_MS = 30 * 60_000;
export const LONGEST_MS = 12 * 60 * 60_000;
// Her last use is written at most this often: reading her messages is not a write each time.
const TOUCH_MS = 60_000;

export interface Session {
  idHash: string;
}

export const cookieName = (address: InboxAddress) => (address.secure ? "__Host-inbox" : "inbox");

export const cookieOptions = (address: InboxAddress) =>
  ({ path: "/", httpOnly: true, secure: address.secure, sameSite: "Strict" }) as const;

/** A new session; returns the id for the cookie. */
export async function startSession(sql: Sql, now: number): Promise<string> {
  const id = randomToken();
  await sql.batch([
    { sql: "DELETE FROM sessions WHERE seen_at <= ? OR created_at <= ?", args: [now - IDLE_MS, now - LONGEST_MS] },
    { sql: "INSERT INTO sessions (id_hash, created_at, seen_at) VALUES (?, ?, ?)", args: [await sha256(id), now, now] },
  ]);
  return id;
}

/** The live session a cookie names, or undefined (none, unknown, ended, or out of time). */
export async function findSession(sql: Sql, id: string | undefined, now: number): Promise<Session | undefined> {
  if (!id || id.length > 64) return undefined;
  const idHash = await sha256(id);
  const { rows } = await sql.execute({
    sql: "SELECT seen_at FROM sessions WHERE id_hash = ? AND seen_at > ? AND created_at > ?",
    args: [idHash, now - IDLE_MS, now - LONGEST_MS],
  });
  const seen = rows[0]?.seen_at;
  if (seen === undefined) return undefined;
  if (now - Number(seen) > TOUCH_MS)
    await sql.execute({ sql: "UPDATE sessions SET seen_at = ? WHERE id_hash = ?", args: [now, idHash] });
  return { idHash };
}

export async function endSession(sql: Sql, session: Session): Promise<void> {
  await sql.execute({ sql: "DELETE FROM sessions WHERE id_hash = ?", args: [session.idHash] });
}

export async function endEverySession(sql: Sql): Promise<void> {
  await sql.execute({ sql: "DELETE FROM sessions" });
}
