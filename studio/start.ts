// `npm run studio`: installs the studio's own packages on first use (studio/node_modules, apart from the site's), then
// starts it (studio/server.ts).

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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
  if (!installStudio()) {
    console.error("npm could not install the studio's packages (above); nothing was started.");
    process.exit(1);
  }
  process.argv[1] = join(here, "server.ts");
  await import("./server.ts");
}
