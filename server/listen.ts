// How `npm start` listens: Node's HTTP server with limits, so that slow, idle or greedy clients cannot hold it. Node's
// own defaults wait 60 s for a request's headers and 300 s for its body, never let go of a client that stops reading
// its answers, and take any number of connections from anyone: forty clients sending a byte now and then were enough to
// keep the server's sockets for minutes, and one client with 260 connections shut every other visitor out.
// The limits and why they are what they are: docs/decisions/0015.

import { serve, type ServerType } from "@hono/node-server";
import type { EventEmitter } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { clientKey } from "../inbox/rate-limit.ts";
import { BASELINE_HEADERS, CSP, STRICT_CSP } from "../shared/security-headers.ts";

export interface Limits {
  /** A request's headers must have arrived within this (answered 408 after). */
  headersMs: number;
  /** The whole request, body included, within this (408 after). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /**
   * A connection on which no byte moves either way for this long is closed: above all a client that stops reading
   * its answers, whose unsent bytes would otherwise stay in the server's memory for good.
   */
  stalledMs: number;
  /**
   * Requests one connection may send ahead of their answers (HTTP/1.1 pipelining, which browsers do not use): each is
   * answered in memory while it waits its turn, so a client sending hundreds in one packet is cut off instead.
   */
  maxPipelined: number;
  /** Beyond this many open connections, each new one is answered 503 and closed at once. */
  maxConnections: number;
  /** Beyond this many open connections from one client (an IPv4 address, an IPv6 /64), the same. */
  maxPerClient: number;
  /** How often Node looks for requests past their time. */
  checkEveryMs: number;
}

export const LIMITS: Limits = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  stalledMs: 20_000,
  maxPipelined: 4,
  maxConnections: 256,
  maxPerClient: 32,
  checkEveryMs: 1_000,
};

type Env = { incoming: { socket: Socket }; outgoing: Outgoing };
type Fetch = (request: Request, env: Env) => Response | Promise<Response>;

export interface ListenOptions {
  port: number;
  hostname: string;
  limits?: Partial<Limits>;
  /** Headers of every answer of the site (Strict-Transport-Security for an https one), the busy answer's too. */
  siteHeaders?: Readonly<Record<string, string>>;
}

export interface Listening {
  server: ServerType;
  /**
   * A graceful stop: no new connection is taken, idle ones are closed at once, and every answer from now on closes
   * its connection after it, so requests in flight finish and none is cut off; connections still busy after `graceMs`
   * (a slow upload) are closed then. Resolves when the last connection is gone.
   */
  stop(graceMs?: number): Promise<void>;
}

export function listen(fetch: Fetch, options: ListenOptions, onListening?: (info: AddressInfo) => void): Listening {
  const limits = { ...LIMITS, ...options.limits };
  const busy = busyAnswer(options.siteHeaders ?? {});
  const refused = new WeakSet<Socket>();
  const unanswered = new WeakMap<Socket, number>();
  const inFlight = new Set<Outgoing>();
  let stopping = false;
  const perClient = new Map<string, number>();
  let open = 0;
  const server = serve(
    {
      fetch: (request: Request, env: Env) => {
        const socket = env.incoming.socket;
        // A refused connection's request, if one slips in before it closes, is answered busy too.
        if (refused.has(socket)) return busyResponse(options.siteHeaders ?? {});
        const ahead = (unanswered.get(socket) ?? 0) + 1;
        if (ahead > limits.maxPipelined) {
          socket.destroy();
          return busyResponse(options.siteHeaders ?? {});
        }
        unanswered.set(socket, ahead);
        inFlight.add(env.outgoing);
        if (stopping) lastOnItsConnection(env.outgoing);
        env.outgoing.once("close", () => {
          unanswered.set(socket, (unanswered.get(socket) ?? 1) - 1);
          inFlight.delete(env.outgoing);
        });
        return fetch(request, env);
      },
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: limits.headersMs,
        requestTimeout: limits.requestMs,
        keepAliveTimeout: limits.keepAliveMs,
        connectionsCheckingInterval: limits.checkEveryMs,
      },
    },
    onListening,
  );
  // Node closes a socket that stays idle (nothing read, nothing written) this long, unless someone listens for it.
  server.setTimeout(limits.stalledMs);

  // Before the HTTP server sees the connection: a refused one must not wait for its request (a slow client never
  // finishes one), so it is answered at once, not counted, and closed.
  server.prependListener("connection", (socket: Socket) => {
    const client = clientKey(socket.remoteAddress ?? "");
    const fromClient = (perClient.get(client) ?? 0) + 1;
    if (open >= limits.maxConnections || fromClient > limits.maxPerClient) {
      refused.add(socket);
      socket.on("error", () => {});
      socket.end(busy);
      // Whatever the client still sends is read and dropped, so the answer is not lost to a reset; briefly.
      socket.resume();
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    open++;
    perClient.set(client, fromClient);
    socket.once("close", () => {
      open--;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left === 0) perClient.delete(client);
      else perClient.set(client, left);
    });
  });
  return {
    server,
    async stop(graceMs = 5_000) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const outgoing of inFlight) lastOnItsConnection(outgoing);
      // A connection whose answer was already on its way when the stop came goes idle after it: close it then.
      const sweep = setInterval(() => closeIdle(server), 50);
      const cutOff = setTimeout(() => closeAll(server), graceMs);
      closeIdle(server);
      await closed;
      clearInterval(sweep);
      clearTimeout(cutOff);
    },
  };
}

type Outgoing = EventEmitter & { shouldKeepAlive?: boolean; headersSent?: boolean };

/** The answer closes its connection after it ("Connection: close"), unless its headers are already sent. */
function lastOnItsConnection(outgoing: Outgoing) {
  if (!outgoing.headersSent) outgoing.shouldKeepAlive = false;
}

const closeIdle = (server: ServerType) => {
  if ("closeIdleConnections" in server) server.closeIdleConnections();
};
const closeAll = (server: ServerType) => {
  if ("closeAllConnections" in server) server.closeAllConnections();
};

const BUSY_TEXT = "The server is busy. Please try again in a few seconds.\n";

function busyHeaders(siteHeaders: Readonly<Record<string, string>>): Record<string, string> {
  return {
    ...BASELINE_HEADERS,
    ...siteHeaders,
    [CSP]: STRICT_CSP,
    "Content-Type": "text/plain; charset=utf-8",
    "Retry-After": "5",
    Connection: "close",
  };
}

/** The answer beyond a cap, written on the socket as it opens: come back soon, on a new connection. */
function busyAnswer(siteHeaders: Readonly<Record<string, string>>): Buffer {
  const headers = { ...busyHeaders(siteHeaders), "Content-Length": String(Buffer.byteLength(BUSY_TEXT)) };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.from(`HTTP/1.1 503 Service Unavailable\r\n${lines.join("")}\r\n${BUSY_TEXT}`);
}

const busyResponse = (siteHeaders: Readonly<Record<string, string>>) =>
  new Response(BUSY_TEXT, { status: 503, headers: busyHeaders(siteHeaders) });
