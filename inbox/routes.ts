// The contact inbox's HTTP face, POST /f/:formId, answering like Formspree so the contact form works unchanged against
// either. Answers are JSON, except to a browser posting the form by itself (page-answer.ts); none is cached. Checks run
// cheapest first (form id, rate limit, content type) so unwanted requests cost little; the body is then read under the
// size limit, parsed, validated, and committed before the visitor hears "ok".
//
// The same routes run on both runtimes (`npm start`: server/app.ts; the edge: edge/worker.ts), each giving its storage,
// rate limiter, clock and client address. The client address is the runtime's (the socket's, or the edge's own
// header); X-Forwarded-For is believed only with `trustProxy` (one proxy in front, whose own entry is the last one).

import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { bodyKind, bodyUnder, parseBody, type Fields } from "./body.ts";
import { inboxCors } from "./cors.ts";
import { clientKey, createRateLimiter, type RateLimiter } from "./rate-limit.ts";
import type { InboxStore } from "./store.ts";
import { refusalPages, SENT_PAGE, typedValues, wantsPage, type ContactPageSource } from "./page-answer.ts";
import { fieldWords, refusalWords } from "./refusal-words.ts";
import { validate, type Submission } from "./validation.ts";
import { CSP, STRICT_CSP } from "../shared/security-headers.ts";

export interface InboxOptions {
  store: InboxStore;
  /** Submissions per minute per client (an IPv4 address or an IPv6 /64). Default 10. */
  rateLimit?: number;
  /** Where the buckets of `rateLimit` are kept; by default in memory. */
  limiter?: RateLimiter;
  /** The address the request came from, as the runtime knows it; undefined when it does not ("unknown"). */
  socketAddress?: (c: Context) => string | undefined;
  /** Other origins (scheme://host[:port]) whose pages may read the answers. The site's own origin always may. */
  origins?: readonly string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Largest body accepted, in bytes. */
  maxBodyBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** The prerendered contact page, which a browser's own post comes back to when refused; without it, a plain one. */
  contactPage?: ContactPageSource;
  /** Called once a message is committed (the outbox's sender starts: server/inbox/sender.ts, edge/worker.ts). */
  onSaved?: (c: Context) => void;
}

export const DEFAULT_RATE_LIMIT = 10;

// Room for every field at its maximum length in any of the three encodings: 10,000 characters of CJK text are
// 30 KB as UTF-8 and 90 KB percent-encoded.
const DEFAULT_MAX_BODY_BYTES = 128 * 1024;

const SAVE_RETRY_SECONDS = 5;
const FORM_ID = /^[a-zA-Z0-9_-]{1,64}$/;
const USER_AGENT_MAX = 512;
const ALLOW = "POST, OPTIONS";

export function inboxRoutes(options: InboxOptions): Hono {
  const { store, trustProxy = false, now = Date.now, socketAddress = () => undefined } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const origins = new Set(options.origins);
  const limiter = options.limiter ?? createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, now);
  const refusalPage = refusalPages(options.contactPage);
  const inbox = new Hono();

  /** A refusal: JSON `{ error }`, or for a browser's own post the contact page saying so in the site's words. */
  const fail = (
    c: Context,
    status: ContentfulStatusCode,
    error: string,
    { headers, fields }: { headers?: Record<string, string>; fields?: Fields } = {},
  ): Promise<Response> | Response => {
    if (!wantsPage(c)) return c.json({ error }, status, headers);
    return refusalPage(c, status, { errors: refusalWords(status), values: fields && typedValues(fields), headers });
  };
  const formNotFound = (c: Context) => fail(c, 404, "Form not found");

  inbox.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Cache-Control", "no-store");
    // The contact page that a refusal comes back as brings its own policy (page-answer.ts); nothing else needs to load
    // or run.
    if (!headers.has(CSP)) headers.set(CSP, STRICT_CSP);
    if (c.req.method === "OPTIONS") headers.set("Allow", ALLOW);
  });

  inbox.use("/:formId", async (c, next) => {
    if (!FORM_ID.test(c.req.param("formId"))) return formNotFound(c);
    await next();
  });
  // Preflights are answered here (204), so an OPTIONS never reaches the routes below.
  inbox.use("/:formId", inboxCors(origins));

  const address = (c: Context) => clientAddress(c, trustProxy, socketAddress);
  const rateLimited: MiddlewareHandler = async (c, next) => {
    const verdict = await limiter.take(clientKey(address(c)));
    if (verdict.ok) return next();
    return fail(c, 429, "Too many messages; please wait a moment", {
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    });
  };
  const readable: MiddlewareHandler = async (c, next) => {
    if (bodyKind(c.req.header("Content-Type"))) return next();
    return fail(c, 415, "Send multipart/form-data, application/x-www-form-urlencoded or application/json");
  };
  const limited = bodyUnder(maxBodyBytes, {
    tooLarge: (c) => fail(c, 413, `The body is larger than ${maxBodyBytes} bytes`),
    unreadable: (c) => fail(c, 400, "The body could not be read"),
  });

  inbox.post("/:formId", rateLimited, readable, limited, async (c) => {
    const contentType = c.req.header("Content-Type") ?? "";
    const kind = bodyKind(contentType)!;
    let bytes;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return fail(c, 400, "The body could not be read");
    }
    // Only a request made in-process can carry more than its Content-Length said.
    if (bytes.byteLength > maxBodyBytes) return fail(c, 413, `The body is larger than ${maxBodyBytes} bytes`);

    const parsed = await parseBody(kind, contentType, bytes);
    if (!parsed.ok) return fail(c, parsed.status, parsed.reason);
    const checked = validate(parsed.fields);
    if (!checked.ok) {
      if (wantsPage(c))
        return refusalPage(c, 422, { errors: fieldWords(checked.errors), values: typedValues(parsed.fields) });
      return c.json({ error: "Validation errors", errors: checked.errors }, 422);
    }

    try {
      await store.save(messageOf(c, checked.submission, now(), await store.hashClient(address(c))));
      options.onSaved?.(c);
    } catch (error) {
      console.error("Inbox: a message could not be saved:", error);
      // The database was busy (a lock held elsewhere) or is away: a few seconds is what a lock wait takes.
      return fail(c, 503, "The message could not be saved; please try again later", {
        fields: parsed.fields,
        headers: { "Retry-After": String(SAVE_RETRY_SECONDS) },
      });
    }
    // A honeypot catch gets the very same answer: nothing tells a bot it was noticed.
    if (wantsPage(c)) return c.redirect(SENT_PAGE, 303);
    return c.json({ ok: true, next: "/contact" }, 200);
  });

  inbox.all("/:formId", (c) => fail(c, 405, "Use POST", { headers: { Allow: ALLOW } }));
  inbox.all("*", formNotFound);

  return inbox;
}

/** What is kept of a message: the visitor's words, when and where from, and who sent it only as a hash. */
const messageOf = (c: Context, submission: Submission, at: number, clientHash: string) => ({
  receivedAt: new Date(at).toISOString(),
  form: c.req.param("formId")!,
  name: submission.name,
  email: submission.email,
  message: submission.message,
  userAgent: (c.req.header("User-Agent") ?? "").slice(0, USER_AGENT_MAX),
  clientHash,
  spam: submission.spam,
  page: sentFrom(c),
});

/** The page the form was on, for the artist's mail: the Referer's address when the browser sent one. */
function sentFrom(c: Context): string {
  const referer = c.req.header("Referer");
  if (referer && URL.canParse(referer)) return new URL(referer).href.slice(0, USER_AGENT_MAX);
  return `the form ${c.req.param("formId")} (no page given)`;
}

/** The client's address: the runtime's, or behind a trusted proxy the last entry of X-Forwarded-For. */
export function clientAddress(
  c: Context,
  trustProxy: boolean,
  socketAddress: (c: Context) => string | undefined,
): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? "unknown";
}
