// A port no one listens on, for a server a test starts in another process (which must be told its port up front).

import { createServer } from "node:net";

/** A free loopback port: the system picks it, and it is let go at once for the caller's server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
