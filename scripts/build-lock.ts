// One build at a time in a folder: two `npm start`s that both found the build stale would otherwise write, and clean
// up, the same files at once (one failed on a picture the other had just removed). The second waits for the first,
// saying so, then finds the build fresh (`npm run build -- --if-stale`).

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";

/** The lock's file, under the project's cache (never committed). */
export const lockPath = (root: string) => join(root, ".cache", "build.lock");

/**
 * Takes the build lock of the project at `root`, waiting while another build holds it (`say` tells that once); resolves
 * with its release. The lock is kept fresh while it is held: one left by a build that was killed is taken over once
 * it has not been for `staleMs`.
 */
export async function takeBuildLock(
  root: string,
  say: (line: string) => void,
  staleMs = 30_000,
): Promise<() => Promise<void>> {
  mkdirSync(join(root, ".cache"), { recursive: true });
  const options = { lockfilePath: lockPath(root), stale: staleMs, update: Math.min(5_000, staleMs / 2) };
  try {
    return await lockfile.lock(root, options);
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
    say("build: another build of this folder is running; waiting for it to finish…");
    return lockfile.lock(root, { ...options, retries: { forever: true, minTimeout: 200, maxTimeout: 2_000 } });
  }
}
