// The worker of server/inbox/database.ts: owns the connection and answers each request in turn.

import { createClient, type ResultSet } from "@libsql/client";
import { parentPort, workerData } from "node:worker_threads";
import type { DatabaseConfig, Reply, Request, Result } from "./database.ts";

const config = workerData as DatabaseConfig;
const port = parentPort!;
// A file gets a single connection: PRAGMAs hold per connection, and the client's pool would open more.
const client = createClient({ ...config, concurrency: config.url.startsWith("file:") ? 1 : undefined });

// Plain rows (the driver's carry their columns twice, by index and by name) cross to the other thread as they are.
const plain = (result: ResultSet): Result => ({
  rows: result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column] ?? null]))),
  rowsAffected: result.rowsAffected,
});

async function answer(request: Request): Promise<Reply> {
  try {
    switch (request.op) {
      case "execute":
        return { id: request.id, result: plain(await client.execute(request.statement)) };
      case "batch":
        return { id: request.id, result: (await client.batch(request.statements, request.mode)).map(plain) };
      case "close":
        client.close();
        return { id: request.id, result: null };
    }
  } catch (error) {
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
