// A passkey made in software, for the tests that speak WebAuthn to the inbox page without a browser: it answers the
// page's options the way an authenticator with a P-256 key (ES256), user verification and attestation "none" does,
// so that a test can replay, alter or forge what a browser would send. The browser tests use Chromium's own virtual
// authenticator instead.

import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

type CBORType = Parameters<typeof isoCBOR.encode>[0];

const b64 = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes);
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) all.set(part, (at += part.length) - part.length);
  return all;
};
const counterBytes = (counter: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, counter);
  return bytes;
};

/** An ECDSA signature as WebAuthn wants it (ASN.1 DER), from Web Crypto's r‖s. */
function der(raw: Uint8Array): Uint8Array {
  const integer = (half: Uint8Array) => {
    let bytes = half;
    while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1);
    if (bytes[0]! >= 0x80) bytes = concat(new Uint8Array([0]), bytes);
    return concat(new Uint8Array([0x02, bytes.length]), bytes);
  };
  const body = concat(integer(raw.subarray(0, 32)), integer(raw.subarray(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface Ceremony {
  origin: string;
  rpId: string;
  challenge: string;
}

export async function softPasskey() {
  const keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const id = crypto.getRandomValues(new Uint8Array(16));
  let counter = 0;
  const clientData = (type: string, { origin, challenge }: Ceremony) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64(id),
    /** What a browser sends back from navigator.credentials.create() for these options. */
    async register(ceremony: Ceremony) {
      const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const rpIdHash = await sha256(new TextEncoder().encode(ceremony.rpId));
      const credential = concat(new Uint8Array(16), new Uint8Array([0, id.length]), id, cose);
      const authData = concat(rpIdHash, new Uint8Array([0x45]), counterBytes(counter), credential);
      const attestationObject = isoCBOR.encode(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", authData],
        ]),
      );
      return JSON.stringify({
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", ceremony)),
          attestationObject: b64(new Uint8Array(attestationObject)),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      });
    },
    /** What a browser sends back from navigator.credentials.get() for these options. */
    async signIn(ceremony: Ceremony) {
      const rpIdHash = await sha256(new TextEncoder().encode(ceremony.rpId));
      const authData = concat(rpIdHash, new Uint8Array([0x05]), counterBytes(++counter));
      const data = clientData("webauthn.get", ceremony);
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return JSON.stringify({
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(der(raw))),
          userHandle: b64(new TextEncoder().encode("the-artist")),
        },
        clientExtensionResults: {},
      });
    },
  };
}
