// The secrets of her inbox page, on both runtimes (Web Crypto): random tokens for sessions and invites, kept only as
// their SHA-256; and the page's own key, which signs what the page hands out and must get back unchanged (the
// WebAuthn challenges, the forms' tokens). The key is made once per database and kept in it, like the client salt.

import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import type { Sql } from "../store.ts";

const encoder = new TextEncoder();

/** `bytes` random bytes, as base64url. */
export const randomToken = (bytes = 32): string =>
  isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(bytes)));

/** The SHA-256 of `text`, as hex: how tokens are stored. */
export async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return isoUint8Array.toHex(digest);
}

/** Signs and checks the page's own values with its key (HMAC-SHA-256). */
export interface PageKey {
  sign(bytes: Bytes): Promise<Bytes>;
  verify(signature: Bytes, bytes: Bytes): Promise<boolean>;
}

export type Bytes = Uint8Array<ArrayBuffer>;

/** The page's key from the database, made by the first call that finds none. */
export async function pageKey(sql: Sql): Promise<PageKey> {
  const [, kept] = await sql.batch([
    { sql: "INSERT OR IGNORE INTO meta (key, value) VALUES ('inbox_page_key', ?)", args: [randomToken()] },
    { sql: "SELECT value FROM meta WHERE key = 'inbox_page_key'" },
  ]);
  const raw = isoBase64URL.toBuffer(String(kept?.rows[0]?.value));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    sign: async (bytes) => new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes)),
    verify: (signature, bytes) => crypto.subtle.verify("HMAC", key, signature, bytes),
  };
}

/** The form token of a session (or of a signed-out page's challenge): its signature, as base64url. */
export async function formToken(key: PageKey, of: string): Promise<string> {
  return isoBase64URL.fromBuffer(await key.sign(encoder.encode(`form:${of}`)));
}

/** Whether `token` is the form token of `of`; anything malformed is simply not. */
export async function isFormToken(key: PageKey, of: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || !isoBase64URL.isBase64URL(token) || token.length !== 43) return false;
  return key.verify(isoBase64URL.toBuffer(token), encoder.encode(`form:${of}`));
}
