import { createServer } from "node:net";
import { describe, it } from "vitest";
import { freePort } from "./free-port.ts";

describe("freePort", () => {
  it("gives a loopback port a server can then listen on", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
