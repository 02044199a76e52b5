// `npm run build` (`-- --verbose` for every line): the assets (`npm run assets`), then the app (`react-router build`,
// which prerenders every page into build/client). Each step prints a line or two with its counts and time, progress
// on the long ones, and its warnings and errors; with --verbose also the bundler's list of files and a line per
// prerendered page. `-- --if-stale`: only when the build is stale once it is this build's turn (what `npm start` asks).
// One build at a time in a folder (scripts/build-lock.ts).

import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { whyStale } from "../model/build-record.ts";
import { buildRunEnv } from "../model/build-settings.ts";
import { spawnNpm } from "../shared/npm.ts";
import { takeBuildLock } from "./build-lock.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { verbose, "if-stale": ifStale } = parseArgs({
  options: { verbose: { type: "boolean" }, "if-stale": { type: "boolean" } },
}).values;
/** Runs `npm <args>`: what went wrong, or nothing. */
function run(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawnNpm(args, { stdio: "inherit", env });
    child.on("error", (error) => resolve(error.message));
    child.on("close", (code, signal) => resolve(code === 0 ? undefined : `exit ${code ?? signal}`));
  });
}

const release = await takeBuildLock(root, console.log);
let failed = false;
try {
  if (ifStale && !whyStale(root)) {
    console.log("build: the build is up to date: another build has just made it");
  } else {
    // When the build started: a file changed after that may not be in it (react-router.config.ts records the inputs).
    const env = { ...process.env, ...buildRunEnv({ started: Date.now(), verbose: !!verbose }) };
    for (const [step, args] of [
      ["assets", ["run", "--silent", "assets"]],
      ["app", ["exec", "--", "react-router", "build"]],
    ] as const) {
      const started = performance.now();
      const problem = await run(args, env);
      if (problem) {
        console.error(`build: ${step} failed (${problem})`);
        failed = true;
        break;
      }
      if (step === "app")
        console.log(`app: built and prerendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
} finally {
  await release();
}
process.exitCode = failed ? 1 : 0;
