import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { NewMessage } from "../../inbox/store.ts";
import { openStore } from "./store.ts";

// The database's waits (a commit's fsync, a lock held by `npm run inbox` in another process) must
// not stall the server's thread, which serves every page and every other visitor meanwhile. Here another connection
// holds the write lock and only this thread's timer lets it go: a driver that waited on this thread (SQLite's busy
// handler sleeps) would keep that timer from running until its busy timeout ran out, and the save would fail.

let dir: string;
let url: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mischief-store-"));
  url = pathToFileURL(join(dir, "inbox.db")).href;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message = (name: string): NewMessage => ({
  receivedAt: new Date().toISOString(),
  form: "contact",
  name,
  email: "ada@example.com",
  message: "Hello",
  userAgent: "test",
  clientHash: "hash",
  spam: false,
  page: "/contact",
});

it("keeps the server's thread free while a commit waits for the lock", async () => {
  const store = await openStore({ url });
  const other = createClient({ url });
  try {
    const lock = await other.transaction("write");
    const events: string[] = [];
    const saved = store.save(message("Ada")).then(() => events.push("saved"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    events.push("timer ran");
    await lock.commit();
    await saved;
    expect(events).toEqual(["timer ran", "saved"]);
    expect((await store.list()).map((m) => m.name)).toEqual(["Ada"]);
  } finally {
    other.close();
    await store.close();
  }
});

it("fails the saves, not the process, when the database cannot be used", async () => {
  const store = await openStore({ url });
  const other = createClient({ url });
  try {
    await other.execute("DROP TABLE outbox");
    await other.execute("DROP TABLE messages");
    await expect(store.save(message("Lost"))).rejects.toThrow(/messages/);
  } finally {
    other.close();
    await store.close();
  }
});
