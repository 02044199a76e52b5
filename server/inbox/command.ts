// `npm run inbox`: the artist's way to read the messages the site received (server/cli.ts runs this). Kept apart
// from the entry point so tests can run it in-process, with their own environment and output.

import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { databaseFromEnv, mailFromEnv, type Env } from "../settings.ts";
import { toTable } from "./listing.ts";
import { toCsv } from "../../inbox/csv.ts";
import { smtpSender } from "./smtp.ts";
import { sendDue } from "../../inbox/outbox.ts";
import type { ListFilter } from "../../inbox/store.ts";
import { edgeInbox, type EdgeIo, type Inbox } from "./edge-inbox.ts";
import { runInvite } from "./invite-command.ts";
import { openStore } from "./store.ts";

export const USAGE = `Usage: npm run inbox -- [options]

Lists the messages sent through the contact form, newest first.

Options:
  --since <when>   only messages received since a date (2024-05-01) or time (2024-05-01T14:30, 2024-05-01T14:30+02:00);
                   times without an offset are UTC
  --form <id>      only messages sent to this form (the id in /f/<id>)
  --spam           the messages caught by the spam trap instead
  --json           print JSON: [{ id, receivedAt, form, name, email, message }, ...]
  --csv            print CSV (RFC 4180), for a spreadsheet
  --retry          mail the messages whose mail is not sent yet, now (with the server's SMTP_URL and NOTIFY_TO)
  --invite         a one-time link (15 minutes) that makes a passkey for your messages in the browser (/inbox)
  --edge           the messages \`npm run edge\` received (its local database), through wrangler
  --remote         with --edge: those of the site deployed with \`npm run deploy\` (after \`npx wrangler login\`)
  -h, --help       show this help

Mailed (with SMTP_URL set on the server): "sent", "waiting" (not tried yet), "failed" (tried again later; the error
is in --json as mailError), or "-" (no mail: SMTP_URL was not set, or the spam trap caught it). --json rows carry
mail, mailedAt (ISO 8601, or null) and mailError.

The database is INBOX_DB (default data/inbox.db in the project), or a libSQL server URL with INBOX_DB_TOKEN; with
--edge, the edge's D1 database (EDGE_STATE: where \`npm run edge\` keeps its local copy). With --edge, --retry makes
the unsent mails due at once: the Worker sends them at its next Cron Trigger (within a minute).
Exit status: 0, 1 when the database cannot be read (or --retry left mails unsent), 2 for a usage error.
`;

export interface CommandIo extends EdgeIo {
  /** The settings' environment (default: the process's). */
  env?: Env;
  projectRoot: string;
  out: (text: string) => void;
  err: (text: string) => void;
  /** The terminal's width, for the table. */
  columns?: number;
}

class UsageError extends Error {}

/** Runs the command and returns its exit status: 0, 1 when the database fails, 2 for a usage error. */
export async function runInboxCommand(args: string[], io: CommandIo): Promise<number> {
  let options;
  try {
    options = parseOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    io.err(`inbox: ${error.message}\nSee: npm run inbox -- --help\n`);
    return 2;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }

  if (options.invite) return runInvite(io, options.edge);
  const source = options.edge ? edgeInbox(options.edge, io) : localInbox(io);
  if (options.retry) return source.retry();
  const what = options.filter.spam ? "spam" : "messages";
  if (source.missing) {
    if (options.format === "table") io.out(`No ${what} yet: nothing has been received (${source.shown}).\n`);
    else io.out(options.format === "json" ? "[]\n" : toCsv([]));
    return 0;
  }
  let messages;
  try {
    messages = await source.list(options.filter);
  } catch (error) {
    io.err(`inbox: cannot read ${source.shown}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }

  if (options.format === "json") io.out(JSON.stringify(messages, null, 2) + "\n");
  else if (options.format === "csv") io.out(toCsv(messages));
  else if (messages.length === 0) {
    const filtered = options.filter.since !== undefined || options.filter.form !== undefined;
    io.out(filtered ? `No ${what} match.\n` : `No ${what} yet.\n`);
  } else {
    io.out(toTable(messages, io.columns ?? 120));
    const count = `${messages.length} ${messages.length === 1 ? "message" : "messages"}`;
    const folder = options.filter.spam ? " caught as spam" : "";
    io.out(`\n${count}${folder}, newest first. Full text: npm run inbox -- --json (or --csv)\n`);
    const failed = messages.filter((m) => m.mail === "failed");
    if (failed.length > 0)
      io.out(
        `${failed.length} not mailed yet (${failed[0]?.mailError}); the server keeps trying. Now: npm run inbox -- --retry\n`,
      );
  }
  return 0;
}

/** The database of `npm start` (INBOX_DB). */
function localInbox(io: CommandIo): Inbox {
  const database = databaseFromEnv(io.projectRoot, io.env);
  return {
    shown: database.shown,
    missing: database.file !== undefined && !existsSync(database.file),
    async list(filter) {
      const store = await openStore(database);
      try {
        return await store.list(filter);
      } finally {
        await store.close();
      }
    },
    retry: () => retry(io, database),
  };
}

/** `--retry`: every unsent mail, sent now from this process. */
async function retry(io: CommandIo, database: ReturnType<typeof databaseFromEnv>): Promise<number> {
  let settings;
  try {
    settings = mailFromEnv(io.env);
  } catch (error) {
    io.err(`inbox: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (!settings) {
    io.err("inbox: --retry needs SMTP_URL and NOTIFY_TO, as the server has them\n");
    return 2;
  }
  const smtp = smtpSender(settings);
  try {
    const store = await openStore(database, { notify: true });
    try {
      const unsent = await store.outbox.retryAll();
      const { sent, failed } = await sendDue({ outbox: store.outbox, settings, send: smtp.send });
      const error = failed > 0 ? (await store.list()).find((m) => m.mail === "failed")?.mailError : undefined;
      io.out(
        failed === 0
          ? `Mailed ${sent} of ${unsent} unsent ${unsent === 1 ? "message" : "messages"}.\n`
          : `Mailed ${sent} of ${unsent}; ${failed} failed again (${error}). They stay queued: the server retries them.\n`,
      );
      return failed === 0 ? 0 : 1;
    } finally {
      await store.close();
    }
  } catch (error) {
    io.err(`inbox: cannot read ${database.shown}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    smtp.close();
  }
}

function parseOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      since: { type: "string" },
      form: { type: "string" },
      spam: { type: "boolean" },
      json: { type: "boolean" },
      csv: { type: "boolean" },
      retry: { type: "boolean" },
      invite: { type: "boolean" },
      edge: { type: "boolean" },
      remote: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.json && values.csv) throw new UsageError("choose one of --json and --csv");
  if (values.remote && !values.edge) throw new UsageError("--remote reads the deployed edge: give --edge too");
  const listing = ["since", "form", "spam", "json", "csv"] as const;
  if (values.retry && listing.some((name) => values[name] !== undefined))
    throw new UsageError("--retry sends mails; it takes none of the listing's options");
  if (values.invite && (values.retry || listing.some((name) => values[name] !== undefined)))
    throw new UsageError("--invite makes a link; it takes only --edge and --remote");
  const filter: ListFilter = { spam: values.spam ?? false };
  if (values.since !== undefined) {
    filter.since = parseSince(values.since);
    if (filter.since === undefined) throw new UsageError(`--since: "${values.since}" is not a date like 2024-05-01`);
  }
  if (values.form !== undefined) filter.form = values.form;
  const format = values.json ? "json" : values.csv ? "csv" : "table";
  const edge = values.edge ? ({ remote: values.remote ?? false } as const) : undefined;
  return {
    help: values.help ?? false,
    retry: values.retry ?? false,
    invite: values.invite ?? false,
    edge,
    format,
    filter,
  } as const;
}

const WHEN = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?)?$/i;

/** A date or date-time as the ISO UTC time stored in `received_at`, or undefined if it is not one. */
export function parseSince(value: string): string | undefined {
  const match = WHEN.exec(value.trim());
  if (!match) return undefined;
  const [, date = "", time = "00:00", zone = "Z"] = match;
  // Date would roll 2024-02-30 over to March 1st.
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  const parsed = new Date(`${date}T${time}${zone.toUpperCase()}`);
  if (Number.isNaN(parsed.getTime())) return undefined;
  return parsed.toISOString();
}
