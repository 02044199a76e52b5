// `npm run studio`: installs the studio's own packages when they are missing (studio/node_modules, apart from the
// site's) and bundles its editor when its sources changed (studio/bundle.ts), then starts it (studio/server.ts) with
// the preview of her site. `--install` only installs and bundles, and never fails: `npm install` runs it
// (postinstall), so the studio starts at once later; without the registry then, `npm run studio` tries again.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runNpm } from "../shared/npm.ts";
import { bundleEditor, bundleIsStale } from "./bundle.ts";

const here = dirname(fileURLToPath(import.meta.url));

/** Whether every package studio/package.json names is in studio/node_modules. */
function installed(): boolean {
  const { dependencies = {} } = JSON.parse(readFileSync(join(here, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(dependencies).every((name) => existsSync(join(here, "node_modules", name, "package.json")));
}

/** Installs studio/'s locked packages when they are missing, and bundles the editor when stale; false on failure. */
export async function prepareStudio(): Promise<boolean> {
  if (!installed()) {
    const command = ["ci", "--prefix", "studio", "--no-audit", "--no-fund"];
    console.log(`The studio's packages are not installed yet: npm ${command.join(" ")} (once; a minute or so)`);
    const started = performance.now();
    const run = runNpm(command, { cwd: join(here, ".."), stdio: "inherit" });
    if (run.status !== 0) return false;
    console.log(`Installed in ${Math.round((performance.now() - started) / 1000)} s.`);
  }
  if (!bundleIsStale()) return true;
  try {
    await bundleEditor();
    return true;
  } catch (error) {
    console.error(`The studio's editor could not be bundled: ${(error as Error).message}`);
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (parseArgs({ options: { install: { type: "boolean" } }, strict: false }).values.install) {
    if (!(await prepareStudio())) console.log("The studio was not installed; `npm run studio` will try again.");
    process.exit(0);
  }
  if (!(await prepareStudio())) {
    console.error("The studio could not be installed (above); nothing was started.");
    process.exit(1);
  }
  process.argv[1] = join(here, "server.ts");
  await import("./server.ts");
}
