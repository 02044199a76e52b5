// The inbox's storage on the edge: the inbox's SQL (inbox/sql-store.ts) run by D1, Cloudflare's SQLite, whose schema is
// inbox/migrations/ (`wrangler d1 migrations apply`). A batch is one transaction, so a message and its mail are saved
// together, and D1 answers only once the write is durable: the visitor hears "sent" after that, as on `npm start`.
// Each request saves on its own: D1 runs the writes of all the Workers in turn, with no group commit to share.

import type { D1Database } from "./platform.ts";
import type { Result, Sql, Statement } from "../inbox/store.ts";

export function d1Sql(db: D1Database): Sql {
  const prepare = ({ sql, args = [] }: Statement) => db.prepare(sql).bind(...args);
  const result = ({ results, meta }: Awaited<ReturnType<D1Database["batch"]>>[number]): Result => ({
    rows: results,
    rowsAffected: meta.changes,
  });
  return {
    execute: async (statement) => result(await prepare(statement).all()),
    batch: async (statements) => (await db.batch(statements.map(prepare))).map(result),
  };
}
