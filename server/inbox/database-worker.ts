// The worker of server/inbox/database.ts: owns the connection and answers each request in turn.
//
// A failed statement or commit can leave the connection unusable: a BEGIN or COMMIT that gave up on a lock held
// elsewhere (SQLITE_BUSY after the busy timeout) stays "in progress" inside the driver, and every later COMMIT on that
// connection then fails with "SQL statements in progress" until the process restarts. So after any failure the
// connection is closed and the next request opens a fresh one, set up like the first: the failure costs only the
// requests that met it.

import { createClient, type Client, type ResultSet } from "@libsql/client";
import { parentPort, workerData } from "node:worker_threads";
import type { DatabaseConfig, Reply, Request } from "./database.ts";
import type { Result } from "../../inbox/store.ts";

const { setup = [], ...config } = workerData as DatabaseConfig;
const port = parentPort!;
let client: Client | undefined;

async function connection(): Promise<Client> {
  if (client) return client;
  // A file gets a single connection: PRAGMAs hold per connection, and the client's pool would open more.
  const opened = createClient({ ...config, concurrency: config.url.startsWith("file:") ? 1 : undefined });
  try {
    for (const statement of setup) await opened.execute(statement);
  } catch (error) {
    opened.close();
    throw error;
  }
  return (client = opened);
}

// Plain rows (the driver's carry their columns twice, by index and by name) cross to the other thread as they are.
const plain = (result: ResultSet): Result => ({
  rows: result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column] ?? null]))),
  rowsAffected: result.rowsAffected,
});

async function answer(request: Request): Promise<Reply> {
  try {
    switch (request.op) {
      case "execute":
        return { id: request.id, result: plain(await (await connection()).execute(request.statement)) };
      case "batch":
        return {
          id: request.id,
          result: (await (await connection()).batch(request.statements, request.mode)).map(plain),
        };
      case "close":
        client?.close();
        return { id: request.id, result: null };
    }
  } catch (error) {
    client?.close();
    client = undefined;
    const { message, code } = error as { message?: string; code?: unknown };
    return {
      id: request.id,
      error: { message: String(message ?? error), code: typeof code === "string" ? code : undefined },
    };
  }
}

// One at a time, in the order sent: a transaction never interleaves with another statement.
let turn = Promise.resolve();
port.on("message", (request: Request) => {
  turn = turn.then(async () => {
    port.postMessage(await answer(request));
    if (request.op === "close") port.close();
  });
});
