// A port nobody listens on, for a server started in another process (which must be told its port up front): the
// studio's preview, the edge's runtime and its inspector, the browser tests' servers. Node only: imports nothing of
// ours.

import { createServer } from "node:net";

/** A free loopback port, `wanted` if it is free (0: the system picks one); let go at once for the caller's server. */
export function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(wanted, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
