// The WebAuthn challenges of her inbox page: handed out with the page, without writing anything (a stranger loading
// the sign-in page costs no write), and taken back once. A challenge is 16 random bytes, the time it expires and the
// page key's signature of both; an answer is accepted only with a challenge the page signed, before it expired, and
// only the first time (the database keeps the answered ones until they would have expired anyway).

import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { PageKey } from "./keys.ts";
import type { Sql } from "../store.ts";

/** Long enough to read the page and find the passkey; WebAuthn's own prompt gives up after a minute. */
export const CHALLENGE_MS = 10 * 60_000;
const RANDOM = 16;
const TIME = 8;
const SIGNATURE = 32;

/** A new challenge, valid from `now` for CHALLENGE_MS. */
export async function issueChallenge(key: PageKey, now: number): Promise<Uint8Array<ArrayBuffer>> {
  const body = new Uint8Array(RANDOM + TIME);
  crypto.getRandomValues(body.subarray(0, RANDOM));
  new DataView(body.buffer).setBigUint64(RANDOM, BigInt(now + CHALLENGE_MS));
  const challenge = new Uint8Array(RANDOM + TIME + SIGNATURE);
  challenge.set(body);
  challenge.set(await key.sign(body), RANDOM + TIME);
  return challenge;
}

/** Whether `challenge` (base64url, as the browser sends it back) is one of ours, still valid at `now`. */
export async function isOurChallenge(key: PageKey, challenge: string, now: number): Promise<boolean> {
  if (!isoBase64URL.isBase64URL(challenge)) return false;
  const bytes = isoBase64URL.toBuffer(challenge);
  if (bytes.length !== RANDOM + TIME + SIGNATURE) return false;
  const body = bytes.subarray(0, RANDOM + TIME);
  const expires = Number(new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(RANDOM));
  return expires > now && (await key.verify(bytes.subarray(RANDOM + TIME), body));
}

/** Takes `challenge` as answered: true the first time, false for a replay. Forgets those past their time. */
export async function answerOnce(sql: Sql, challenge: string, now: number): Promise<boolean> {
  const [, taken] = await sql.batch([
    { sql: "DELETE FROM answered_challenges WHERE expires_at <= ?", args: [now] },
    {
      sql: "INSERT OR IGNORE INTO answered_challenges (challenge, expires_at) VALUES (?, ?) RETURNING challenge",
      args: [challenge, now + CHALLENGE_MS],
    },
  ]);
  return (taken?.rows.length ?? 0) === 1;
}
