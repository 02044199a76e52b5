// Which pages may read the inbox's answers: the site itself (a same-origin request needs no CORS headers, but gets
// them, harmlessly, if the browser sends an Origin anyway) and the origins the artist lists (INBOX_ORIGINS), for a copy
// of the site served from another host. Any other origin gets no Access-Control-Allow-Origin, so its browser withholds
// the answer and refuses a preflighted request.
//
// CORS is not access control: a plain HTML form on any site can still post here (as it can to Formspree). The honeypot
// and the rate limit deal with unwanted senders.

import { cors } from "hono/cors";

/** `https://example.com/any/path` → `https://example.com`; throws on something that is not an http(s) URL. */
export function parseOrigin(value: string): string {
  const url = new URL(value.trim());
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`not an http(s) origin: ${value}`);
  return url.origin;
}

/**
 * CORS for the inbox (hono's): the site's own origin and the listed ones may read the answers, a preflight allows POST
 * with whatever headers the page asked for (none is trusted anyway) for ten minutes. Any other origin is named in no
 * Access-Control-Allow-Origin, which is what a browser reads.
 */
export const inboxCors = (origins: ReadonlySet<string>) =>
  cors({
    origin: (origin, c) => (origin === new URL(c.req.url).origin || origins.has(origin) ? origin : null),
    allowMethods: ["POST"],
    maxAge: 600,
  });
