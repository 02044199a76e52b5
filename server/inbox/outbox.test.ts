import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outageLog, retryDelay, sendDue } from "../../inbox/outbox.ts";
import { startSender } from "./sender.ts";
import { smtpSender, type MailSettings } from "./smtp.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import type { InboxStore, NewMessage } from "../../inbox/store.ts";
import { openStore } from "./store.ts";

// The outbox against a real SQLite file and a real SMTP server (smtp-server in this process), through nodemailer.

let dir: string;
let sink: SmtpSink;
let stores: InboxStore[] = [];
const closers: (() => void)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-outbox-"));
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const store of stores) await store.close();
  stores = [];
  sink.mails.length = 0;
  sink.refusing = false;
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

let databases = 0;
async function store(notify = true) {
  const opened = await openStore({ url: pathToFileURL(join(dir, `inbox-${++databases}.db`)).href }, { notify });
  stores.push(opened);
  return opened;
}

const settings = (url = sink.url): MailSettings => ({
  smtpUrl: url,
  to: ["artist@example.com", "studio@example.com"],
  from: "artist@example.com",
});
function sender(url?: string) {
  const smtp = smtpSender(settings(url));
  closers.push(smtp.close);
  return smtp.send;
}

const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  receivedAt: "2026-05-01T12:00:00.000Z",
  form: "contact",
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "I would love a poster of the worms.",
  userAgent: "test",
  clientHash: "0".repeat(64),
  spam: false,
  page: "http://127.0.0.1:3000/contact",
  ...overrides,
});

describe("the outbox", () => {
  it("mails each message once: to the artist, Reply-To the visitor, with the time and the page", async () => {
    const inbox = await store();
    await inbox.save(message());
    await inbox.save(message({ name: "Grace Hopper", email: "grace@example.com", message: "Second" }));
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send: sender() })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send: sender() })).toEqual({
      sent: 0,
      failed: 0,
    });

    expect(sink.mails).toHaveLength(2);
    const ada = sink.mails.find((mail) => mail.headers.get("subject")?.[0] === "New message from Ada Lovelace")!;
    expect(ada.rcptTo).toEqual(["artist@example.com", "studio@example.com"]);
    expect(ada.headers.get("to")).toEqual(["artist@example.com, studio@example.com"]);
    expect(ada.headers.get("reply-to")).toEqual(["Ada Lovelace <ada@example.com>"]);
    expect(ada.text).toContain("I would love a poster of the worms.\n");
    expect(ada.text).toContain("Fri, 01 May 2026 12:00:00 GMT, on http://127.0.0.1:3000/contact");

    const listed = await inbox.list();
    expect(listed.map((m) => [m.name, m.mail, m.mailError])).toEqual([
      ["Grace Hopper", "mailed", null],
      ["Ada Lovelace", "mailed", null],
    ]);
    expect(Date.parse(listed[0]!.mailedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps a honeypot catch without mailing it", async () => {
    const inbox = await store();
    await inbox.save(message({ spam: true }));
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send: sender() })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sink.mails).toEqual([]);
    expect((await inbox.list({ spam: true })).map((m) => m.mail)).toEqual(["none"]);
  });

  it("records no mail when notifications are off", async () => {
    const inbox = await store(false);
    await inbox.save(message());
    expect(await inbox.outbox.nextDue()).toBeUndefined();
    expect(await inbox.outbox.claim(Date.now(), 10, 1000)).toEqual([]);
    expect((await inbox.list()).map((m) => m.mail)).toEqual(["none"]);
  });

  it("lets no visitor text add a recipient or a header, and sends a line holding only a dot as text", async () => {
    const inbox = await store();
    const words = "Hi.\r\nBcc: evil@example.com\r\n.\r\nRCPT TO:<evil@example.com>\n.\nbye";
    await inbox.save(message({ name: "Ada\u202e Lovelace", email: "ada+x@example.com", message: words }));
    await sendDue({ outbox: inbox.outbox, settings: settings(), send: sender() });
    const [mail] = sink.mails;
    expect(mail?.rcptTo).toEqual(["artist@example.com", "studio@example.com"]);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.text).toContain("Hi.\nBcc: evil@example.com\n.\nRCPT TO:<evil@example.com>\n.\nbye\n");
  });

  it("lets no stored name open an encoded-word that a mail reader would decode into a header", async () => {
    const inbox = await store();
    // Refused by the inbox today; a message stored before that rule is still mailed safely.
    await inbox.save(message({ name: "=?utf-8?Q?X=0D=0ABcc:_evil@evil.example?=" }));
    await sendDue({ outbox: inbox.outbox, settings: settings(), send: sender() });
    const [mail] = sink.mails;
    for (const header of ["subject", "reply-to"]) expect(mail?.headers.get(header)?.[0], header).not.toContain("=?");
    expect(mail?.headers.get("subject")).toEqual(["New message from = ?utf-8?Q?X=0D=0ABcc:_evil@evil.example?="]);
  });
});

describe("the outbox when mail fails", () => {
  it("keeps a failed mail with its error, tries it again after 10 s, and delivers it once the server is back", async () => {
    const inbox = await store();
    let now = Date.parse("2026-05-01T12:00:00.000Z");
    const clock = () => now;
    await inbox.save(message());
    sink.refusing = true;
    const send = sender();
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send, now: clock })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [failed] = await inbox.list();
    expect(failed?.mail).toBe("failed");
    expect(failed?.mailError).toMatch(/Mailbox unavailable/);
    expect(await inbox.outbox.nextDue()).toBe(now + 10_000);

    sink.refusing = false;
    now += 9_000;
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send, now: clock })).toEqual({
      sent: 0,
      failed: 0,
    });
    now += 1_000;
    expect(await sendDue({ outbox: inbox.outbox, settings: settings(), send, now: clock })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sink.mails).toHaveLength(1);
    expect((await inbox.list())[0]).toMatchObject({ mail: "mailed", mailError: null });
  });

  it("says a mail server's outage once, and once more when mail works again", async () => {
    const inbox = await store();
    let now = Date.parse("2026-05-01T12:00:00.000Z");
    const lines: string[] = [];
    const options = { outbox: inbox.outbox, settings: settings(), send: sender(), now: () => now };
    const outage = outageLog((line) => lines.push(line));
    for (let i = 0; i < 3; i++) await inbox.save(message({ name: `Visitor ${i}` }));
    sink.refusing = true;
    for (let pass = 0; pass < 4; pass++) {
      await sendDue(options, outage);
      now += 5 * 60_000;
    }
    expect(lines).toEqual([expect.stringMatching(/^Inbox: a mail to the artist was not sent \(.*Mailbox unavailable/)]);
    sink.refusing = false;
    expect(await sendDue(options, outage)).toEqual({ sent: 3, failed: 0 });
    expect(lines[1]).toBe("Inbox: mail to the artist works again, after 1200 s and 12 failed attempts");
    expect(lines).toHaveLength(2);
  });

  it("fails fast when no mail server listens, and keeps the mail", async () => {
    const inbox = await store();
    await inbox.save(message());
    const closed = await startSmtpSink();
    await closed.close();
    const result = await sendDue({ outbox: inbox.outbox, settings: settings(closed.url), send: sender(closed.url) });
    expect(result).toEqual({ sent: 0, failed: 1 });
    // Refused, not timed out: it gave up on the refusal itself rather than waiting for a timeout.
    expect((await inbox.list())[0]?.mailError).toMatch(/ECONNREFUSED/);
  });
});

describe("the outbox's leases and timing", () => {
  it("leases a claimed mail: a second sender does not take it until the lease runs out", async () => {
    const inbox = await store();
    await inbox.save(message());
    const now = Date.now();
    expect(await inbox.outbox.claim(now, 10, 60_000)).toHaveLength(1);
    expect(await inbox.outbox.claim(now + 59_000, 10, 60_000)).toEqual([]);
    expect(await inbox.outbox.claim(now + 60_000, 10, 60_000)).toHaveLength(1);
  });

  it("never hands a mail another sender holds a live lease on to --retry's sender", async () => {
    const inbox = await store();
    await inbox.save(message());
    await inbox.save(message({ name: "Grace Hopper" }));
    const now = Date.now();
    const [held] = await inbox.outbox.claim(now, 1, 60_000); // the server is sending this one
    expect(await inbox.outbox.retryAll(now + 1_000)).toBe(1);
    expect((await inbox.outbox.claim(now + 1_000, 10, 60_000)).map((mail) => mail.id)).not.toContain(held?.id);
    // Once its sender settles it (failed here), it is anyone's again when due.
    await inbox.outbox.settle([{ id: held!.id, error: "down", retryAt: now + 10_000 }]);
    expect(await inbox.outbox.retryAll(now + 2_000)).toBe(1);
    expect((await inbox.outbox.claim(now + 2_000, 10, 60_000)).map((mail) => mail.id)).toEqual([held?.id]);
  });

  it("waits 10 s before the first retry, doubling up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
  });

  it("the running sender mails a message as soon as it is saved", async () => {
    const inbox = await store();
    const running = startSender({ outbox: inbox.outbox, settings: settings(), send: sender() });
    await inbox.save(message());
    running.wake();
    await expect.poll(() => sink.mails.length, { timeout: 5_000 }).toBe(1);
    await running.stop();
    expect((await inbox.list())[0]?.mail).toBe("mailed");
  });
});
