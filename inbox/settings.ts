// The inbox's settings, read the same way on both runtimes: `npm start` from its environment (server/settings.ts), the
// edge from its Worker's variables (edge/worker.ts). Each is checked by a zod schema; a bad value is an error naming
// the variable, never a silent default. An empty value counts as unset.
//
//   INBOX_RATE_LIMIT   messages per minute per client (default 10)
//   INBOX_ORIGINS      other origins whose pages may read the answers, comma-separated (https://example.com,...)
//   INBOX_TRUST_PROXY  1 when a proxy in front sets X-Forwarded-For (the client address is then its last entry)
//   NOTIFY_TO          who is told of each message: one or more addresses, comma-separated
//   NOTIFY_FROM        the sender of those mails (default: NOTIFY_TO's first address)
//   INBOX_SIGN_INS     sign-ins (and passkeys made from invites) per minute per client on her inbox page (default 10)

import { z } from "zod";
import { EMAIL_SHAPE } from "../shared/contact-rules.ts";
import { parseOrigin } from "./cors.ts";
import type { Recipients } from "./mail.ts";
import type { InboxOptions } from "./routes.ts";

export type Env = Record<string, string | undefined>;

export const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
export const wholeNumber = (name: string, what: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
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
/** The variables `schema` names, checked; throws the first bad one's message. */
export function read<T extends z.ZodObject>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? "bad setting");
  return result.data;
}

export function inboxSettingsFromEnv(env: Env): Omit<InboxOptions, "store"> {
  const settings = read(inboxEnv, env);
  return Object.fromEntries(
    Object.entries({
      rateLimit: settings.INBOX_RATE_LIMIT,
      origins: settings.INBOX_ORIGINS,
      trustProxy: settings.INBOX_TRUST_PROXY,
    }).filter(([, value]) => value !== undefined),
  );
}

const pageEnv = z.object({
  INBOX_SIGN_INS: given(wholeNumber("INBOX_SIGN_INS", "a whole number of sign-ins per minute", 1)),
});

export const DEFAULT_SIGN_INS = 10;

/** Sign-ins per minute per client on her inbox page. */
export const signInsFromEnv = (env: Env): number => read(pageEnv, env).INBOX_SIGN_INS ?? DEFAULT_SIGN_INS;

const notifyEnv = z.object({
  NOTIFY_TO: given(addresses("NOTIFY_TO")),
  NOTIFY_FROM: given(addresses("NOTIFY_FROM")),
});

/** Who is told of each message, or undefined without NOTIFY_TO; `needed` names what requires it when it is missing. */
export function recipientsFromEnv(env: Env, needed?: string): Recipients | undefined {
  const { NOTIFY_TO, NOTIFY_FROM } = read(notifyEnv, env);
  if (!NOTIFY_TO) {
    if (needed) throw new Error(`NOTIFY_TO must name who is told of each message when ${needed} is set`);
    return undefined;
  }
  const from = NOTIFY_FROM ?? NOTIFY_TO.slice(0, 1);
  if (from.length !== 1) throw new Error("NOTIFY_FROM must be one address");
  return { to: NOTIFY_TO, from: from[0]! };
}
