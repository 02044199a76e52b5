import { mkdirSync, utimesSync } from "node:fs";
import { afterEach, expect, it } from "vitest";
import { lockPath, takeBuildLock } from "./build-lock.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// Two builds of one folder at once: the second waits for the first and says so, then goes on; a lock left behind by a
// build that was killed does not hold the next one forever.

const temp = tempFolders("build-lock");
afterEach(temp.removeAll);
const project = temp.make;

it("makes a second build wait until the first has finished, with a line saying so", async () => {
  const root = project();
  const said: string[] = [];
  const order: string[] = [];
  const releaseFirst = await takeBuildLock(root, (line) => said.push(line));
  const second = takeBuildLock(root, (line) => said.push(line)).then((release) => {
    order.push("second took it");
    return release;
  });
  await expect.poll(() => said).toEqual(["build: another build of this folder is running; waiting for it to finish…"]);
  order.push("first done");
  await releaseFirst();
  await (
    await second
  )();
  expect(order).toEqual(["first done", "second took it"]);
});

it("takes over the lock of a build that was killed once it is stale", async () => {
  const root = project();
  // What a killed build leaves: the lock, no longer kept fresh.
  mkdirSync(lockPath(root), { recursive: true });
  const old = new Date(Date.now() - 60_000);
  utimesSync(lockPath(root), old, old);
  const said: string[] = [];
  const release = await takeBuildLock(root, (line) => said.push(line), 2_000);
  expect(said).toEqual([]);
  await release();
});
