import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInboxCommand } from "./command.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { openStore } from "./store.ts";

// `npm run inbox -- --retry` and how the listing shows the artist's mail, against a real SMTP server in process.

let dir: string;
let db: string;
let sink: SmtpSink;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-inbox-retry-"));
  db = join(dir, "inbox.db");
  sink = await startSmtpSink();
  const store = await openStore({ url: pathToFileURL(db).href }, { notify: true });
  for (const name of ["Ada Lovelace", "Grace Hopper"])
    await store.save({
      receivedAt: new Date().toISOString(),
      form: "contact",
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
      message: `Hello from ${name}`,
      userAgent: "test",
      clientHash: "0".repeat(64),
      spam: false,
      page: "http://127.0.0.1:3000/contact",
    });
  await store.close();
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string> = { SMTP_URL: sink.url, NOTIFY_TO: "me@example.com" }) {
  let out = "";
  let err = "";
  const code = await runInboxCommand(args, {
    env: { INBOX_DB: db, ...env },
    projectRoot: dir,
    out: (text) => (out += text),
    err: (text) => (err += text),
    columns: 120,
  });
  return { code, out, err };
}

describe("npm run inbox -- --retry", () => {
  it("says which mails failed, sends them again on --retry, and lists them as sent", async () => {
    expect((await run([])).out).toMatch(/Grace Hopper +grace@example\.com +waiting +Hello from Grace Hopper/);

    sink.refusing = true;
    const refused = await run(["--retry"]);
    expect(refused).toMatchObject({ code: 1, err: "" });
    expect(refused.out).toMatch(/^Mailed 0 of 2; 2 failed again \(.*Mailbox unavailable.*\)\. They stay queued/);
    const listed = await run([]);
    expect(listed.out).toMatch(/Ada Lovelace +ada@example\.com +failed +Hello from Ada Lovelace/);
    expect(listed.out).toMatch(/\n2 not mailed yet \(.*Mailbox unavailable.*\); .*npm run inbox -- --retry\n$/);
    const [failed] = JSON.parse((await run(["--json"])).out) as { mail: string; mailError: string }[];
    expect(failed).toMatchObject({ mail: "failed", mailedAt: null, mailError: expect.stringMatching(/Mailbox/) });

    sink.refusing = false;
    expect(await run(["--retry"])).toEqual({ code: 0, out: "Mailed 2 of 2 unsent messages.\n", err: "" });
    expect(sink.mails.map((mail) => mail.headers.get("reply-to")?.[0]).sort()).toEqual([
      "Ada Lovelace <ada@example.com>",
      "Grace Hopper <grace@example.com>",
    ]);
    expect(sink.mails.every((mail) => mail.rcptTo.join() === "me@example.com")).toBe(true);
    const sent = JSON.parse((await run(["--json"])).out) as { mail: string; mailedAt: string; mailError: null }[];
    expect(sent.map((m) => [m.mail, m.mailError, Number.isNaN(Date.parse(m.mailedAt))])).toEqual([
      ["mailed", null, false],
      ["mailed", null, false],
    ]);
    expect(await run(["--retry"])).toEqual({ code: 0, out: "Mailed 0 of 0 unsent messages.\n", err: "" });
    // Seven runs of the command, each a Node process of its own: a limit for processes, not for a unit test.
  }, 20_000);

  it.each([
    [{}, /--retry needs SMTP_URL and NOTIFY_TO, as the server has them/],
    [{ SMTP_URL: "smtp://mail.example.com" }, /NOTIFY_TO must name who is told/],
    [{ SMTP_URL: "mail server", NOTIFY_TO: "me@example.com" }, /SMTP_URL is not a URL/],
  ])("is a usage error without working mail settings (%o)", async (env, error) => {
    const { code, err } = await run(["--retry"], env);
    expect(code).toBe(2);
    expect(err).toMatch(error);
  });

  it("takes none of the listing's options", async () => {
    const { code, err } = await run(["--retry", "--json"]);
    expect(code).toBe(2);
    expect(err).toMatch(/--retry sends mails; it takes none of the listing's options/);
  });
});
