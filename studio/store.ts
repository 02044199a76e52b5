// The studio's content store: the only way it reads or writes the disk, whatever editor sits in front. Every path is
// relative to content/ and checked for its kind (a data file where data files go, a picture under images/); it is
// resolved without following a symbolic link, so a link inside content/ can point nowhere else; a file is written
// whole (a temporary file renamed over the old one, so a reader sees the old file or the new one, never a part);
// and changes are made one at a time, so a rule that spans files (box.json's list, a new project's folder) is checked
// on the state it is written over.

import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { lstat, mkdir, open, readdir, rename, rm, unlink, link } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { contentKindOf } from "../model/content-files.ts";

/** A request the studio will not carry out: the message says why, in words she can act on. */
export class Refused extends Error {
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.name = "Refused";
    this.status = status;
  }
}

const PICTURE = /\.(png|jpe?g|webp|avif)$/i;
/** What no path segment may hold: controls, format characters (bidi, zero-width) and the separators of other systems. */
const UNSAFE = /[\p{Cc}\p{Cf}\\:*?"<>|%]/u;

/**
 * A path the editor sent (from the repository's root, like `content/box.json`) as a path under content/, or refused:
 * only plain relative paths inside content/, without `..`, empty or hidden segments, or characters that could hide
 * what the path names.
 */
export function underContent(path: unknown): string {
  const outside = () => new Refused("The studio reads and writes only inside content/.", 403);
  if (typeof path !== "string" || path.length > 400 || UNSAFE.test(path)) throw outside();
  const parts = path.replace(/\/+$/, "").split("/");
  if (parts[0] !== "content" || parts.slice(1).some((part) => part === "" || part.startsWith("."))) throw outside();
  if (posix.normalize(path) !== path.replace(/\/+$/, "")) throw outside();
  return parts.slice(1).join("/");
}

/** The data files the studio writes: those whose kind says so (model/content-files.ts). */
export const isWritableData = (file: string) => contentKindOf(file)?.studio === true;
/** A data file the studio may read: JSON, outside the folders of pictures and documents. */
export const isReadableData = (file: string) => file.endsWith(".json") && !/^(images|downloads)\//.test(file);
export const isPicture = (file: string) => file.startsWith("images/") && PICTURE.test(file);
/** Where pictures live: content/images/ and the folders in it. */
export const isPictureFolder = (folder: string) => folder === "images" || folder.startsWith("images/");

export type Store = ReturnType<typeof openStore>;

/** The store of the content folder `content` (an absolute path). */
export function openStore(content: string) {
  let queue: Promise<unknown> = Promise.resolve();

  return {
    root: content,

    /** Runs `change` after every change started before it has ended: one change of the content at a time. */
    exclusive<T>(change: () => Promise<T>): Promise<T> {
      const run = queue.then(change, change);
      queue = run.catch(() => undefined);
      return run;
    },

    /** The bytes of a file, or undefined when there is none; never through a link. */
    async read(file: string): Promise<Buffer | undefined> {
      const path = await orNone(resolveIn(content, file, "file"));
      if (!path) return undefined;
      const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },

    /** When a file last changed and its size (to know a picture again), or undefined when there is none. */
    async stat(file: string): Promise<{ mtimeMs: number; size: number } | undefined> {
      const path = await orNone(resolveIn(content, file, "file"));
      if (!path) return undefined;
      const { mtimeMs, size } = await lstat(path);
      return { mtimeMs, size };
    },

    /** The files under `folder` (paths under content/) down to `depth` levels, links and hidden names left out. */
    async list(folder: string, depth: number, keep: (file: string) => boolean): Promise<string[]> {
      const start = await orNone(resolveIn(content, folder, "folder"));
      if (!start) return [];
      const found: string[] = [];
      const walk = async (dir: string, rel: string, left: number) => {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          if (entry.name.startsWith(".")) continue;
          const file = rel ? `${rel}/${entry.name}` : entry.name;
          if (entry.isFile() && keep(file)) found.push(file);
          else if (entry.isDirectory() && left > 1) await walk(join(dir, entry.name), file, left - 1);
        }
      };
      await walk(start, folder, depth);
      return found.sort();
    },

    /** Whether anything (a file, a folder, a link) has the name `file`, which no link on the way leads to. */
    async exists(file: string): Promise<boolean> {
      try {
        return (await lstat(await resolveIn(content, file, "new")).catch(() => undefined)) !== undefined;
      } catch (error) {
        if (error instanceof Refused && error.status === 404) return true; // a folder of that name
        throw error;
      }
    },

    /**
     * Writes `bytes` to `file` whole: into a temporary file beside it, flushed, then renamed over it. With
     * `fresh`, an existing file is never replaced (a hard link takes the name only if it is free).
     */
    async write(file: string, bytes: string | Buffer, fresh = false): Promise<void> {
      const path = await resolveIn(content, file, "new");
      await makeFolders(content, dirname(file));
      const temp = join(dirname(path), `.${randomBytes(6).toString("hex")}.studio-tmp`);
      const handle = await open(temp, "wx", 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        if (fresh) await link(temp, path).finally(() => unlink(temp));
        else await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new Refused(`content/${file} already exists.`);
        throw error;
      }
    },

    /**
     * Removes a folder and what is in it: first moved out of the way in one step (so the build never meets half a
     * folder), then deleted. Links inside are removed, never followed.
     */
    async removeFolder(folder: string): Promise<void> {
      const path = await resolveIn(content, folder, "folder");
      const aside = join(content, `.removed-${randomBytes(6).toString("hex")}`);
      await rename(path, aside);
      await rm(aside, { recursive: true, force: true });
    },
  };
}

/** What `found` finds, or undefined where it finds nothing there (a 404 refusal); any other refusal stands. */
const orNone = <T>(found: Promise<T>): Promise<T | undefined> =>
  found.catch((error: unknown) => {
    if (error instanceof Refused && error.status === 404) return undefined;
    throw error;
  });

/** The absolute path of `file` (under the content folder `content`), after checking that no part of it that exists is a link. */
async function resolveIn(content: string, file: string, want: "file" | "folder" | "new"): Promise<string> {
  let at = content;
  const parts = file === "" ? [] : file.split("/");
  for (const [i, part] of parts.entries()) {
    at = join(at, part);
    const stat = await lstat(at).catch(() => undefined);
    if (!stat) {
      if (want === "new") return join(content, file);
      throw new Refused(`There is no content/${file}.`, 404);
    }
    if (stat.isSymbolicLink())
      throw new Refused(`content/${parts.slice(0, i + 1).join("/")} is a link: the studio does not follow links.`, 403);
    const last = i === parts.length - 1;
    if (!last && !stat.isDirectory()) throw new Refused(`There is no content/${file}.`, 404);
    if (last && (want === "folder") !== stat.isDirectory())
      throw new Refused(`content/${file} is not a ${want === "folder" ? "folder" : "file"}.`, 404);
  }
  return at;
}

/** Makes the folders of `folder` (under content/) that are missing, refusing a link on the way. */
async function makeFolders(content: string, folder: string) {
  let at = content;
  for (const part of folder === "." || folder === "" ? [] : folder.split("/")) {
    at = join(at, part);
    const stat = await lstat(at).catch(() => undefined);
    if (!stat) await mkdir(at).catch((error) => (error.code === "EEXIST" ? undefined : Promise.reject(error)));
    else if (!stat.isDirectory()) throw new Refused(`content/${folder} is not a folder the studio writes into.`, 403);
  }
}
