import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { browserForm, keepAlive, post, startServer, type ChildServer } from "../../tests/support/server-child.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { openStore } from "./store.ts";

// The artist hears of every answered message: the real server (`npm start`'s entry point) in a child
// process, a real SMTP server in this one. The mail server hangs or is down when the message arrives, the site is killed
// with SIGKILL before the mail went out: the visitor is answered all the same, and the mail arrives once the mail
// server is back.

let dir: string;
const running: ChildServer[] = [];
const sinks: SmtpSink[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mischief-mail-"));
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const sink of sinks.splice(0)) await sink.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let databases = 0;
const newDatabase = () => join(dir, `inbox-${++databases}.db`);

async function start(db: string, env: Record<string, string> = {}) {
  const server = await startServer(dir, { INBOX_DB: db, ...env });
  running.push(server);
  return server;
}
async function sink(port?: number) {
  const started = await startSmtpSink(port);
  sinks.push(started);
  return started;
}
/**
 * A mail server that takes connections and never says a word, as one that hangs does; `close` lets them go (each
 * attempt then fails) and frees its port for a real one.
 */
async function silentMailServer() {
  const held = new Set<Socket>();
  const server = createServer((socket) => {
    held.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    held: () => held.size,
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of held) socket.destroy();
        server.close(() => closed());
      }),
  };
}
/** The URL of a port where no mail server listens (yet). */
async function downMailServer() {
  const probe = await startSmtpSink();
  await probe.close();
  return { url: probe.url, port: Number(new URL(probe.url).port) };
}
const notify = (url: string) => ({ SMTP_URL: url, NOTIFY_TO: "artist@example.com" });

async function send(server: ChildServer, name: string) {
  const { body, contentType } = browserForm({ name, email: "ada@example.com", message: `Hello from ${name}` });
  return post(keepAlive(1), `${server.url}/f/contact`, body, contentType);
}
async function mailStates(db: string) {
  const store = await openStore({ url: pathToFileURL(db).href });
  try {
    return (await store.list()).map((m) => m.mail);
  } finally {
    await store.close();
  }
}

describe("mail to the artist, through the real server", () => {
  it("answers while the mail server hangs, and mails the message once a mail server is back", async () => {
    const db = newDatabase();
    const mailServer = await silentMailServer();
    const server = await start(db, notify(mailServer.url));
    // Answered, not held until the mail has gone: the mail's connection is still hanging after the answer.
    const answer = await send(server, "Ada Lovelace");
    expect(answer.status).toBe(200);
    await expect.poll(mailServer.held, { timeout: 5_000 }).toBe(1);
    expect(await mailStates(db)).toEqual(["pending"]);

    await mailServer.close();
    const back = await sink(mailServer.port);
    // The first retry comes 10 s after the failed attempt.
    await expect.poll(() => back.mails.length, { timeout: 25_000, interval: 250 }).toBe(1);
    expect(back.mails[0]?.headers.get("subject")).toEqual(["New message from Ada Lovelace"]);
    expect(back.mails[0]?.rcptTo).toEqual(["artist@example.com"]);
    await expect.poll(() => mailStates(db)).toEqual(["mailed"]);
  }, 40_000);

  it("mails a message answered just before a kill -9, once the site is restarted", async () => {
    const db = newDatabase();
    const mailServer = await downMailServer();
    const first = await start(db, notify(mailServer.url));
    expect((await send(first, "Grace Hopper")).status).toBe(200);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(await mailStates(db)).toEqual([expect.stringMatching(/^(pending|failed)$/)]);

    const back = await sink(mailServer.port);
    await start(db, notify(mailServer.url));
    await expect.poll(() => back.mails.length, { timeout: 10_000, interval: 250 }).toBe(1);
    expect(back.mails[0]?.headers.get("subject")).toEqual(["New message from Grace Hopper"]);
  }, 30_000);

  it("attempts nothing without SMTP_URL", async () => {
    const db = newDatabase();
    const listening = await sink();
    const server = await start(db);
    expect((await send(server, "Ada Lovelace")).status).toBe(200);
    await new Promise((wait) => setTimeout(wait, 1_000));
    expect(listening.mails).toEqual([]);
    expect(await mailStates(db)).toEqual(["none"]);
  }, 15_000); // a server process started, and a second waited on purpose

  it("refuses to start with a malformed SMTP_URL, saying which setting is wrong", async () => {
    await expect(
      start(newDatabase(), { SMTP_URL: "smtp//mail.example.com", NOTIFY_TO: "a@example.com" }),
    ).rejects.toThrow(/SMTP_URL is not a URL like smtp:\/\/user:password@smtp\.example\.com:587/);
  });
});
