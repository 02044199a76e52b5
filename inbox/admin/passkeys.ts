// Her passkeys (WebAuthn, through @simplewebauthn/server): the options a page hands the browser, and the checks of
// what the browser sends back. Discoverable credentials only, with user verification (her fingerprint, face or screen
// lock): signing in names no account and lists no passkey, so the sign-in page is the same whether she has passkeys
// or not. Every answer is checked against the page's address (inbox/admin/address.ts), a challenge the page signed and
// never answered before (challenges.ts), and, for a sign-in, the passkey's public key and signature counter.

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { InboxAddress } from "./address.ts";
import { answerOnce, isOurChallenge, issueChallenge } from "./challenges.ts";
import type { PageKey } from "./keys.ts";
import { findPasskey, type Passkey } from "./passkey-store.ts";
import type { Sql } from "../store.ts";

// One person's inbox: every passkey belongs to her, under one fixed handle.
const USER_ID = new TextEncoder().encode("the-artist");
// EdDSA, ES256 and RS256 (COSE ids), what every passkey provider makes. Named here: the library's own default first
// asks the runtime whether it has ML-DSA-44, which Node answers with an "experimental" warning in her terminal.
const ALGORITHMS = [-8, -7, -257];

export interface Ceremony {
  sql: Sql;
  key: PageKey;
  address: InboxAddress;
  now: number;
}

export async function registrationOptions({ key, address, now }: Ceremony, siteName: string, existing: Passkey[]) {
  return generateRegistrationOptions({
    rpName: siteName,
    rpID: address.rpId,
    userName: siteName,
    userID: USER_ID,
    challenge: await issueChallenge(key, now),
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

export async function signInOptions({ key, address, now }: Ceremony) {
  return generateAuthenticationOptions({
    rpID: address.rpId,
    challenge: await issueChallenge(key, now),
    userVerification: "required",
  });
}

/** A browser's answer as the form carried it: JSON text of an object, or nothing usable. */
function answer<T>(text: unknown): T | undefined {
  if (typeof text !== "string" || text.length > 64 * 1024) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The checks both ceremonies share: the page's address, and the challenge of the form the answer came with, which
 * must be one the page signed and answered for the first time.
 */
const expected = ({ sql, key, address, now }: Ceremony, formChallenge: unknown) => ({
  expectedOrigin: address.origin,
  expectedRPID: address.rpId,
  requireUserVerification: true,
  expectedChallenge: async (challenge: string) =>
    challenge === formChallenge &&
    (await isOurChallenge(key, challenge, now)) &&
    (await answerOnce(sql, challenge, now)),
});

/** The new passkey a registration answer proves, or undefined. */
export async function checkRegistration(ceremony: Ceremony, challenge: unknown, text: unknown) {
  const response = answer<RegistrationResponseJSON>(text);
  if (!response) return undefined;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      ...expected(ceremony, challenge),
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified) return undefined;
    const { id, publicKey, counter, transports = [] } = registrationInfo.credential;
    return { id, publicKey: isoBase64URL.fromBuffer(publicKey), counter, transports };
  } catch {
    return undefined;
  }
}

/** The passkey a sign-in answer proves (its counter moved on), or undefined. */
export async function checkSignIn(ceremony: Ceremony, challenge: unknown, text: unknown) {
  const response = answer<AuthenticationResponseJSON>(text);
  if (typeof response?.id !== "string") return undefined;
  const passkey = await findPasskey(ceremony.sql, response.id);
  if (!passkey) return undefined;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      ...expected(ceremony, challenge),
      credential: { ...passkey, publicKey: isoBase64URL.toBuffer(passkey.publicKey) },
    });
    return verified ? { ...passkey, counter: authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
}
