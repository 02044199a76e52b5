import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInboxCommand } from "./command.ts";
import { executeArgs, inlined, wranglerSql } from "../../edge/d1-command.ts";
import { DATABASE, readWrangler } from "../../edge/wrangler.ts";

// `npm run inbox -- --edge` against a real local D1 database made by wrangler (the migrations `npm run edge` applies),
// and with --remote against a stand-in for the Cloudflare account: only the command line wrangler is given is checked.

let state: string;

beforeAll(() => {
  state = mkdtempSync(join(tmpdir(), "mischief-edge-inbox-"));
  readWrangler(["d1", "migrations", "apply", DATABASE, "--local", "--persist-to", state]);
  readWrangler(
    executeArgs({ remote: false, state }, [
      {
        sql: `INSERT INTO messages (received_at, form, name, email, message, user_agent, client_hash, spam)
              VALUES (?, 'contact', ?, 'ada@example.com', ?, 'test', '', ?)`,
        args: ["2026-05-01T10:00:00.000Z", "Ada", 'It\'s about the worms;\nand "quotes"', 0],
      },
      { sql: "INSERT INTO outbox (message_id, page, last_error) VALUES (last_insert_rowid(), '/contact', 'refused')" },
      {
        sql: `INSERT INTO messages (received_at, form, name, email, message, user_agent, client_hash, spam)
              VALUES ('2026-05-02T10:00:00.000Z', 'contact', 'Bot', 'bot@example.com', 'Cheap pills', 'test', '', 1)`,
      },
    ]),
  );
}, 60_000);

afterAll(() => rmSync(state, { recursive: true, force: true }));

async function run(args: string[], wrangler?: (args: string[]) => string) {
  let out = "";
  let err = "";
  const code = await runInboxCommand(args, {
    env: { EDGE_STATE: state },
    projectRoot: state,
    out: (text) => (out += text),
    err: (text) => (err += text),
    wrangler,
  });
  return { code, out, err };
}

describe("npm run inbox -- --edge", () => {
  it("reads the local D1 database, exactly, with the listing's options", async () => {
    const inbox = await run(["--edge", "--json"]);
    expect(inbox.err).toBe("");
    expect(JSON.parse(inbox.out)).toEqual([
      expect.objectContaining({ name: "Ada", message: 'It\'s about the worms;\nand "quotes"', mail: "failed" }),
    ]);
    const spam = await run(["--edge", "--spam", "--csv"]);
    expect(spam.out).toContain("Cheap pills");
    expect((await run(["--edge", "--since", "2026-06-01", "--json"])).out).toBe("[]\n");
  }, 30_000);

  it("makes the unsent mails due again with --retry, for the Worker's next Cron Trigger", async () => {
    const retry = await run(["--edge", "--retry"]);
    expect(retry).toMatchObject({ code: 0, out: "1 unsent mail is due now: the Worker sends them within a minute.\n" });
  }, 30_000);

  it("asks wrangler for the deployed database with --remote (the account stood in for)", async () => {
    const asked: string[][] = [];
    const account = (args: string[]) => {
      asked.push(args);
      return JSON.stringify([{ results: [], success: true, meta: { changes: 0 } }]);
    };
    expect(await run(["--edge", "--remote", "--form", "o'brien", "--json"], account)).toMatchObject({
      code: 0,
      out: "[]\n",
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.slice(0, 5)).toEqual(["d1", "execute", DATABASE, "--remote", "--json"]);
    expect(asked[0]).not.toContain("--local");
    expect(asked[0]?.at(-1)).toMatch(/FROM messages .*WHERE spam = 0 AND form = 'o''brien'/s);
  });

  it("says what wrangler said when the account refuses, and exits 1", async () => {
    const refused = () => {
      throw new Error("You are not logged in: run `npx wrangler login`");
    };
    expect(await run(["--edge", "--remote"], refused)).toMatchObject({
      code: 1,
      err: "inbox: cannot read the deployed D1 database: You are not logged in: run `npx wrangler login`\n",
    });
    expect((await run(["--remote"])).code).toBe(2);
  });
});

describe("the SQL given to wrangler", () => {
  it("carries its arguments as SQL literals", () => {
    expect(inlined({ sql: "SELECT ? , ?, ?", args: ["it's", 3, null] })).toBe("SELECT 'it''s' , 3, NULL");
  });
});

describe("the edge's database from the command line", () => {
  it("tries a statement again while the running edge holds the database, and says wrangler's own error", async () => {
    let asked = 0;
    const busy = (args: string[]) => {
      if (++asked < 3) throw new Error("database is locked: SQLITE_BUSY");
      return readWrangler(args);
    };
    const sql = wranglerSql({ remote: false, state }, busy, async () => {});
    expect((await sql.execute({ sql: "SELECT COUNT(*) AS n FROM messages" })).rows).toEqual([{ n: 2 }]);
    expect(asked).toBe(3);
    const broken = wranglerSql({ remote: false, state });
    await expect(broken.execute({ sql: "SELECT id FROM nowhere" })).rejects.toThrow(/no such table: nowhere/);
  }, 60_000);
});
