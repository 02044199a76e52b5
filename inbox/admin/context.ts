// What every route of the inbox page works with: its options (given by the runtime), the page's key and look, and
// per request the session, the form token and the frame of the page to answer with.

import type { Context } from "hono";
import { inboxWords } from "../../model/inbox-words.ts";
import type { InboxAddress } from "./address.ts";
import { record, type AuditEvent } from "./audit.ts";
import { formToken, isFormToken, pageKey, type PageKey } from "./keys.ts";
import type { Ceremony } from "./passkeys.ts";
import { hashSource, pageScript, type PageScript } from "./script.ts";
import type { Session } from "./sessions.ts";
import { STYLE } from "./views/style.ts";
import type { Frame } from "./views/layout.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { Sql } from "../store.ts";

export interface InboxPageOptions {
  sql: Sql;
  /** The page's address, from the site's address setting (address.ts). */
  address: () => InboxAddress;
  /** The text of @simplewebauthn/browser's bundle (dist/bundle/index.umd.min.js). */
  library: string;
  /** The address a request came from, as the runtime knows it (for the record and the limit). */
  clientAddress: (c: Context) => string;
  /** Sign-ins and passkey answers per client, in buckets of the runtime's. */
  limiter: RateLimiter;
  now?: () => number;
  /** A message's mail was made due again: the runtime's sender should look. */
  onMailDue?: (c: Context) => void;
}

export type Page = { Variables: { session?: Session; form?: Record<string, unknown> } };
export type PageContext = Context<Page>;

/** What the page needs once, made on its first request: nothing waits for the database before. */
export interface Made {
  key: PageKey;
  script: PageScript;
  styleHash: string;
}

export function pageParts(options: InboxPageOptions) {
  const now = options.now ?? Date.now;
  let made: Promise<Made> | undefined;
  const parts = () =>
    (made ??= (async () => ({
      key: await pageKey(options.sql),
      script: await pageScript(options.library),
      styleHash: await hashSource(STYLE),
    }))().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));

  return {
    ...options,
    now,
    words: inboxWords,
    parts,
    async ceremony(): Promise<Ceremony> {
      return { sql: options.sql, key: (await parts()).key, address: options.address(), now: now() };
    },
    /** The form token for this session's forms, or for a signed-out page's challenge. */
    async token(of: string): Promise<string> {
      return formToken((await parts()).key, of);
    },
    async tokenOk(of: string, token: unknown): Promise<boolean> {
      return isFormToken((await parts()).key, of, token);
    },
    async frame(c: PageContext, title: string, withScript = false): Promise<Frame> {
      const { script } = await parts();
      const session = c.get("session");
      const current = c.req.path.startsWith("/inbox/passkeys")
        ? "passkeys"
        : c.req.path.startsWith("/inbox/activity")
          ? "activity"
          : "messages";
      return {
        words: inboxWords,
        title,
        style: STYLE,
        script: withScript ? script : undefined,
        signedIn: session && { csrf: await formToken((await parts()).key, sessionOf(session)), current },
      };
    },
    async audit(c: PageContext, event: AuditEvent, detail = ""): Promise<void> {
      const at = new Date(now()).toISOString();
      await record(options.sql, { at, event, detail, address: options.clientAddress(c) });
    },
  };
}

export type Parts = ReturnType<typeof pageParts>;

/** What a session's form tokens are signed over. */
export const sessionOf = (session: Session) => `session:${session.idHash}`;
/** What a signed-out page's form token is signed over: the challenge its passkey form carries. */
export const challengeOf = (challenge: string) => `challenge:${challenge}`;
