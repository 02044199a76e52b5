// `npm test`: the unit tests (`npm run test:unit`), then the browser tests (`npm run test:e2e`).
//
// The browser tests need the production build, which in a fresh clone is minutes of picture encoding. When the build
// is stale it runs alongside the unit tests, at a lower priority: they leave a core idle a third of their time, and
// the build takes it without slowing them. Its output is held and printed after theirs. A failed build or unit run
// fails `npm test` before the browser tests start; the browser tests' server then finds the build fresh.

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isBuildStale } from "../server/staleness";

const root = fileURLToPath(new URL("..", import.meta.url));
const windows = process.platform === "win32";

type Outcome = { ok: boolean; output: string };

/** Runs an npm script; `held` collects its output instead of printing it, and runs it at a lower priority. */
function npmRun(script: string, { held = false } = {}): Promise<Outcome> {
  const command = ["npm", "run", script];
  if (held && !windows) command.unshift("nice", "-n", "10");
  return new Promise((resolve) => {
    const child = spawn(command[0] as string, command.slice(1), {
      cwd: root,
      shell: windows,
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    const hold = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on("data", hold);
    child.stderr?.on("data", hold);
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

const build = isBuildStale(root) ? npmRun("build", { held: true }) : undefined;
const unit = await npmRun("test:unit");
if (build) {
  if (!unit.ok) console.log("\nThe build is still running alongside; waiting for it before reporting.");
  const { ok, output } = await build;
  console.log(`\nThe build, made alongside the unit tests:\n${output}`);
  if (!ok) {
    console.error("npm test: the build failed, so the browser tests cannot run (its output is above).");
    process.exit(1);
  }
}
if (!unit.ok) process.exit(1);
const e2e = await npmRun("test:e2e");
process.exit(e2e.ok ? 0 : 1);
