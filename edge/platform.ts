// The few parts of the Workers platform the Worker uses, typed here rather than through the platform's global types,
// which redefine the DOM's Request and Response that the rest of the project is checked against.

/** The static assets (build/client), served by the platform; `_headers` and `_redirects` applied. */
export interface Assets {
  fetch(input: Request | URL | string): Promise<Response>;
}

interface D1Result {
  results: Record<string, null | string | number | ArrayBuffer>[];
  meta: { changes: number };
}

interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  all(): Promise<D1Result>;
}

/** A D1 database: SQLite, its statements prepared and bound, a batch run as one transaction. */
export interface D1Database {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<D1Result[]>;
}

/** The e-mail binding: sends to the verified addresses of the account. */
export interface SendEmail {
  send(message: {
    from: { email: string; name: string };
    to: string | string[];
    replyTo: { email: string; name: string };
    subject: string;
    text: string;
  }): Promise<unknown>;
}

/** A request's or a Cron Trigger's context: `waitUntil` keeps the Worker alive for work after the answer has gone. */
export type { ExecutionContext } from "hono";

/** The Worker's bindings and variables (edge/wrangler.jsonc). */
export interface Bindings {
  ASSETS: Assets;
  DB: D1Database;
  EMAIL?: SendEmail;
  [variable: string]: unknown;
}
