// The Worker of `npm run edge` and `npm run deploy`: the contact inbox (inbox/routes.ts) on D1 with the e-mail binding,
// the pages with their own headers (edge/site.ts), and a Cron Trigger that sends the mails that failed. The static
// assets are served by the platform itself (edge/wrangler.jsonc). See docs/decisions/0030-edge.md.

import { Hono, type Context } from "hono";
// eslint-disable-next-line no-restricted-syntax -- a file with no extension, which wrangler bundles as text
import headersFile from "../build/client/_headers";
// The passkey library's browser bundle, which her inbox page serves (as text: edge/wrangler.jsonc's "rules"); a file that
// Node never loads, which only wrangler bundles.
// eslint-disable-next-line no-restricted-syntax -- a .js file as text, not a module of ours
import webauthnBrowser from "../node_modules/@simplewebauthn/browser/dist/bundle/index.umd.min.js";
import { d1Sql } from "./d1.ts";
import { bindingMailer } from "./mail.ts";
import type { Bindings, ExecutionContext } from "./platform.ts";
import { d1RateLimiter, forgetFullBuckets } from "./rate-limit.ts";
import { contactPage, siteAnswer } from "./site.ts";
import { sendDue, type SenderOptions } from "../inbox/outbox.ts";
import { CONTACT_PAGE } from "../inbox/page-answer.ts";
import { inboxAddress } from "../inbox/admin/address.ts";
import { inboxPage } from "../inbox/admin/routes.ts";
import { clientAddress, DEFAULT_RATE_LIMIT, inboxRoutes } from "../inbox/routes.ts";
import { inboxSettingsFromEnv, recipientsFromEnv, signInsFromEnv, type Env } from "../inbox/settings.ts";
import { sqlStore } from "../inbox/sql-store.ts";
import { answerFault, securityHeaders } from "../shared/answer-headers.ts";
import { pathHeadersOf } from "../shared/host-files.ts";

const rules = pathHeadersOf(headersFile);
// The static assets answer any host: this one only names the path.
const ASSETS_ORIGIN = "https://assets.invalid";

/** What the Worker is made of for its bindings, once per isolate: nothing here waits for the database. */
function parts(bindings: Bindings) {
  const env = Object.fromEntries(
    Object.entries(bindings).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ) satisfies Env;
  const settings = inboxSettingsFromEnv(env);
  const recipients = bindings.EMAIL && recipientsFromEnv(env);
  const sql = d1Sql(bindings.DB);
  const store = sqlStore(sql, { notify: recipients !== undefined, salt: env.INBOX_SALT });
  const mail: SenderOptions | undefined = recipients &&
    bindings.EMAIL && {
      outbox: store.outbox,
      settings: recipients,
      send: bindingMailer(bindings.EMAIL),
      log: console.error,
    };

  const socketAddress = (c: Context) => c.req.header("CF-Connecting-IP");
  const onMailDue = mail && ((c: Context) => c.executionCtx.waitUntil(sendDue(mail)));

  const app = new Hono<{ Bindings: Bindings }>();
  app.use(securityHeaders(async () => rules.everyPath));
  // Her inbox page, at the site's address (SITE_URL, which `npm run edge` and `npm run deploy` give the Worker).
  const address = inboxAddress(env.SITE_URL ?? "http://localhost");
  app.route(
    "/inbox",
    inboxPage({
      sql,
      address: () => address,
      library: webauthnBrowser,
      clientAddress: (c) => clientAddress(c, settings.trustProxy ?? false, socketAddress),
      limiter: d1RateLimiter(sql, signInsFromEnv(env)),
      onMailDue,
    }),
  );
  app.route(
    "/f",
    inboxRoutes({
      ...settings,
      store,
      limiter: d1RateLimiter(sql, settings.rateLimit ?? DEFAULT_RATE_LIMIT),
      socketAddress,
      contactPage: contactPage(bindings.ASSETS, rules, CONTACT_PAGE, ASSETS_ORIGIN),
      // Sent right after the answer; a mail that fails waits in the outbox for the Cron Trigger.
      onSaved: onMailDue,
    }),
  );
  app.all("*", siteAnswer(rules));
  app.onError(answerFault);
  return { app, sql, mail };
}

let made: { bindings: Bindings; parts: ReturnType<typeof parts> } | undefined;
function partsFor(bindings: Bindings) {
  if (made?.bindings !== bindings) made = { bindings, parts: parts(bindings) };
  return made.parts;
}

export default {
  fetch(request: Request, bindings: Bindings, context: ExecutionContext): Response | Promise<Response> {
    return partsFor(bindings).app.fetch(request, bindings, context);
  },
  /** The Cron Trigger: the mails due again (those that failed, or whose sender stopped), and the full buckets. */
  scheduled(_controller: unknown, bindings: Bindings, context: ExecutionContext): void {
    const { sql, mail } = partsFor(bindings);
    context.waitUntil(Promise.all([mail && sendDue(mail), forgetFullBuckets(sql, Date.now())]));
  },
};
