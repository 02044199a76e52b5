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
//   INBOX_RATE_LIMIT, INBOX_ORIGINS, INBOX_TRUST_PROXY, NOTIFY_TO, NOTIFY_FROM, INBOX_SIGN_INS: the inbox's, read by
//   inbox/settings.ts
//   SMTP_URL           the mail server that tells the artist of each message: smtp://user:pass@host:587 (STARTTLS
//                      when the server offers it) or smtps://user:pass@host:465; unset, no mail is attempted

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { given, read, recipientsFromEnv, wholeNumber, type Env } from "../inbox/settings.ts";
import type { MailSettings } from "./inbox/smtp.ts";
import type { StoreConfig } from "./inbox/store.ts";

export { inboxSettingsFromEnv, type Env } from "../inbox/settings.ts";

const listenEnv = z.object({
  PORT: given(wholeNumber("PORT", "a port number", 0, 65535)),
  HOST: given(z.string()),
});
const databaseEnv = z.object({
  INBOX_DB: given(z.string()),
  INBOX_DB_TOKEN: given(z.string()),
  INBOX_SALT: given(z.string()),
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
});

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

/** The mail that tells the artist of each message, or undefined without SMTP_URL (no mail is attempted then). */
export function mailFromEnv(env: Env = process.env): MailSettings | undefined {
  const { SMTP_URL } = read(mailEnv, env);
  if (!SMTP_URL) return undefined;
  return { smtpUrl: SMTP_URL, ...recipientsFromEnv(env, "SMTP_URL")! };
}
