// The inbox's connection to SQLite, in a worker thread. The driver's calls run synchronously, a commit waits for the
// disk (synchronous=FULL: an fsync each), and on the server's thread every wait would stall every request, pages
// included. So one worker owns the one connection and runs the statements in the order they are sent; this thread
// only posts them and awaits the answers (docs/decisions/0015).

import type { InStatement, TransactionMode } from "@libsql/client";
import { Worker } from "node:worker_threads";
import type { Result } from "../../inbox/store.ts";

/** Where the database is: a `file:` URL, or a libSQL server's URL with its token. */
export interface DatabaseConfig {
  url: string;
  authToken?: string;
  /** Run on every new connection (PRAGMAs hold per connection), before anything else. */
  setup?: string[];
}

export interface Database {
  execute(statement: InStatement): Promise<Result>;
  /** Runs the statements in one transaction: all of them, or none. */
  batch(statements: InStatement[], mode: TransactionMode): Promise<Result[]>;
  /** Finishes what was sent, then closes the connection and ends the worker. */
  close(): Promise<void>;
}

/** What this thread asks of the worker. */
type Question =
  | { op: "execute"; statement: InStatement }
  | { op: "batch"; statements: InStatement[]; mode: TransactionMode }
  | { op: "close" };
export type Request = { id: number } & Question;

/** The worker's answer to the request with the same id. */
export type Reply = { id: number } & (
  { result: Result | Result[] | null } | { error: { message: string; code?: string } }
);

export function openDatabase(config: DatabaseConfig): Database {
  const worker = new Worker(new URL("./database-worker.ts", import.meta.url), { workerData: config });
  const waiting = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  let next = 0;
  let stopped: Error | undefined;

  worker.on("message", (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) call?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else call?.resolve(reply.result as never);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of waiting.values()) call.reject(stopped);
    waiting.clear();
  };
  worker.on("error", (error) => stop(new Error(`the inbox database stopped: ${error.message}`, { cause: error })));
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      stop(new Error("the inbox database is closed"));
      resolve();
    }),
  );

  const ask = <T>(question: Question): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: never) => void, reject });
      worker.postMessage({ ...question, id } satisfies Request);
    });
  };

  return {
    execute: (statement) => ask({ op: "execute", statement }),
    batch: (statements, mode) => ask({ op: "batch", statements, mode }),
    async close() {
      if (stopped) return;
      await ask({ op: "close" });
      await exited;
    },
  };
}
