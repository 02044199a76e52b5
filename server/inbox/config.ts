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

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseOrigin } from "./cors.ts";
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
