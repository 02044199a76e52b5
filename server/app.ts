// The site's HTTP app: where the pieces are put together. Static serving is one piece, the contact inbox
// (POST /f/:formId) another. Static serving passes on non-GET requests under /f/ and unknown GETs, so such routes
// work whether they are added before or after it.

import { Hono, type MiddlewareHandler } from "hono";
import type { MemoryLimits } from "./files";
import { inboxRoutes, type InboxOptions } from "./inbox/routes";
import { staticSite } from "./static";

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

  app.use(noSniff);
  app.use(site.serve);
  if (options.inbox) app.route("/f", inboxRoutes(options.inbox));
  app.notFound(site.notFound);
  app.onError((error, c) => {
    // Only genuine faults get here: bad input is answered with a 4xx where it is parsed.
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return c.text("Internal Server Error", 500, { "X-Content-Type-Options": "nosniff" });
  });
  return app;
}

/** Browsers must take our Content-Type at its word, on every response (a 404 page must not run as a script). */
const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Responses with immutable headers (e.g. from fetch()) must be copied first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  }
};
