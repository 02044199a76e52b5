import type { ServerType } from "@hono/node-server";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listen, type Limits, type Listening } from "./listen.ts";

// Slow and idle clients against the real listening server, with its limits shrunk so that each case takes a second
// or two; every answer is read off a real socket. What is checked is what happens and in which order, never how many
// milliseconds it took (a busy machine stretches those): a wait that never ends fails at the test's limit.

let server: ServerType | undefined;
let listening: Listening | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const BIG = Buffer.alloc(4 * 1024 * 1024, "x");

async function start(limits: Partial<Limits>, siteHeaders?: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    listening = listen(
      // A POST's body is read, as the inbox does; /big is 4 MB; anything else is answered at once.
      async (request) =>
        new Response(
          request.method === "POST" ? await request.text() : new URL(request.url).pathname === "/big" ? BIG : "hello",
        ),
      { port: 0, hostname: "127.0.0.1", limits, siteHeaders },
      (info: AddressInfo) => resolve(info.port),
    );
    server = listening.server;
  });
}

/**
 * A connection that has sent `text` and keeps everything it is answered, until the server closes it; from another
 * loopback address than 127.0.0.1 when `from` says so (another client).
 */
function client(port: number, text: string, from = "127.0.0.1") {
  const socket = connect({ port, host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  let open = true;
  const closed = new Promise<number>((resolve) => {
    const opened = Date.now();
    socket.on("close", () => {
      open = false;
      resolve(Date.now() - opened);
    });
  });
  socket.write(text);
  return { closed, answer: () => answer, isOpen: () => open };
}

const GET = "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";

describe("listen", { timeout: 15_000 }, () => {
  it("answers a client whose headers never finish with 408 and closes it", async () => {
    const port = await start({ headersMs: 300, requestMs: 600, checkEveryMs: 100 });
    const slow = client(port, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const took = await slow.closed;
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(took).toBeGreaterThanOrEqual(250);
  });

  it("answers a body that never finishes with 408 and closes it", async () => {
    const port = await start({ headersMs: 300, requestMs: 600, checkEveryMs: 100 });
    const slow = client(port, "POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nname=Ada");
    await slow.closed;
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("serves others at once while slow clients hold connections", async () => {
    const port = await start({ headersMs: 2000, requestMs: 4000, checkEveryMs: 100, maxConnections: 40 });
    const slow = Array.from({ length: 30 }, () => client(port, "GET / HTTP/1.1\r\nHost: x\r\n"));
    const visitor = client(port, GET);
    await visitor.closed;
    expect(visitor.answer()).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\nhello$/);
    // Served while every slow client still held its connection, not once they had been let go.
    expect(slow.filter((s) => !s.isOpen())).toEqual([]);
  });

  it("answers connections beyond the cap with 503 and Retry-After, and serves again once slow ones are gone", async () => {
    const port = await start({ headersMs: 400, requestMs: 800, checkEveryMs: 100, maxConnections: 5 });
    const slow = Array.from({ length: 5 }, () => client(port, "GET / HTTP/1.1\r\nHost: x\r\n"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const turnedAway = client(port, GET);
    await turnedAway.closed;
    expect(turnedAway.answer()).toMatch(/^HTTP\/1\.1 503 [^]*retry-after: 5\r\n/i);
    await Promise.all(slow.map((s) => s.closed));
    const later = client(port, GET);
    await later.closed;
    expect(later.answer()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers one client's connections beyond its own cap with 503 at once, and still serves another client", async () => {
    const port = await start({ headersMs: 2000, requestMs: 4000, checkEveryMs: 100, maxPerClient: 3 });
    for (let i = 0; i < 3; i++) client(port, "GET / HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // It has not even sent a request: a refused connection is answered as it opens, never left waiting.
    const greedy = client(port, "");
    await greedy.closed;
    expect(greedy.answer()).toMatch(/^HTTP\/1\.1 503 [^]*retry-after: 5\r\n/i);
    const other = client(port, GET, "127.0.0.2");
    await other.closed;
    expect(other.answer()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("sends the site's own headers with the busy answer", async () => {
    const port = await start({ maxConnections: 0 }, { "Strict-Transport-Security": "max-age=63072000" });
    const turnedAway = client(port, GET);
    await turnedAway.closed;
    expect(turnedAway.answer()).toMatch(/^HTTP\/1\.1 503 [^]*strict-transport-security: max-age=63072000\r\n/i);
  });

  it("lets go of a client that stops reading its answers", async () => {
    const port = await start({ stalledMs: 400, checkEveryMs: 100 });
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    socket.on("error", () => {});
    socket.pause(); // never reads
    socket.write("GET /big HTTP/1.1\r\nHost: x\r\n\r\n".repeat(4));
    const connections = () =>
      new Promise<number>((resolve, reject) => server!.getConnections((e, n) => (e ? reject(e) : resolve(n))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await connections()).toBe(1);
    while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it("cuts off a client that sends many requests ahead of their answers, and answers a few", async () => {
    const port = await start({});
    const few = client(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3) + GET);
    await few.closed;
    expect(few.answer().match(/HTTP\/1\.1 200 /g)).toHaveLength(4);
    const many = client(port, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n".repeat(200));
    await many.closed;
  });
});
