// The site's HTTP app: where the pieces are put together. Static serving is one piece, the contact inbox
// (POST /f/:formId) another, which answers a refused browser post with the static site's contact page. Static serving
// passes on non-GET requests under /f/ and unknown GETs, so such routes work whether they are added before or after it.

import { Hono, type MiddlewareHandler } from "hono";
import type { MemoryLimits } from "./files.ts";
import { CONTACT_PAGE } from "./inbox/page-answer.ts";
import { inboxRoutes, type InboxOptions } from "./inbox/routes.ts";
import { BASELINE_HEADERS, CSP, STRICT_CSP } from "../shared/security-headers.ts";
import { staticSite, type StaticSite } from "./static.ts";

export interface AppOptions {
  /** The directory of the static build (build/client). */
  root: string;
  /** In-memory file cache limits; the defaults suit the site, tests lower them to exercise streaming. */
  memory?: MemoryLimits;
  /** The contact inbox under /f/; without it, nothing is accepted there. */
  inbox?: InboxOptions;
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const site = staticSite({ root: options.root, memory: options.memory });

  app.use(securityHeaders(site));
  app.use(site.serve);
  if (options.inbox) app.route("/f", inboxRoutes({ ...options.inbox, contactPage: () => site.page(CONTACT_PAGE) }));
  app.notFound(site.notFound);
  app.onError((error, c) => {
    // Only genuine faults get here: bad input is answered with a 4xx where it is parsed.
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return c.text("Internal Server Error", 500);
  });
  return app;
}

/**
 * The baseline (shared/security-headers.ts) and the headers the build gave every path (Strict-Transport-Security for an
 * https site) on every response, redirects, errors and the inbox's answers included: a 404 page must not run as a
 * script, nothing may frame us. Pages come with the policy the build computed for them (server/static.ts); every other
 * answer that has none (JSON, text, redirects, errors) gets the strict one, but a 304: its headers would replace those
 * of the cached copy it stands for, whose policy static.ts already repeats.
 */
const securityHeaders =
  (site: StaticSite): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const strict = c.res.status !== 304 && !c.res.headers.has(CSP) && !isHtml(c.res.headers.get("Content-Type"));
    const headers = { ...BASELINE_HEADERS, ...(await site.everyPath()), ...(strict ? { [CSP]: STRICT_CSP } : {}) };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // Responses with immutable headers (e.g. from fetch()) must be copied first.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  };

const isHtml = (type: string | null) => type?.startsWith("text/html") ?? false;
