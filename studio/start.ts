// `npm run studio`: installs the studio's own packages when they are missing (studio/node_modules, apart from the
// site's), then starts it (studio/server.ts). `--install` only installs, and never fails: `npm install` runs it
// (postinstall), so the studio starts at once later; without the registry then, `npm run studio` tries again.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));

/** Installs studio/'s locked packages when they are missing; false when npm failed. */
export function installStudio(): boolean {
  if (existsSync(join(here, "node_modules", "decap-cms", "package.json"))) return true;
  const command = ["ci", "--prefix", "studio", "--no-audit", "--no-fund"];
  console.log(`The studio's packages are not installed yet: npm ${command.join(" ")} (once; a minute or two)`);
  const started = performance.now();
  const run = spawnSync("npm", command, {
    cwd: join(here, ".."),
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (run.status !== 0) return false;
  console.log(`Installed in ${Math.round((performance.now() - started) / 1000)} s.`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (parseArgs({ options: { install: { type: "boolean" } }, strict: false }).values.install) {
    if (!installStudio()) console.log("The studio's packages were not installed; `npm run studio` will try again.");
    process.exit(0);
  }
  if (!installStudio()) {
    console.error("npm could not install the studio's packages (above); nothing was started.");
    process.exit(1);
  }
  process.argv[1] = join(here, "server.ts");
  await import("./server.ts");
}
