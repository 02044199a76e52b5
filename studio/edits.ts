// What the studio lets its editor do to the content: save data files with the pictures they bring, remove a project.
// Each is one change, made alone (the store's queue), checked whole before its first byte is written, and written so
// that the build meets no half state even if the studio stops in between: pictures first, then the data files,
// box.json last. A picture never replaces another: it gets a free name, and nothing else changes.

import { basename, dirname, posix } from "node:path";
import { imagePath } from "../model/schema.ts";
import { DATA_LIMITS, dataText } from "./data.ts";
import { nesting } from "./format.ts";
import { checkPicture, cleanName, freeName, isCleanPictureName } from "./pictures.ts";
import { isPicture, isPictureFolder, Refused, type Store } from "./store.ts";
import { type Change, checkWhole } from "./whole.ts";

/**
 * A picture that comes with a save: named by the studio, a free, clean name in `folder` (under content/) made from
 * hers, which every `src` equal to `ref` in the saved files then names.
 */
type Upload = { ref: string; folder: string; name: string; bytes: Buffer };
type Box = { projects: string[] };

const PROJECT = /^projects\/([a-z0-9-]+)\/project\.json$/;
/** Changes only to the words files: the build checks each of them alone (model/check.ts), so the studio does too. */
const alone = (files: Iterable<string>) => [...files].every((file) => file.startsWith("words/"));

/** A picture's path under content/ checked for where and how it is named; refused otherwise. */
function pictureFile(file: string): string {
  if (!isPicture(file)) throw new Refused("Pictures go under content/images/, as .png, .jpg, .webp or .avif.", 403);
  if (!isCleanPictureName(basename(file)) || !imagePath.safeParse(file.slice("images/".length)).success)
    throw new Refused(`Name the picture with lower-case letters, digits and dashes: content/${file} cannot be a src.`);
  return file;
}

async function readable(file: string, bytes: Buffer) {
  await checkPicture(bytes).catch((error: Refused) => {
    throw new Refused(`content/${file} ${error.message}`, error.status);
  });
}

/**
 * Saves data files (`files`: path under content/ → the text sent) and the new pictures they show, as one change;
 * answers the src each picture named by a ref was given.
 */
export function saveFiles(store: Store, files: ReadonlyMap<string, unknown>, uploads: Upload[], isNew: boolean) {
  return store.exclusive(async () => {
    const added = new Map<string, Buffer>();
    const named = new Map<string, string>();
    for (const { ref, folder, name, bytes } of uploads) {
      if (!isPictureFolder(folder)) throw new Refused("Pictures go under content/images/.", 403);
      const wanted = pictureFile(posix.join(folder, cleanName(name)));
      await readable(wanted, bytes);
      const file = `${folder}/${await freeName(store, folder, basename(wanted), new Set(added.keys()))}`;
      added.set(file, bytes);
      named.set(ref, file.slice("images/".length));
    }
    const writes = new Map<string, string>();
    const projects: string[] = [];
    for (const [file, sent] of files) {
      const raw = named.size > 0 ? withSources(sent, named) : sent;
      const exists = await store.exists(file);
      if (isNew && exists)
        throw new Refused(`content/${dirname(file)}/ already exists: give the new project another folder.`);
      writes.set(file, (await dataText(store, file, raw)).text);
      const slug = PROJECT.exec(file)?.[1];
      if (slug && !exists) projects.push(slug);
    }
    // A new project joins the end of the box (the build would show it last anyway, with a warning).
    if (projects.length > 0) await changeBox(store, writes, (listed) => [...new Set([...listed, ...projects])]);
    await apply(store, { writes, added: new Set(added.keys()) }, added);
    return named;
  });
}

/** Removes a project: its folder (its pictures stay in content/images/) and its line in box.json. */
export function removeProject(store: Store, slug: string) {
  return store.exclusive(async () => {
    if (!(await store.exists(`projects/${slug}/project.json`)))
      throw new Refused(`There is no content/projects/${slug}/.`, 404);
    const writes = new Map<string, string>();
    await changeBox(store, writes, (listed) => listed.filter((listedSlug) => listedSlug !== slug));
    const change = { writes, removes: [`projects/${slug}`] };
    await checkWhole(store, change);
    for (const [file, text] of writes) await store.write(file, text);
    await store.removeFolder(`projects/${slug}`);
  });
}

/** Adds box.json, with its list changed, to the files a change writes. */
async function changeBox(store: Store, writes: Map<string, string>, change: (listed: string[]) => string[]) {
  const text = writes.get("box.json") ?? (await store.read("box.json"))?.toString("utf8") ?? "{}";
  let box: Box;
  try {
    box = JSON.parse(text) as Box;
  } catch {
    throw new Refused("content/box.json is not valid JSON: mend it first (Site and words → Project order).");
  }
  const projects = change(Array.isArray(box.projects) ? box.projects : []);
  writes.delete("box.json"); // written last
  writes.set("box.json", (await dataText(store, "box.json", JSON.stringify({ ...box, projects }))).text);
}

/** Checks a change whole (the words files alone need nothing more), then writes it: pictures, data, box.json last. */
async function apply(store: Store, change: Change, pictures: ReadonlyMap<string, Buffer>) {
  if (!alone(change.writes.keys())) await checkWhole(store, change);
  for (const [file, bytes] of pictures) await store.write(file, bytes, true);
  for (const [file, text] of change.writes) await store.write(file, text);
}

/**
 * A saved file's text with the pictures that came with it named: every `src` equal to an upload's ref becomes the src
 * the studio gave it. A text that is not shallow JSON is left as it is, for the build's check to refuse in its words.
 */
function withSources(raw: unknown, named: ReadonlyMap<string, string>): unknown {
  if (typeof raw !== "string" || nesting(raw) > DATA_LIMITS.nesting) return raw;
  try {
    return JSON.stringify(JSON.parse(raw), (key, value: unknown) =>
      key === "src" && typeof value === "string" && named.has(value) ? named.get(value) : value,
    );
  } catch {
    return raw;
  }
}
