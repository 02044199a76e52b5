import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserForm,
  burst,
  keepAlive,
  post,
  startServer,
  type ChildServer,
} from "../../tests/support/server-child.ts";

// The inbox's promise: no acknowledged message is lost on kill -9. The real server (`npm start`'s entry
// point) runs as a child process; a burst of messages is fired at it and the child is killed with SIGKILL while the
// burst is in full flow. Restarted on the same database, it must open cleanly, and every message that was answered
// 200 must be there.

const COUNT = 4000;
const KILL_AFTER = 2000; // acknowledged messages
const CONCURRENCY = 32;

let dir: string;
let db: string;
const running: ChildServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mischief-durability-"));
  db = join(dir, "inbox.db");
});

afterAll(async () => {
  for (const server of running) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const server = await startServer(dir, { INBOX_DB: db, INBOX_RATE_LIMIT: "1000000" });
  running.push(server);
  return server;
}

const send = (url: string, agent: ReturnType<typeof keepAlive>, text: string) => {
  const { body, contentType } = browserForm({ name: "Visitor", email: "visitor@example.com", message: text });
  return post(agent, `${url}/f/contact`, body, contentType);
};

describe("durability", () => {
  it("keeps every acknowledged message through kill -9, and restarts cleanly", { timeout: 60_000 }, async () => {
    const first = await start();
    const agent = keepAlive(CONCURRENCY);
    const acknowledged: string[] = [];
    let killed = false;
    const results = await burst(COUNT, CONCURRENCY, async (i) => {
      if (killed) throw new Error("not sent: the server is gone");
      const text = `durable ${i}`;
      const answer = await send(first.url, agent, text);
      if (answer.status === 200) acknowledged.push(text);
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill("SIGKILL");
      }
      return answer.status;
    });
    agent.destroy();
    expect((await first.exited).signal).toBe("SIGKILL");

    // Killed mid-burst: requests were in flight, and many were never answered.
    const failed = results.filter((r) => r.status === "rejected");
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed.length).toBeGreaterThan(COUNT / 10);
    expect(results.filter((r) => r.status === "fulfilled" && r.value !== 200)).toEqual([]);

    // The same database, after the crash: the server opens it and takes messages again.
    const second = await start();
    const again = keepAlive(1);
    expect((await send(second.url, again, "after the crash")).status).toBe(200);
    again.destroy();
    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const client = createClient({ url: pathToFileURL(db).href });
    try {
      expect((await client.execute("PRAGMA integrity_check")).rows[0]?.integrity_check).toBe("ok");
      const stored = new Set((await client.execute("SELECT message FROM messages")).rows.map((row) => row.message));
      const lost = acknowledged.filter((text) => !stored.has(text));
      expect(lost).toEqual([]);
      expect(stored.has("after the crash")).toBe(true);
    } finally {
      client.close();
    }
  });
});
