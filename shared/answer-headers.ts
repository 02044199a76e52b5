// The headers a server of ours gives every answer it makes itself, and its answer to a fault, on both runtimes:
// `npm start` (server/app.ts) for all of them, the edge (edge/worker.ts) for those its Worker makes (the static assets
// get theirs from `_headers`).

import type { ErrorHandler, MiddlewareHandler } from "hono";
import { BASELINE_HEADERS, CSP, STRICT_CSP } from "./security-headers.ts";

/**
 * The baseline (shared/security-headers.ts) and the headers the build gave every path (Strict-Transport-Security for an
 * https site) on every response, redirects, errors and the inbox's answers included: a 404 page must not run as a
 * script, nothing may frame us. Pages come with the policy the build computed for them (server/static.ts); every other
 * answer that has none (JSON, text, redirects, errors) gets the strict one, but a 304: its headers would replace those
 * of the cached copy it stands for, whose policy static.ts already repeats.
 */
export const securityHeaders =
  (everyPath: () => Promise<Readonly<Record<string, string>>>): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const strict = c.res.status !== 304 && !c.res.headers.has(CSP) && !isHtml(c.res.headers.get("Content-Type"));
    const headers = { ...BASELINE_HEADERS, ...(await everyPath()), ...(strict ? { [CSP]: STRICT_CSP } : {}) };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // Responses with immutable headers (e.g. from fetch()) must be copied first.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  };

const isHtml = (type: string | null) => type?.startsWith("text/html") ?? false;

/** A genuine fault (bad input is answered with a 4xx where it is parsed): logged, and a plain 500. */
export const answerFault: ErrorHandler = (error, c) => {
  console.error(`${c.req.method} ${c.req.path}:`, error);
  return c.text("Internal Server Error", 500);
};
