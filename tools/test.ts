// `npm test`: the unit tests (`npm run test:unit`), then the browser tests (`npm run test:e2e`).
//
// The browser tests need the production build, which in a fresh clone is minutes of picture encoding. When the build
// is stale it runs alongside the unit tests, at a lower priority: they leave a core idle a third of their time, and
// the build takes it without slowing them. Once they are done the build goes back to normal priority where the system
// allows it (a busy machine would otherwise starve it: with two other busy processes it took 17 minutes instead of 3).
// Its output is held and printed after theirs. A failed build or unit run fails `npm test` before the browser tests
// start; the browser tests' server then finds the build fresh.

import { type ChildProcess, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { isBuildStale } from "../model/build-record.ts";
import { spawnNpm } from "../shared/npm.ts";
import { installStudio } from "../studio/start.ts";
import { exampleSite, prepareExampleSite } from "./test-site.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const windows = process.platform === "win32";

type Run = { child: ChildProcess; done: Promise<{ ok: boolean; output: string }> };

/** Runs an npm script; `held` collects its output instead of printing it, and runs it at a lower priority. */
function npmRun(script: string, { held = false, cwd = root } = {}): Run {
  const child = spawnNpm(["run", script], {
    cwd,
    nice: held ? 10 : undefined,
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  const hold = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", hold);
  child.stderr?.on("data", hold);
  const done = new Promise<{ ok: boolean; output: string }>((resolve) => {
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
  return { child, done };
}

/**
 * Back to normal priority: a process, every process it has started (`nice` keeps its pid when it runs npm), and on
 * Linux, where a priority belongs to each thread, all their threads (the picture encoders work in threads started at
 * the lower one).
 */
function restorePriority(pid: number) {
  const table = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout ?? "";
  const children = new Map<number, number[]>();
  for (const line of table.trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  const threads = (id: number) => {
    try {
      return readdirSync(`/proc/${id}/task`).map(Number);
    } catch {
      return [id];
    }
  };
  for (const id of tree.flatMap(threads)) {
    try {
      setPriority(id, 0);
    } catch (error) {
      // Only a privileged user may raise a priority again: the build then finishes at the lower one. A process that
      // has just ended is skipped.
      if ((error as { info?: { code?: string } }).info?.code !== "ESRCH") return;
    }
  }
}

// The browser tests check the example site (tools/test-site.ts): the project's own build while content/ is the
// example content as shipped, else a build of that content apart from the artist's.
const site = exampleSite(root);
if (!site.own) {
  console.log(`content/ differs from the example content: the browser tests check a build of it in ${site.dir}.`);
  prepareExampleSite(root);
}
// The studio's tests (studio/*.test.ts, tests/e2e/studio.spec.ts) need its own packages, apart from the site's:
// installed once when missing (`npm ci --prefix studio`, about a minute and a half here), then found in place.
if (!installStudio()) {
  console.error("npm test: the studio's packages could not be installed (above).");
  process.exit(1);
}
const build = isBuildStale(site.dir) ? npmRun("build", { held: true, cwd: site.dir }) : undefined;
const unit = await npmRun("test:unit").done;
if (build) {
  if (!windows && build.child.pid !== undefined && build.child.exitCode === null) restorePriority(build.child.pid);
  if (!unit.ok) console.log("\nThe build is still running alongside; waiting for it before reporting.");
  const { ok, output } = await build.done;
  console.log(`\nThe build, made alongside the unit tests:\n${output}`);
  if (!ok) {
    console.error("npm test: the build failed, so the browser tests cannot run (its output is above).");
    process.exit(1);
  }
}
if (!unit.ok) process.exit(1);
const e2e = await npmRun("test:e2e").done;
process.exit(e2e.ok ? 0 : 1);
