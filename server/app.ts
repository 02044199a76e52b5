// The site's HTTP app: where the pieces are put together. Static serving is one piece, the contact inbox
// (POST /f/:formId) another, which answers a refused browser post with the static site's contact page. Static serving
// passes on non-GET requests under /f/ and unknown GETs, so such routes work whether they are added before or after it.

import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { readFile } from "node:fs/promises";
import type { MemoryLimits } from "./files.ts";
import { CONTACT_PAGE, type ContactPageSource } from "../inbox/page-answer.ts";
import { inboxRoutes, type InboxOptions } from "../inbox/routes.ts";
import { answerFault, securityHeaders } from "../shared/answer-headers.ts";
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

  app.use(securityHeaders(site.everyPath));
  app.use(site.serve);
  if (options.inbox) app.route("/f", inboxRoutes({ socketAddress, ...options.inbox, contactPage: contactPage(site) }));
  app.notFound(site.notFound);
  app.onError(answerFault);
  return app;
}

/** The prerendered contact page from the build, for the inbox's answers to a browser's own post. */
const contactPage =
  (site: StaticSite): ContactPageSource =>
  async () => {
    const page = await site.page(CONTACT_PAGE);
    if (!page) return undefined;
    const { file, headers } = page;
    return { tag: file.tag, headers, text: async () => (file.body ?? (await readFile(file.path))).toString("utf8") };
  };

// Requests made without a socket (app.request in tests) have no bindings.
const socketAddress = (c: Context) =>
  (c.env as { incoming?: unknown } | undefined)?.incoming === undefined ? undefined : getConnInfo(c).remote.address;
