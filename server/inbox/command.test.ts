import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSince, runInboxCommand, USAGE } from "./command.ts";
import type { NewMessage } from "../../inbox/store.ts";
import { openStore } from "./store.ts";

let dir: string;
let db: string;

const SEEDS: Partial<NewMessage>[] = [
  { receivedAt: "2024-04-30T09:00:00.000Z", name: "Ada", message: "Oldest, about posters" },
  { receivedAt: "2024-05-02T10:00:00.000Z", name: "Bea", form: "commissions", message: '=HYPERLINK("x")' },
  { receivedAt: "2024-05-03T11:00:00.000Z", name: "Cy", message: 'Newest,\nwith "quotes"' },
  { receivedAt: "2024-05-04T12:00:00.000Z", name: "Bot", message: "Cheap pills", spam: true },
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-inbox-cli-"));
  db = join(dir, "inbox.db");
  const store = await openStore({ url: pathToFileURL(db).href });
  for (const seed of SEEDS) {
    await store.save({
      receivedAt: "",
      form: "contact",
      name: "",
      email: `${seed.name?.toLowerCase()}@example.com`,
      message: "",
      userAgent: "test",
      clientHash: "0".repeat(64),
      spam: false,
      page: "http://127.0.0.1:3000/contact",
      ...seed,
    });
  }
  await store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[], inboxDb = db) {
  let out = "";
  let err = "";
  const code = await runInboxCommand(args, {
    env: { INBOX_DB: inboxDb },
    projectRoot: dir,
    out: (text) => (out += text),
    err: (text) => (err += text),
    columns: 100,
  });
  return { code, out, err };
}
const names = (out: string) => (JSON.parse(out) as { name: string }[]).map((m) => m.name);

describe("npm run inbox", () => {
  it("prints a table, newest first, without the spam", async () => {
    const { code, out, err } = await run([]);
    expect(code).toBe(0);
    expect(err).toBe("");
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^# +Received \(UTC\) +Form +Name +Email +Mailed +Message$/);
    expect(lines.slice(1, 4).map((line) => line.split(/ {2,}/)[3])).toEqual(["Cy", "Bea", "Ada"]);
    expect(lines[1]).toContain('2024-05-03 11:00  contact      Cy    cy@example.com   -       Newest, with "quotes"');
    expect(out).not.toContain("Cheap pills");
    expect(out).toContain("3 messages, newest first.");
  });

  it("--json prints the messages as an array of { id, receivedAt, form, name, email, message, mail… }", async () => {
    const { code, out } = await run(["--json"]);
    expect(code).toBe(0);
    const messages = JSON.parse(out) as Record<string, unknown>[];
    expect(messages.map((m) => Object.keys(m))).toEqual(
      Array(3).fill(["id", "receivedAt", "form", "name", "email", "message", "mail", "mailedAt", "mailError"]),
    );
    expect(messages[0]).toEqual({
      id: 3,
      receivedAt: "2024-05-03T11:00:00.000Z",
      form: "contact",
      name: "Cy",
      email: "cy@example.com",
      message: 'Newest,\nwith "quotes"',
      mail: "none",
      mailedAt: null,
      mailError: null,
    });
  });

  it.each([
    [
      ["--since", "2024-05-02"],
      ["Cy", "Bea"],
    ],
    [
      ["--since", "2024-05-02T10:00"],
      ["Cy", "Bea"],
    ],
    [["--since", "2024-05-02T10:00:01"], ["Cy"]],
    [
      ["--since", "2024-05-02T12:00+02:00"],
      ["Cy", "Bea"],
    ],
    [["--since=2030-01-01"], []],
    [["--form", "commissions"], ["Bea"]],
    [["--form", "contact", "--since", "2024-05-01"], ["Cy"]],
    [["--spam"], ["Bot"]],
  ])("filters: %j", async (args, expected) => {
    const { code, out } = await run([...args, "--json"]);
    expect(code).toBe(0);
    expect(names(out)).toEqual(expected);
  });

  it("--csv exports RFC 4180 CSV, with formulas defused", async () => {
    const { code, out } = await run(["--csv"]);
    expect(code).toBe(0);
    expect(out).toBe(
      "id,receivedAt,form,name,email,message,mail,mailedAt,mailError\r\n" +
        '3,2024-05-03T11:00:00.000Z,contact,Cy,cy@example.com,"Newest,\nwith ""quotes""",none,,\r\n' +
        `2,2024-05-02T10:00:00.000Z,commissions,Bea,bea@example.com,"'=HYPERLINK(""x"")",none,,\r\n` +
        '1,2024-04-30T09:00:00.000Z,contact,Ada,ada@example.com,"Oldest, about posters",none,,\r\n',
    );
  });
});

describe("the inbox command: what it says, and how it ends", () => {
  it("says so when nothing matches, or nothing has arrived", async () => {
    expect(await run(["--form", "nope"])).toEqual({ code: 0, out: "No messages match.\n", err: "" });
    const missing = join(dir, "never", "inbox.db");
    const empty = await run([], missing);
    expect(empty.code).toBe(0);
    expect(empty.out).toMatch(/^No messages yet: nothing has been received \(.*inbox\.db\)\.\n$/);
    expect((await run(["--json"], missing)).out).toBe("[]\n");
    expect((await run(["--spam"], missing)).out).toMatch(/^No spam yet/);
  });

  it("counts one message, and names the spam folder", async () => {
    const { out } = await run(["--spam"]);
    expect(out).toContain("Cheap pills");
    expect(out).toContain("1 message caught as spam, newest first.");
  });

  it("exits 1 when the database cannot be read", async () => {
    const { code, out, err } = await run([], dir);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toMatch(/^inbox: cannot read .+: /);
  });

  it("--help prints the usage", async () => {
    expect(await run(["--help"])).toEqual({ code: 0, out: USAGE, err: "" });
    expect((await run(["-h"])).out).toBe(USAGE);
  });

  it.each([
    [["--bogus"], /Unknown option '--bogus'/],
    [["--since"], /--since/],
    [["--since", "yesterday"], /--since: "yesterday" is not a date/],
    [["--since", "2024-02-30"], /is not a date/],
    [["--json", "--csv"], /choose one of --json and --csv/],
    [["list"], /positional argument/],
  ])("%j is a usage error: exit 2", async (args, message) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err).toContain("npm run inbox -- --help");
  });

  // Two Node processes start here: about 0.8 s each on a quiet 2-core machine, more while a build runs.
  it("runs as `npm run inbox` does, with the exit status", { timeout: 15_000 }, async () => {
    const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
    const exec = promisify(execFile);
    const env = { ...process.env, INBOX_DB: db };
    const { stdout } = await exec(process.execPath, [cli, "--json", "--form", "commissions"], {
      env,
    });
    expect(names(stdout)).toEqual(["Bea"]);
    await expect(exec(process.execPath, [cli, "--nope"], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--nope'"),
    });
  });
});

describe("parseSince", () => {
  it.each([
    ["2024-05-01", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01T14:30", "2024-05-01T14:30:00.000Z"],
    ["2024-05-01 14:30:15", "2024-05-01T14:30:15.000Z"],
    ["2024-05-01T14:30:15.5Z", "2024-05-01T14:30:15.500Z"],
    ["2024-05-01T14:30+02:00", "2024-05-01T12:30:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("%s → %s", (value, iso) => {
    expect(parseSince(value)).toBe(iso);
  });

  it.each(["", "yesterday", "2024-5-1", "2024-02-30", "2023-02-29", "2024-13-01", "2024-05-01T25:00", "05/01/2024"])(
    "refuses %j",
    (value) => {
      expect(parseSince(value)).toBeUndefined();
    },
  );
});
