// The inbox's settings from the environment, shared by the server (`npm start`) and `npm run inbox`. A bad value is an
// error naming the variable, never a silent default.
//
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
import { parseOrigin } from "./cors.ts";
import type { MailSettings } from "./mail.ts";
import { EMAIL_SHAPE } from "./validation.ts";
import type { InboxOptions } from "./routes.ts";
import type { StoreConfig } from "./store.ts";

export type Env = Record<string, string | undefined>;

export interface DatabaseSetting extends StoreConfig {
  /** The local file, or undefined for a remote server. */
  file?: string;
  /** Where the messages are, for people: the path, or the server URL without its query (which may hold a token). */
  shown: string;
}

const REMOTE = /^(libsql|https?|wss?):\/\//i;

export function databaseFromEnv(env: Env, projectRoot: string): DatabaseSetting {
  const value = env.INBOX_DB || join(projectRoot, "data", "inbox.db");
  const common = { authToken: env.INBOX_DB_TOKEN || undefined, salt: env.INBOX_SALT || undefined };
  if (REMOTE.test(value)) return { ...common, url: value, shown: value.split("?", 1)[0] ?? value };
  const file = resolve(value);
  return { ...common, url: pathToFileURL(file).href, file, shown: file };
}

export function inboxSettingsFromEnv(env: Env): Omit<InboxOptions, "store"> {
  const settings: Omit<InboxOptions, "store"> = {};
  if (env.INBOX_RATE_LIMIT) {
    const limit = Number(env.INBOX_RATE_LIMIT);
    if (!Number.isInteger(limit) || limit < 1) {
      throw new Error(`INBOX_RATE_LIMIT must be a whole number of messages per minute, got "${env.INBOX_RATE_LIMIT}"`);
    }
    settings.rateLimit = limit;
  }
  if (env.INBOX_ORIGINS) {
    settings.origins = env.INBOX_ORIGINS.split(",")
      .filter((entry) => entry.trim() !== "")
      .map((entry) => {
        try {
          return parseOrigin(entry);
        } catch {
          throw new Error(`INBOX_ORIGINS: "${entry.trim()}" is not an origin like https://example.com`);
        }
      });
  }
  if (env.INBOX_TRUST_PROXY) {
    if (!/^(1|true|0|false)$/i.test(env.INBOX_TRUST_PROXY)) {
      throw new Error(`INBOX_TRUST_PROXY must be 1 or 0, got "${env.INBOX_TRUST_PROXY}"`);
    }
    settings.trustProxy = /^(1|true)$/i.test(env.INBOX_TRUST_PROXY);
  }
  return settings;
}

/** The mail that tells the artist of each message, or undefined without SMTP_URL (no mail is attempted then). */
export function mailFromEnv(env: Env): MailSettings | undefined {
  if (!env.SMTP_URL) return undefined;
  let url: URL;
  try {
    url = new URL(env.SMTP_URL);
  } catch {
    throw new Error("SMTP_URL is not a URL like smtp://user:password@smtp.example.com:587");
  }
  if (!/^smtps?:$/.test(url.protocol) || url.hostname === "")
    throw new Error(`SMTP_URL must be smtp://… or smtps://… with a host, got "${url.protocol}//${url.host}"`);
  const addresses = (name: string, value: string) => {
    const list = value.split(",").map((entry) => entry.trim());
    const bad = list.find((entry) => !EMAIL_SHAPE.test(entry));
    if (bad !== undefined) throw new Error(`${name}: "${bad}" is not an email address`);
    return list;
  };
  if (!env.NOTIFY_TO) throw new Error("NOTIFY_TO must name who is told of each message when SMTP_URL is set");
  const to = addresses("NOTIFY_TO", env.NOTIFY_TO);
  const from = env.NOTIFY_FROM ? addresses("NOTIFY_FROM", env.NOTIFY_FROM) : to.slice(0, 1);
  if (from.length !== 1) throw new Error("NOTIFY_FROM must be one address");
  return { smtpUrl: url.href, to, from: from[0]! };
}
