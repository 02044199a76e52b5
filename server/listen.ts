// How `npm start` listens: Node's HTTP server with limits, so that slow or idle clients cannot hold it. Node's own
// defaults wait 60 s for a request's headers and 300 s for its body, and take any number of connections: forty
// clients sending a byte now and then were enough to keep the server's sockets for minutes.

import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo, Socket } from "node:net";
import { BASELINE_HEADERS, CSP, STRICT_CSP } from "../shared/security-headers.ts";

export interface Limits {
  /** A request's headers must have arrived within this (answered 408 after). */
  headersMs: number;
  /** The whole request, body included, within this (408 after). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** Beyond this many open connections, each new one is answered 503 and closed. */
  maxConnections: number;
  /** How often Node looks for requests past their time. */
  checkEveryMs: number;
}

export const LIMITS: Limits = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  maxConnections: 256,
  checkEveryMs: 1_000,
};

type Fetch = (request: Request, env: { incoming: { socket: Socket } }) => Response | Promise<Response>;

export function listen(
  fetch: Fetch,
  options: { port: number; hostname: string; limits?: Partial<Limits> },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const limits = { ...LIMITS, ...options.limits };
  const overCap = new WeakSet<Socket>();
  let open = 0;
  const server = serve(
    {
      fetch: (request: Request, env: { incoming: { socket: Socket } }) =>
        overCap.has(env.incoming.socket) ? busy() : fetch(request, env),
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
  server.on("connection", (socket: Socket) => {
    open++;
    if (open > limits.maxConnections) overCap.add(socket);
    socket.once("close", () => open--);
  });
  return server;
}

/** The answer beyond the cap: come back soon, on a new connection. */
const busy = () =>
  new Response("The server is busy. Please try again in a few seconds.\n", {
    status: 503,
    headers: {
      ...BASELINE_HEADERS,
      [CSP]: STRICT_CSP,
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "5",
      Connection: "close",
    },
  });
