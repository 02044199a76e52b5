// Temporary folders for tests and tools: each named after what it is for (mischief-<purpose>-…, so that one left behind
// by a killed run says whose it is), all removed in one call from an after hook.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type TempFolders = {
  /** A new, empty folder under the system's temporary folder. */
  make: () => string;
  /** Removes every folder made so far, with all in it (one already gone is fine). */
  removeAll: () => void;
};

export function tempFolders(purpose: string): TempFolders {
  const made: string[] = [];
  return {
    make() {
      const dir = mkdtempSync(join(tmpdir(), `mischief-${purpose}-`));
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
