import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { freePort } from "../../shared/free-port.ts";
import { runNpm } from "../../shared/npm.ts";
import { layOutExample } from "../../tools/test-site.ts";
import { tempFolders } from "../support/temp-folders.ts";

// Her page's server (the development server the studio starts) hears content/ change only while it listens. What
// changed while it did not — a save while it restarted for a new project, an edit between `npm run assets` and its
// start — must show all the same: a new picture written then is made, and her page shows it.

const temp = tempFolders("her-page-server");
test.afterAll(temp.removeAll);
test.describe.configure({ timeout: 300_000 });

test("a picture added while her page's server was not listening shows once it listens", async () => {
  const dir = temp.make();
  layOutExample(process.cwd(), dir);
  // Its own content, as the studio starts it (the tests' settings name the example content of this project).
  const env = { ...process.env, CONTENT_DIR: join(dir, "content") };
  expect(runNpm(["run", "--silent", "assets"], { cwd: dir, env, stdio: "ignore" }).status).toBe(0);

  // Saved after the assets step, before the server listens.
  mkdirSync(join(dir, "content", "images", "wol", "legends"), { recursive: true });
  const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  writeFileSync(join(dir, "content", "images", "wol", "legends", "while-away.png"), picture);
  const projectFile = join(dir, "content", "projects", "wol", "project.json");
  const project = JSON.parse(readFileSync(projectFile, "utf8"));
  project.page.showcase[0].images.unshift({ src: "wol/legends/while-away.png", alt: "Saved while away" });
  writeFileSync(projectFile, `${JSON.stringify(project, null, 2)}\n`);

  const origin = `http://127.0.0.1:${await freePort()}`;
  const server = spawn(
    process.execPath,
    [join(dir, "node_modules", ".bin", "react-router"), "dev", "--host", "127.0.0.1", "--port", origin.split(":")[2]!],
    { cwd: dir, env, detached: process.platform !== "win32", stdio: "ignore" },
  );
  try {
    const served = async () => {
      const answer = await fetch(`${origin}/thebox/wol`).catch(() => undefined);
      const src = (await answer?.text())?.match(/\/assets\/img\/[^"' ,]*while-away[^"' ,]*/)?.[0];
      return src !== undefined && (await fetch(origin + src)).ok;
    };
    await expect.poll(served, { timeout: 120_000, intervals: [500] }).toBe(true);
  } finally {
    if (process.platform === "win32") server.kill();
    else process.kill(-server.pid!, "SIGTERM");
  }
});
