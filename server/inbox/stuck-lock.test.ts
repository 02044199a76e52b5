import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { browserForm, keepAlive, post, startServer, type ChildServer } from "../../tests/support/server-child.ts";
import { openStore } from "./store.ts";

// Another program holds the inbox's write lock longer than the server's busy timeout (5 s): a SQLite browser with an
// edit open, a `sqlite3` session, a VACUUM. The messages sent meanwhile get 503 (the visitor keeps the text); the
// first one sent after the lock is let go must be saved again, without a restart. A connection left with a failed
// BEGIN in progress used to refuse every later commit ("SQL statements in progress") until the server restarted.

const HOLD_MS = 6_500;

let dir: string;
let db: string;
let server: ChildServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-lock-"));
  db = join(dir, "inbox.db");
  server = await startServer(dir, { INBOX_DB: db, INBOX_RATE_LIMIT: "1000" });
});

afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

const agent = keepAlive(4);
const send = (text: string) => {
  const { body, contentType } = browserForm({ name: "Visitor", email: "visitor@example.com", message: text });
  return post(agent, `${server.url}/f/contact`, body, contentType);
};

it("saves again as soon as a lock held past the busy timeout is let go", { timeout: 30_000 }, async () => {
  expect((await send("before")).status).toBe(200);

  const other = createClient({ url: pathToFileURL(db).href });
  const lock = await other.transaction("write");
  await lock.execute("DELETE FROM meta WHERE key = 'nothing'"); // takes the write lock now
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      lock.rollback().then(
        () => resolve(),
        () => resolve(),
      );
    }, HOLD_MS),
  );
  const during = await send("during");
  expect(during.status).toBe(503);
  // The busy answer says when to come back.
  expect(during.headers["retry-after"]).toBe("5");
  await released;
  other.close();

  const after = [await send("after 1"), await send("after 2")];
  expect(after.map((answer) => answer.status)).toEqual([200, 200]);

  const store = await openStore({ url: pathToFileURL(db).href });
  try {
    expect((await store.list()).map((message) => message.message)).toEqual(["after 2", "after 1", "before"]);
  } finally {
    await store.close();
  }
});
