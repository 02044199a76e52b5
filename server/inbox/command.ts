// `npm run inbox`: the artist's way to read the messages the site received (server/cli.ts runs this). Kept apart
// from the entry point so tests can run it in-process, with their own environment and output.

import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { databaseFromEnv, type Env } from "./config.ts";
import { toCsv, toTable } from "./listing.ts";
import { openStore, type ListFilter } from "./store.ts";

export const USAGE = `Usage: npm run inbox -- [options]

Lists the messages sent through the contact form, newest first.

Options:
  --since <when>   only messages received since a date (2024-05-01) or time (2024-05-01T14:30, 2024-05-01T14:30+02:00);
                   times without an offset are UTC
  --form <id>      only messages sent to this form (the id in /f/<id>)
  --spam           the messages caught by the spam trap instead
  --json           print JSON: [{ id, receivedAt, form, name, email, message }, ...]
  --csv            print CSV (RFC 4180), for a spreadsheet
  -h, --help       show this help

The database is INBOX_DB (default data/inbox.db in the project), or a libSQL server URL with INBOX_DB_TOKEN.
Exit status: 0, 1 when the database cannot be read, 2 for a usage error.
`;

export interface CommandIo {
  env: Env;
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

  const database = databaseFromEnv(io.env, io.projectRoot);
  const what = options.filter.spam ? "spam" : "messages";
  if (database.file !== undefined && !existsSync(database.file)) {
    if (options.format === "table") io.out(`No ${what} yet: nothing has been received (${database.shown}).\n`);
    else io.out(options.format === "json" ? "[]\n" : toCsv([]));
    return 0;
  }
  let messages;
  try {
    const store = await openStore(database);
    try {
      messages = await store.list(options.filter);
    } finally {
      await store.close();
    }
  } catch (error) {
    io.err(`inbox: cannot read ${database.shown}: ${error instanceof Error ? error.message : String(error)}\n`);
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
  }
  return 0;
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
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.json && values.csv) throw new UsageError("choose one of --json and --csv");
  const filter: ListFilter = { spam: values.spam ?? false };
  if (values.since !== undefined) {
    filter.since = parseSince(values.since);
    if (filter.since === undefined) throw new UsageError(`--since: "${values.since}" is not a date like 2024-05-01`);
  }
  if (values.form !== undefined) filter.form = values.form;
  const format = values.json ? "json" : values.csv ? "csv" : "table";
  return { help: values.help ?? false, format, filter } as const;
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
