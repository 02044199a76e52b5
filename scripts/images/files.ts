// File helpers of the image pipeline. Every output is written to a temporary name and renamed into place, so an
// interrupted run never leaves a half-written file that a later run would take for a finished (cached) one.

import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

let counter = 0;

/** Writes `data` to `file` atomically (temp file in the same folder + rename), creating the folder if needed. */
export async function writeAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}-${++counter}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

/** The file's size in bytes, or undefined when it does not exist. */
export async function sizeOf(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export const exists = async (file: string) => (await sizeOf(file)) !== undefined;

/** Parsed JSON, or undefined when the file is missing or unreadable (a cache file: just rebuild it). */
export async function readJsonOrUndefined(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}
