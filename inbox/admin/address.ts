// Where her inbox page lives, which WebAuthn needs to know: the origin a passkey is used from and its relying party
// (the host name the passkey belongs to). Both come from the site's address setting, never from a request: a request's
// Host header is the client's to choose.
//
// Deployed, that is SITE_URL (https://her-domain). On this computer the site is built for http://127.0.0.1:PORT, but
// WebAuthn takes no IP address as its relying party: there the page is http://localhost:PORT (which browsers treat as a
// secure context), and its links say so.

export interface InboxAddress {
  /** scheme://host[:port], as the browser reports it in a passkey's answer and in a form's Origin header. */
  origin: string;
  /** The relying party: the host name alone. */
  rpId: string;
  /** Served over https (cookies are Secure, `__Host-` named). */
  secure: boolean;
}

/** The inbox page's address for a site at `siteUrl`, served locally on `port` (default: the address's own). */
export function inboxAddress(siteUrl: string, port?: number): InboxAddress {
  const url = new URL(siteUrl);
  if (url.protocol === "https:") return { origin: url.origin, rpId: url.hostname, secure: true };
  const local = new URL(`http://localhost:${port ?? (url.port || 80)}`);
  return { origin: local.origin, rpId: local.hostname, secure: false };
}

/** The page's own address on the inbox page, as a link. */
export const inboxLink = (address: InboxAddress, path = "") => `${address.origin}/inbox${path}`;
