// The server's settings: the one place `npm start` and `npm run inbox` read the environment (the build's are in
// model/build-settings.ts). Each is checked by a zod schema; a bad value is an error naming the variable, never a
// silent default. An empty value counts as unset.
//
//   PORT               where `npm start` listens (default 3000; 0 picks a free port, printed on start)
//   HOST               the address it listens on (default 127.0.0.1; HOST=0.0.0.0 exposes it to the network)
//   INBOX_DB           a file path (default data/inbox.db in the project; relative paths are from the working
//                      directory), or the URL of a libSQL server (libsql://, https://, wss://...)
//   INBOX_DB_TOKEN     the auth token for a libSQL server
//   INBOX_SALT         the salt for client hashes (default: random, kept in the database)
//   INBOX_RATE_LIMIT   messages per minute per client (default 10)
//   INBOX_ORIGINS      other origins whose pages may read the answers, comma-separated (https://example.com,...)
//   INBOX_TRUST_PROXY  1 when a proxy in front sets X-Forwarded-For (the client address is then its last entry)
//   SMTP_URL           the mail server that tells the artist of each message: smtp://user:pass@host:587 (STARTTLS
//                      when the server offers it) or smtps://user:pass@host:465; unset, no mail is attempted
//   NOTIFY_TO          who is told: one or more addresses, comma-separated (required with SMTP_URL)
//   NOTIFY_FROM        the sender of those mails (default: NOTIFY_TO's first address)

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { EMAIL_SHAPE } from "../shared/contact-rules.ts";
import { parseOrigin } from "../inbox/cors.ts";
import type { MailSettings } from "./inbox/smtp.ts";
import type { InboxOptions } from "../inbox/routes.ts";
import type { StoreConfig } from "./inbox/store.ts";

export type Env = Record<string, string | undefined>;

const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const wholeNumber = (name: string, what: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: (issue) => `${name} must be ${what}, got "${String(issue.input)}"`,
    })
    .transform(Number);
const addresses = (name: string) =>
  z.string().transform((value, context) => {
    const list = value.split(",").map((entry) => entry.trim());
    const bad = list.find((entry) => !EMAIL_SHAPE.test(entry));
    if (bad === undefined) return list;
    context.addIssue({ code: "custom", message: `${name}: "${bad}" is not an email address` });
    return z.NEVER;
  });

const listenEnv = z.object({
  PORT: given(wholeNumber("PORT", "a port number", 0, 65535)),
  HOST: given(z.string()),
});
const databaseEnv = z.object({
  INBOX_DB: given(z.string()),
  INBOX_DB_TOKEN: given(z.string()),
  INBOX_SALT: given(z.string()),
});
const inboxEnv = z.object({
  INBOX_RATE_LIMIT: given(wholeNumber("INBOX_RATE_LIMIT", "a whole number of messages per minute", 1)),
  INBOX_ORIGINS: given(
    z.string().transform((value, context) => {
      const origins = [];
      for (const entry of value.split(",").filter((part) => part.trim() !== "")) {
        try {
          origins.push(parseOrigin(entry));
        } catch {
          context.addIssue({
            code: "custom",
            message: `INBOX_ORIGINS: "${entry.trim()}" is not an origin like https://example.com`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
  ),
  INBOX_TRUST_PROXY: given(
    z
      .string()
      .regex(/^(1|true|0|false)$/i, {
        error: (issue) => `INBOX_TRUST_PROXY must be 1 or 0, got "${String(issue.input)}"`,
      })
      .transform((value) => /^(1|true)$/i.test(value)),
  ),
});
const mailEnv = z.object({
  SMTP_URL: given(
    z.string().transform((value, context) => {
      if (!URL.canParse(value)) {
        context.addIssue({
          code: "custom",
          message: "SMTP_URL is not a URL like smtp://user:password@smtp.example.com:587",
        });
        return z.NEVER;
      }
      const url = new URL(value);
      if (/^smtps?:$/.test(url.protocol) && url.hostname !== "") return url.href;
      const got = `${url.protocol}//${url.host}`;
      context.addIssue({ code: "custom", message: `SMTP_URL must be smtp://… or smtps://… with a host, got "${got}"` });
      return z.NEVER;
    }),
  ),
  NOTIFY_TO: given(addresses("NOTIFY_TO")),
  NOTIFY_FROM: given(addresses("NOTIFY_FROM")),
});

/** The variables `schema` names, checked; throws the first bad one's message. */
function read<T extends z.ZodObject>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? "bad setting");
  return result.data;
}

/** Where `npm start` listens. */
export function listenFromEnv(env: Env = process.env): { port: number; host: string } {
  const { PORT, HOST } = read(listenEnv, env);
  return { port: PORT ?? 3000, host: HOST ?? "127.0.0.1" };
}

export interface DatabaseSetting extends StoreConfig {
  /** The local file, or undefined for a remote server. */
  file?: string;
  /** Where the messages are, for people: the path, or the server URL without its query (which may hold a token). */
  shown: string;
}

const REMOTE = /^(libsql|https?|wss?):\/\//i;

export function databaseFromEnv(projectRoot: string, env: Env = process.env): DatabaseSetting {
  const { INBOX_DB, INBOX_DB_TOKEN, INBOX_SALT } = read(databaseEnv, env);
  const value = INBOX_DB ?? join(projectRoot, "data", "inbox.db");
  const common = { authToken: INBOX_DB_TOKEN, salt: INBOX_SALT };
  if (REMOTE.test(value)) return { ...common, url: value, shown: value.split("?", 1)[0] ?? value };
  const file = resolve(value);
  return { ...common, url: pathToFileURL(file).href, file, shown: file };
}

export function inboxSettingsFromEnv(env: Env = process.env): Omit<InboxOptions, "store"> {
  const settings = read(inboxEnv, env);
  return Object.fromEntries(
    Object.entries({
      rateLimit: settings.INBOX_RATE_LIMIT,
      origins: settings.INBOX_ORIGINS,
      trustProxy: settings.INBOX_TRUST_PROXY,
    }).filter(([, value]) => value !== undefined),
  );
}

/** The mail that tells the artist of each message, or undefined without SMTP_URL (no mail is attempted then). */
export function mailFromEnv(env: Env = process.env): MailSettings | undefined {
  const { SMTP_URL, NOTIFY_TO, NOTIFY_FROM } = read(mailEnv, env);
  if (!SMTP_URL) return undefined;
  if (!NOTIFY_TO) throw new Error("NOTIFY_TO must name who is told of each message when SMTP_URL is set");
  const from = NOTIFY_FROM ?? NOTIFY_TO.slice(0, 1);
  if (from.length !== 1) throw new Error("NOTIFY_FROM must be one address");
  return { smtpUrl: SMTP_URL, to: NOTIFY_TO, from: from[0]! };
}
