import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { sendDue } from "../../inbox/outbox.ts";
import type { InboxStore } from "../../inbox/store.ts";
import { newMessage } from "../../tests/support/new-message.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { smtpSender } from "./smtp.ts";
import { openStore } from "./store.ts";

// Each mail exactly as promised, against a real SQLite file and a real SMTP server: a mail that went out is never sent
// again because the database was busy when it was to be marked sent, nor because its mail server was slow.

let dir: string;
let sink: SmtpSink;
let store: InboxStore;
let smtp: ReturnType<typeof smtpSender>;
let url: string;
let databases = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-outbox-exact-"));
  sink = await startSmtpSink();
});
afterEach(async () => {
  smtp.close();
  await store.close();
  sink.mails.length = 0;
  sink.delayMs = 0;
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = () => ({ to: ["artist@example.com"], from: "artist@example.com" });

async function inbox(messages: number, busyTimeoutMs?: number) {
  url = pathToFileURL(join(dir, `inbox-${++databases}.db`)).href;
  store = await openStore({ url, busyTimeoutMs }, { notify: true });
  smtp = smtpSender({ ...settings(), smtpUrl: sink.url });
  for (let i = 0; i < messages; i++) await store.save(newMessage({ name: `Visitor ${i}` }));
}

const names = () => sink.mails.map((mail) => mail.headers.get("subject")?.[0]).sort();

it("marks a mail sent once another program lets the database go, and never sends it again", async () => {
  await inbox(1, 200);
  const lines: string[] = [];
  const other = createClient({ url });
  let released: Promise<void> | undefined;
  // Right after the mail server took the mail, another program holds the write lock far past the busy timeout.
  const send = async (mail: Parameters<typeof smtp.send>[0]) => {
    await smtp.send(mail);
    const lock = await other.transaction("write");
    await lock.execute("DELETE FROM meta WHERE key = 'nothing'");
    released = new Promise((resolve) => setTimeout(() => void lock.rollback().then(resolve, resolve), 1_000));
  };
  try {
    const outcome = await sendDue({
      outbox: store.outbox,
      settings: settings(),
      send,
      log: (line) => lines.push(line),
    });
    expect(outcome).toEqual({ sent: 1, failed: 0 });
    await released;
    expect((await store.list()).map((m) => m.mail)).toEqual(["mailed"]);
    // Long after any lease would have run out, nothing is due: the mail went once.
    const later = Date.now() + 3_600_000;
    expect(await sendDue({ outbox: store.outbox, settings: settings(), send: smtp.send, now: () => later })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(names()).toEqual(["New message from Visitor 0"]);
    expect(lines[0]).toMatch(/^Inbox: could not record the 1 mail sent yet \(.*\); trying again, without sending/);
    expect(lines.at(-1)).toMatch(/^Inbox: recorded the 1 mail sent, after \d+ tries$/);
  } finally {
    other.close();
  }
});

it(
  "holds its mails while a slow mail server takes longer than their lease: --retry sends none",
  { timeout: 20_000 },
  async () => {
    await inbox(6);
    sink.delayMs = 1_500;
    const leaseMs = 600;
    // The lease the claim gave, read when the first mail is handed to the mail server.
    let firstLeaseEnd: Promise<number> | undefined;
    const sending = sendDue({
      outbox: store.outbox,
      settings: settings(),
      send: (mail) => {
        firstLeaseEnd ??= store.outbox.nextDue().then(Number);
        return smtp.send(mail);
      },
      leaseMs,
    });
    await expect.poll(() => firstLeaseEnd, { interval: 10 }).toBeDefined();
    const ended = await firstLeaseEnd!;
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 1.5));
    // `npm run inbox -- --retry`, run once that lease has run out (by its clock), while the batch is still being sent.
    const cliTime = Math.max(ended + 1, Date.now());
    await store.outbox.retryAll(cliTime);
    const retried = await sendDue({ outbox: store.outbox, settings: settings(), send: smtp.send, now: () => cliTime });
    expect(await sending).toEqual({ sent: 6, failed: 0 });
    expect(retried).toEqual({ sent: 0, failed: 0 });
    expect(names()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `New message from Visitor ${i}`));
  },
);
