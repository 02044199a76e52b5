// Which pages may read the inbox's answers: the site itself (a same-origin request needs no CORS headers, but gets
// them, harmlessly, if the browser sends an Origin anyway) and the origins the artist lists (INBOX_ORIGINS), for a copy
// of the site served from another host. Any other origin gets no Access-Control-Allow-Origin, so its browser withholds
// the answer and refuses a preflighted request.
//
// CORS is not access control: a plain HTML form on any site can still post here (as it can to Formspree). The honeypot
// and the rate limit deal with unwanted senders.

/** `https://example.com/any/path` → `https://example.com`; throws on something that is not an http(s) URL. */
export function parseOrigin(value: string): string {
  const url = new URL(value.trim());
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`not an http(s) origin: ${value}`);
  return url.origin;
}

/** The origin to name in Access-Control-Allow-Origin, or undefined when the requesting origin may not read. */
export function allowedOrigin(
  origin: string | undefined,
  ownOrigin: string,
  allowed: ReadonlySet<string>,
): string | undefined {
  if (origin === undefined) return undefined;
  return origin === ownOrigin || allowed.has(origin) ? origin : undefined;
}

/** The answer to an allowed preflight: POST, with whatever headers the page asked for (none is trusted anyway). */
export function preflightHeaders(origin: string, requestedHeaders: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Max-Age": "600",
  };
  if (requestedHeaders) headers["Access-Control-Allow-Headers"] = requestedHeaders;
  return headers;
}
