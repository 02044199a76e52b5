// The inbox's SQL run against the edge's D1 database from this computer (`npm run inbox -- --edge`), through
// `wrangler d1 execute --json`: the local copy that `npm run edge` writes (its state folder), or with `--remote` the
// deployed database, through the account `wrangler login` signed in. Wrangler is the one documented way to both;
// the local copy's SQLite file has a name of the simulator's own making (docs/decisions/0030-edge.md).

import { DATABASE, readWrangler, whereArgs, type Where } from "./wrangler.ts";
import type { Result, Sql, Statement, Value } from "../inbox/store.ts";

// `wrangler d1 execute` takes no arguments apart from the SQL: they are written into it as SQL literals.
const literal = (value: string | number | null) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** The statement with its arguments in place of its `?`s (the inbox's SQL has no `?` inside a string). */
export function inlined({ sql, args = [] }: Statement): string {
  let next = 0;
  return sql.replace(/\?/g, () => literal(args[next++] ?? null));
}

/** The command line that runs `statements` (one batch) where the database is. */
export const executeArgs = (where: Where, statements: readonly Statement[]) => [
  "d1",
  "execute",
  DATABASE,
  ...whereArgs(where),
  "--json",
  "--command",
  statements.map(inlined).join(";\n"),
];

type Answer = { results?: Record<string, Value>[]; meta?: { changes?: number } }[];

// The local database is the running `npm run edge`'s too, and wrangler's command does not wait while that one writes:
// a statement refused as busy is tried again a few times, a little later each time.
const BUSY = /SQLITE_BUSY|database is locked/;
const TRIES = 8;

export function wranglerSql(
  where: Where,
  run: (args: string[]) => string = readWrangler,
  pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Sql {
  const answer = async (statements: Statement[]): Promise<string> => {
    for (let tries = 1; ; tries++) {
      try {
        return run(executeArgs(where, statements));
      } catch (error) {
        if (tries === TRIES || !(error instanceof Error) || !BUSY.test(error.message)) throw error;
        await pause(50 * 2 ** tries);
      }
    }
  };
  const batch = async (statements: Statement[]): Promise<Result[]> =>
    (JSON.parse(await answer(statements)) as Answer).map((result) => ({
      rows: result.results ?? [],
      rowsAffected: result.meta?.changes ?? 0,
    }));
  return {
    execute: async (statement) => (await batch([statement]))[0] ?? { rows: [], rowsAffected: 0 },
    batch,
  };
}
