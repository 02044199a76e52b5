// The inbox page's script file: @simplewebauthn/browser's bundle (its text given by the runtime, which finds it in
// node_modules or has it bundled) followed by passkey-forms.ts, served from the inbox app at a path naming its hash,
// and allowed by the pages' policy by that hash and that path alone.

import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { passkeyForms } from "./passkey-forms.ts";

export interface PageScript {
  text: string;
  path: string;
  /** `sha256-…`, for the policy and the script element's integrity. */
  integrity: string;
}

/** The global the library's bundle defines. */
const LIBRARY_GLOBAL = "SimpleWebAuthnBrowser";

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** The `sha256-…` of a script's or a style element's text, for the policy (and a script's integrity). */
export const hashSource = async (text: string) => `sha256-${isoBase64URL.fromBuffer(await digest(text), "base64")}`;

export async function pageScript(library: string): Promise<PageScript> {
  const text = `${library}\n;(${passkeyForms.toString()})(${LIBRARY_GLOBAL});\n`;
  const name = isoBase64URL.fromBuffer(await digest(text)).slice(0, 12);
  return { text, path: `/inbox/passkeys-${name}.js`, integrity: await hashSource(text) };
}
