import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import { browserForm, keepAlive, post, startServer, type ChildServer } from "../tests/support/server-child.ts";
import { openStore } from "./inbox/store.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// A clean stop (SIGTERM, or Ctrl+C) of the real server while visitors keep it busy over keep-alive connections and a
// slow mail provider is being sent a batch: every request the server took is answered (none cut off mid-way, none
// saved without its answer), later ones are refused a connection, the process ends on its own well before its last
// resort, and after a restart no mail goes out twice.
//
// Idle keep-alive connections are closed at once (as nginx does): a request leaving on one at that very moment meets
// a closed connection, which clients retry (browsers do; Node's docs ask for it when `reusedSocket` is set), and so
// does this test's client.

const WORKERS = 8;

const temp = tempFolders("stop");
let dir: string;
let db: string;
let sink: SmtpSink;
const running: ChildServer[] = [];

beforeAll(async () => {
  dir = temp.make();
  db = join(dir, "inbox.db");
  sink = await startSmtpSink();
  sink.delayMs = 40;
});

afterAll(async () => {
  for (const server of running) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await sink.close();
  temp.removeAll();
});

async function start() {
  const server = await startServer(dir, {
    INBOX_DB: db,
    INBOX_RATE_LIMIT: "1000000",
    SMTP_URL: sink.url,
    NOTIFY_TO: "artist@example.com",
  });
  running.push(server);
  return server;
}

it("stops on SIGTERM under keep-alive load without cutting off a request or mailing anything twice", async () => {
  const server = await start();
  const agent = keepAlive(WORKERS);
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const name = `Visitor ${next++}`;
      const { body, contentType } = browserForm({ name, email: "visitor@example.com", message: "Hello" });
      // Another kept-alive connection may meet the same fate: at most one retry per connection.
      const send = (tries: number): ReturnType<typeof post> =>
        post(agent, `${server.url}/f/contact`, body, contentType).catch(
          (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
            if (error.code === "ECONNRESET" && error.reusedSocket && tries < WORKERS) return send(tries + 1);
            throw error;
          },
        );
      try {
        const answer = await send(0);
        if (answer.status === 200) acknowledged.push(name);
        else failures.push(`HTTP ${answer.status}`);
      } catch (error) {
        failures.push((error as NodeJS.ErrnoException).code ?? String(error));
        return; // the server is gone
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));
  await new Promise((wait) => setTimeout(wait, 1_500));

  server.child.kill("SIGTERM");
  const exit = await server.exited;
  await load;
  agent.destroy();

  // Exit code 0: it ended on its own, not by its last resort (which exits 1) nor by cutting off busy connections
  // after their grace (which would reset requests it had taken, failing them below).
  expect(exit).toEqual({ code: 0, signal: null });
  // Refused connections only: no request was reset after the server took it.
  expect(new Set(failures)).toEqual(new Set(["ECONNREFUSED"]));
  expect(acknowledged.length).toBeGreaterThan(50);

  await start();
  const store = await openStore({ url: pathToFileURL(db).href });
  try {
    const saved = (await store.list()).map((message) => message.name);
    expect(saved.sort()).toEqual(acknowledged.sort());
    await expect.poll(() => sink.mails.length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(saved.length);
    await new Promise((wait) => setTimeout(wait, 500)); // nothing more comes
    const subjects = sink.mails.map((mail) => mail.headers.get("subject")?.[0]);
    expect(subjects).toHaveLength(saved.length);
    expect(new Set(subjects).size).toBe(saved.length);
  } finally {
    await store.close();
  }
}, 40_000);
