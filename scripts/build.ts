// `npm run build` (`-- --verbose` for every line): the assets (`npm run assets`), then the app (`react-router build`,
// which prerenders every page into build/client). Each step prints a line or two with its counts and time, progress
// on the long ones, and its warnings and errors; with --verbose also the bundler's list of files and a line per
// prerendered page.

import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const verbose = parseArgs({ options: { verbose: { type: "boolean" } } }).values.verbose === true;
// When the build started: a file changed after that may not be in it (react-router.config.ts records the inputs).
const env = { ...process.env, BUILD_STARTED: String(Date.now()), ...(verbose ? { BUILD_VERBOSE: "1" } : {}) };
const windows = process.platform === "win32";

for (const [step, command, args] of [
  ["assets", "npm", ["run", "--silent", "assets"]],
  ["app", "react-router", ["build"]],
] as const) {
  const started = performance.now();
  const run = spawnSync(command, args, { stdio: "inherit", env, shell: windows });
  if (run.status !== 0) {
    console.error(`build: ${step} failed${run.error ? ` (${run.error.message})` : ""}`);
    process.exit(1);
  }
  if (step === "app")
    console.log(`app: built and prerendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
