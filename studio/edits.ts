// What the studio lets an editor do to the content, whatever the editor: save data files with the pictures they bring,
// add a picture, remove a project or a picture no page shows. Each is one change, made alone (the store's queue),
// checked whole before its first byte is written, and written so that the build meets no half state even if the
// studio stops in between: pictures first, then the data files, box.json last.

import { basename, dirname, posix } from "node:path";
import { imagePath } from "../model/schema.ts";
import { dataText } from "./data.ts";
import { checkPicture, cleanName, freeName, isCleanPictureName } from "./pictures.ts";
import { isPicture, Refused, type Store } from "./store.ts";
import { type Change, checkWhole } from "./whole.ts";

export type Upload = { file: string; bytes: Buffer };
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

/** Saves data files (`files`: path under content/ → the text sent) and the new pictures they show, as one change. */
export function saveFiles(store: Store, files: ReadonlyMap<string, unknown>, uploads: Upload[], isNew: boolean) {
  return store.exclusive(async () => {
    const added = new Map<string, Buffer>();
    for (const { file, bytes } of uploads) {
      const there = await store.read(pictureFile(file));
      if (there?.equals(bytes)) continue;
      if (there)
        throw new Refused(
          `A picture named ${basename(file)} is already in content/${dirname(file)}/, and the studio replaces none: rename yours and upload it again.`,
        );
      await readable(file, bytes);
      added.set(file, bytes);
    }
    const writes = new Map<string, string>();
    const projects: string[] = [];
    for (const [file, raw] of files) {
      const exists = await store.exists(file);
      if (isNew && exists) throw new Refused(`content/${file} already exists: give the new entry another title.`);
      writes.set(file, (await dataText(store, file, raw)).text);
      const slug = PROJECT.exec(file)?.[1];
      if (slug && !exists) projects.push(slug);
    }
    // A new project joins the end of the box (the build would show it last anyway, with a warning).
    if (projects.length > 0) await changeBox(store, writes, (listed) => [...new Set([...listed, ...projects])]);
    await apply(store, { writes, added: new Set(added.keys()) }, added);
  });
}

/** Adds a picture under a free, clean name in its folder; answers its path under content/. */
export function addPicture(store: Store, file: string, bytes: Buffer): Promise<string> {
  return store.exclusive(async () => {
    const folder = dirname(file);
    const wanted = pictureFile(posix.join(folder, cleanName(basename(file))));
    await readable(wanted, bytes);
    const free = `${folder}/${await freeName(store, folder, basename(wanted))}`;
    await store.write(free, bytes, true);
    return free;
  });
}

/** Removes whole projects (their folder, and their line in box.json) and pictures that no page shows. */
export function removeFiles(store: Store, files: readonly string[]) {
  return store.exclusive(async () => {
    const slugs = files.flatMap((file) => PROJECT.exec(file)?.[1] ?? []);
    const pictures = files.filter((file) => !PROJECT.test(file));
    if (pictures.some((file) => !isPicture(file)))
      throw new Refused("The studio removes whole projects, and pictures no page shows; nothing else.", 403);
    for (const file of [...files])
      if (!(await store.exists(file))) throw new Refused(`There is no content/${file}.`, 404);
    const writes = new Map<string, string>();
    if (slugs.length > 0) await changeBox(store, writes, (listed) => listed.filter((slug) => !slugs.includes(slug)));
    const change = { writes, removes: slugs.map((slug) => `projects/${slug}`), removed: new Set(pictures) };
    await checkWhole(store, change);
    for (const [file, text] of writes) await store.write(file, text);
    for (const folder of change.removes) await store.removeFolder(folder);
    for (const file of pictures) await store.remove(file);
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
