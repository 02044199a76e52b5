import { describe, expect, it } from "vitest";
import { runNpm, spawnNpm } from "./npm.ts";

// npm itself answers: the one way to start it works on this system.

describe("npm from code", () => {
  it("runs npm to its end, with its output as text", () => {
    const run = runNpm(["--version"]);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("starts npm, at a lower priority when asked", async () => {
    const child = spawnNpm(["--version"], { nice: 10, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(output.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
