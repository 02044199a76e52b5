// Deletes what the new manifest no longer references: old variants in public/assets/img/ (so the folder does not
// grow with every changed picture) and their meta in .cache/images/meta/. Runs at the end of a successful
// `npm run assets`, after the manifest is written.

import { readdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { PATHS } from "./settings.ts";

/** Removes the files of `folder` (relative to root) for which `keep` is false; returns how many were removed. */
async function removeUnlisted(root: string, folder: string, keep: (name: string) => boolean): Promise<number> {
  let names: string[];
  try {
    names = await readdir(join(root, folder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (keep(name)) continue;
    await unlink(join(root, folder, name));
    removed++;
  }
  return removed;
}

/** Keeps exactly the referenced outputs and the meta of the hashes in use. */
export async function removeStale(root: string, outputs: ReadonlySet<string>, hashes: ReadonlySet<string>) {
  const files = await removeUnlisted(root, PATHS.output, (name) => outputs.has(name));
  await removeUnlisted(root, PATHS.meta, (name) => hashes.has(name.replace(/\.json$/, "")));
  return files;
}
