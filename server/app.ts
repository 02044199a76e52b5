// The site's HTTP app: where the pieces are put together. Static serving is one piece, the contact inbox
// (POST /f/:formId) another, which answers a refused browser post with the static site's contact page, and her inbox
// page (/inbox, before the static site: every answer under it is the page's own) a third. Static serving passes on
// non-GET requests under /f/ and unknown GETs, so such routes work whether they are added before or after it.

import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { readFile } from "node:fs/promises";
import type { MemoryLimits } from "./files.ts";
import { CONTACT_PAGE, type ContactPageSource } from "../inbox/page-answer.ts";
import { inboxPage } from "../inbox/admin/routes.ts";
import type { InboxPageOptions } from "../inbox/admin/context.ts";
import { clientAddress, inboxRoutes, type InboxOptions } from "../inbox/routes.ts";
import { answerFault, securityHeaders } from "../shared/answer-headers.ts";
import { staticSite, type StaticSite } from "./static.ts";

export interface AppOptions {
  /** The directory of the static build (build/client). */
  root: string;
  /** In-memory file cache limits; the defaults suit the site, tests lower them to exercise streaming. */
  memory?: MemoryLimits;
  /** The contact inbox under /f/; without it, nothing is accepted there. */
  inbox?: InboxOptions;
  /** Her inbox page under /inbox (on the inbox's database); without it, /inbox is an unknown path. */
  page?: Omit<InboxPageOptions, "clientAddress">;
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const site = staticSite({ root: options.root, memory: options.memory });

  app.use(securityHeaders(site.everyPath));
  if (options.page) {
    const trustProxy = options.inbox?.trustProxy ?? false;
    const from = (c: Context) => clientAddress(c, trustProxy, socketAddress);
    app.route("/inbox", inboxPage({ ...options.page, clientAddress: from }));
  }
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
