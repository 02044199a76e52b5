// Her inbox page, /inbox: her messages in the browser behind her passkeys, the same hono app on both runtimes
// (`npm start`: server/app.ts; the edge: edge/worker.ts). Plain HTML forms, each posted and answered with a redirect,
// so the page works without scripts but for the passkey itself (passkey-forms.ts).
//
// Every answer: never stored (`no-store`), never indexed (`noindex`), never framed, its own policy (its one script by
// hash and path, its one style by hash, forms only to itself). Every POST: from the page's own origin (the Origin
// header against the site's address) with the form's token (signed over the session, or over a signed-out page's
// challenge). Signed out, the page shows only the sign-in page; every other address leads there.

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { authRoutes } from "./auth-routes.ts";
import { pageParts, type InboxPageOptions, type Page } from "./context.ts";
import { messageRoutes, signedInOnly } from "./message-routes.ts";
import { passkeyRoutes } from "./passkey-routes.ts";
import { cookieName, findSession } from "./sessions.ts";
import { policy, refuse } from "./refuse.ts";

const MOST_BODY_BYTES = 64 * 1024;

export function inboxPage(options: InboxPageOptions): Hono<Page> {
  const page = pageParts(options);
  const app = new Hono<Page>();

  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get("Cache-Control")?.includes("immutable")) return;
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Content-Security-Policy", await policy(page));
  });

  // On this computer the site is also at 127.0.0.1, where no passkey works: the page is at localhost. Deployed, no
  // such move: behind a proxy the request's own address may be the proxy's, and the move would go round in a circle.
  app.get("*", async (c, next) => {
    const { origin, secure } = options.address();
    const url = new URL(c.req.url);
    if (secure || url.origin === origin) return next();
    return c.redirect(`${origin}${url.pathname}${url.search}`, 308);
  });

  app.get("/:file{passkeys-[\\w-]+\\.js}", async (c) => {
    const { script } = await page.parts();
    if (c.req.path !== script.path) return c.text("Not Found", 404);
    return c.body(script.text, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  app.use(async (c, next) => {
    c.set("session", await findSession(options.sql, getCookie(c, cookieName(options.address())), page.now()));
    await next();
  });

  app.post("*", bodyLimit({ maxSize: MOST_BODY_BYTES, onError: (c) => refuse(page, c, 413) }), async (c, next) => {
    if (c.req.header("Origin") !== options.address().origin) return refuse(page, c, 403);
    const form = await c.req.parseBody().catch(() => undefined);
    if (!form) return refuse(page, c, 400);
    c.set("form", form);
    await next();
  });

  authRoutes(app, page);
  app.use(signedInOnly(page));
  messageRoutes(app, page);
  passkeyRoutes(app, page);
  app.all("*", (c) => refuse(page, c, 404));
  return app;
}
