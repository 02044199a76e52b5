// Who may use the studio: only its own page, opened from the address it printed. Every page of this computer can
// send requests to 127.0.0.1, and a page on another port is "same site" for the browser, so neither the address nor a
// SameSite cookie alone keeps another local page out. Three checks do:
//   - the Host must name this studio (127.0.0.1 or localhost on its port): a rebound DNS name gets 421;
//   - a secret made at start rides once in the printed address (`/admin/?key=…`), is traded for an HttpOnly,
//     SameSite=Strict cookie and leaves the address bar; every request without it gets nothing;
//   - every API call must come from the studio's own origin exactly (its Origin header), so a page elsewhere that
//     makes the browser send the cookie along is still refused.

import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** Whether a Host header names this studio: 127.0.0.1 or localhost on its port, nothing else. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const NOT_OPENED = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Mischief Box studio</title></head>
<body><main><h1>Open the studio from its address</h1>
<p>The studio opens only from the address it printed where you started it (<code>npm run studio</code>), which carries
a key: copy that whole address into the browser. If you restarted the studio, it printed a new one.</p></main></body></html>
`;

/** The studio's key and the checks that use it, for a studio answering on `port`. */
export function createAccess(port: number, key = randomBytes(24).toString("base64url")) {
  const cookie = `mischief_studio_${port}`;
  const opened = (c: Context) => same(getCookie(c, cookie), key);
  return {
    key,
    /** The address to print: the editor, with the key that opens it. */
    address: (path = "/admin/") => `http://127.0.0.1:${port}${path}?key=${key}`,

    /** Answers a request naming another host, trades the key for the cookie, and keeps out what is not opened. */
    guard: (async (c, next) => {
      if (!hostAllowed(c.req.header("host"), port)) return c.json({ error: "This studio answers on 127.0.0.1." }, 421);
      const offered = c.req.query("key");
      if (offered !== undefined && c.req.method === "GET") {
        if (!same(offered, key)) return c.html(NOT_OPENED, 403);
        setCookie(c, cookie, key, { httpOnly: true, sameSite: "Strict", path: "/" });
        return c.redirect(new URL(c.req.url).pathname, 303);
      }
      if (!opened(c)) {
        if (c.req.method === "GET" && c.req.header("accept")?.includes("text/html")) return c.html(NOT_OPENED, 401);
        return c.json({ error: "Open the studio from the address it printed." }, 401);
      }
      return next();
    }) satisfies MiddlewareHandler,

    /** An API call must come from the studio's own page: its origin exactly, as the browser names it. */
    ownPage: (async (c, next) => {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if (origin !== `http://${c.req.header("host")}` || (site !== undefined && site !== "same-origin"))
        return c.json({ error: "Only the studio's own page may use it." }, 403);
      return next();
    }) satisfies MiddlewareHandler,
  };
}
