import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { d1RateLimiter, forgetFullBuckets } from "./rate-limit.ts";
import { createRateLimiter } from "../inbox/rate-limit.ts";
import type { Sql } from "../inbox/store.ts";
import { openDatabase, type Database } from "../server/inbox/database.ts";
import { openStore } from "../server/inbox/store.ts";

// The edge's buckets in a table, against a real SQLite file with the inbox's schema standing in for D1 (the same
// SQLite and SQL); its verdicts are the in-memory limiter's, which `npm start` keeps.

let dir: string;
let database: Database;
let sql: Sql;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-edge-limit-"));
  const url = pathToFileURL(join(dir, "inbox.db")).href;
  await (await openStore({ url })).close();
  database = openDatabase({ url });
  sql = { execute: (s) => database.execute(s), batch: (s) => database.batch(s, "write") };
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("d1RateLimiter", () => {
  it("gives the in-memory limiter's verdicts, Retry-After included", async () => {
    const time = clock();
    const table = d1RateLimiter(sql, 10, time.now);
    const memory = createRateLimiter(10, time.now);
    for (const step of [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4_000, 2_000, 0, 0, 59_000]) {
      time.advance(step);
      expect(await table.take("a"), `after ${step} ms`).toEqual(memory.take("a"));
    }
  });

  it("counts every take of a burst sent at once: none is lost to another's write", async () => {
    const limiter = d1RateLimiter(sql, 5, clock(5_000_000).now);
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.take("burst")));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(5);
  });

  it("forgets the buckets a minute idle has filled again, and only those", async () => {
    const time = clock(9_000_000);
    const limiter = d1RateLimiter(sql, 1, time.now);
    await limiter.take("idle");
    time.advance(30_000);
    await limiter.take("busy");
    time.advance(30_000);
    await forgetFullBuckets(sql, time.now());
    const { rows } = await sql.execute({ sql: "SELECT client FROM rate_limits WHERE client IN ('idle', 'busy')" });
    expect(rows).toEqual([{ client: "busy" }]);
  });

  it("lets a post through when the database refuses the count: the save's own 503 keeps the visitor's text", async () => {
    const refusing: Sql = {
      execute: () => Promise.reject(new Error("D1_ERROR: daily limit exceeded")),
      batch: () => Promise.reject(new Error("D1_ERROR: daily limit exceeded")),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await d1RateLimiter(refusing, 1).take("a")).toEqual({ ok: true });
  });
});
