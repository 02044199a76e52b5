// The few actions Decap CMS's `proxy` backend asks of its server, answered from the content store (studio/store.ts)
// through the studio's edits (studio/edits.ts): reading entries and pictures, saving an entry with its pictures,
// adding a picture, removing a project or a picture. Every path it names is checked there; any other action is
// refused. A refusal answers the build's sentence alone (no "Content error in …" for the file being saved).

import { createHash } from "node:crypto";
import { basename } from "node:path";
import { z } from "zod";
import { ContentError, type ContentProblem } from "../model/load.ts";
import { DATA_LIMITS } from "./data.ts";
import { addPicture, removeFiles, saveFiles } from "./edits.ts";
import { nesting } from "./format.ts";
import { cleanName, freeName } from "./pictures.ts";
import { isPicture, isPictureFolder, isReadableData, Refused, type Store, underContent } from "./store.ts";

const path = z.string().max(400);
const asset = z.object({ path, content: z.string(), encoding: z.literal("base64") });
const dataFile = z.object({ path, raw: z.string(), newPath: path.optional() });
const PARAMS = {
  entriesByFolder: z.object({ folder: path, extension: z.string().max(10), depth: z.number().int() }),
  entriesByFiles: z.object({ files: z.array(z.object({ path, label: z.string().max(200).optional() })).max(100) }),
  getEntry: z.object({ path }),
  getMedia: z.object({ mediaFolder: path }),
  getMediaFile: z.object({ path }),
  persistMedia: z.object({ asset }),
  persistEntry: z.object({
    entry: dataFile.optional(),
    dataFiles: z.array(dataFile).max(10).optional(),
    assets: z.array(asset).max(50).default([]),
    options: z.object({ newEntry: z.boolean().optional() }).default({}),
  }),
  deleteFiles: z.object({ paths: z.array(path).min(1).max(50) }),
  deleteFile: z.object({ path }),
  getDeployPreview: z.object({}),
  // The studio's own: the free, clean name her picture will get, so the editor never offers to replace one.
  freeName: z.object({ folder: path.optional(), name: z.string().max(255) }),
} as const;
type Action = keyof typeof PARAMS;

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const entryOf = (file: string, bytes: Buffer | undefined, label?: string) => ({
  data: bytes?.toString("utf8") ?? null,
  file: { path: `content/${file}`, label, id: bytes ? sha(bytes) : null },
});
const mediaOf = (file: string, bytes: Buffer) => ({
  id: sha(bytes),
  content: bytes.toString("base64"),
  encoding: "base64",
  path: `content/${file}`,
  name: basename(file),
});
const dataPath = (raw: string) => {
  const file = underContent(raw);
  if (!isReadableData(file)) throw new Refused("The studio reads only the content's data files.", 403);
  return file;
};
const picturePath = (raw: string) => {
  const file = underContent(raw);
  if (!isPicture(file)) throw new Refused("The studio reads only pictures under content/images/.", 403);
  return file;
};

type Params<A extends Action> = z.infer<(typeof PARAMS)[A]>;
type Handler<A extends Action> = (store: Store, params: Params<A>) => Promise<[number, unknown]>;

const HANDLERS: { [A in Action]: Handler<A> } = {
  async entriesByFolder(store, { folder, extension, depth }) {
    const wanted = (file: string) => isReadableData(file) && file.endsWith(`.${extension}`);
    const files = await store.list(underContent(folder), Math.min(depth, 3), wanted);
    return [200, await Promise.all(files.map(async (file) => entryOf(file, await store.read(file))))];
  },
  async entriesByFiles(store, { files }) {
    const read = async ({ path, label }: { path: string; label?: string }) =>
      entryOf(dataPath(path), await store.read(dataPath(path)), label);
    return [200, await Promise.all(files.map(read))];
  },
  async getEntry(store, { path }) {
    return [200, entryOf(dataPath(path), await store.read(dataPath(path)))];
  },
  async getMedia(store, { mediaFolder }) {
    const folder = underContent(mediaFolder);
    // Decap also asks for the collection's own folder (content/projects/<slug>): no picture lives there.
    if (!isPictureFolder(folder)) return [200, []];
    const files = await store.list(folder, 1, isPicture);
    const read = async (file: string) => [file, await store.read(file)] as const;
    const found = await Promise.all(files.map(read));
    return [200, found.flatMap(([file, bytes]) => (bytes ? [mediaOf(file, bytes)] : []))];
  },
  async getMediaFile(store, { path }) {
    const file = picturePath(path);
    const bytes = await store.read(file);
    // A picture still drawn by the build has no file yet: nothing to show.
    return bytes ? [200, mediaOf(file, bytes)] : [404, { error: `There is no picture at content/${file} yet.` }];
  },
  async persistMedia(store, { asset }) {
    const bytes = Buffer.from(asset.content, "base64");
    return [200, mediaOf(await addPicture(store, underContent(asset.path), bytes), bytes)];
  },
  async persistEntry(store, { entry, dataFiles = entry ? [entry] : [], assets, options }) {
    const uploads = assets.map((a) => ({ file: underContent(a.path), bytes: Buffer.from(a.content, "base64") }));
    const files = new Map<string, string>();
    for (const { path, newPath, raw } of dataFiles) {
      if (newPath !== undefined && newPath !== path) throw new Refused("The studio does not move files.", 403);
      files.set(underContent(path), options.newEntry ? withFolders(raw, uploads) : raw);
    }
    await saveFiles(store, files, uploads, options.newEntry === true);
    return [200, { message: "entry persisted" }];
  },
  async deleteFiles(store, { paths }) {
    await removeFiles(store, paths.map(underContent));
    return [200, { message: "removed" }];
  },
  async deleteFile(store, { path }) {
    return HANDLERS.deleteFiles(store, { paths: [path] });
  },
  async getDeployPreview() {
    return [200, null];
  },
  async freeName(store, { folder, name }) {
    const clean = cleanName(name);
    if (folder === undefined) return [200, { name: clean }];
    const under = underContent(folder);
    if (!isPictureFolder(under)) throw new Refused("Pictures go under content/images/.", 403);
    return [200, { name: await freeName(store, under, clean) }];
  },
};

/**
 * A new entry's text with its pictures' folders: Decap names a picture uploaded into a new entry by its file name
 * alone (`moon.png`), since the entry's folder does not exist yet, and sends the upload itself to where it goes
 * (`content/images/paper-moons/moon.png`). Only a src that is such a bare name of an upload in the same save changes.
 */
function withFolders(raw: string, uploads: readonly { file: string }[]): string {
  const folders = new Map(uploads.map(({ file }) => [basename(file), file.slice("images/".length)]));
  if (folders.size === 0 || nesting(raw) > DATA_LIMITS.nesting) return raw;
  try {
    return JSON.stringify(JSON.parse(raw), (key, value: unknown) =>
      key === "src" && typeof value === "string" && folders.has(value) ? folders.get(value) : value,
    );
  } catch {
    return raw; // not JSON: refused with the build's words when it is checked
  }
}

/** Answers one request of Decap's proxy backend: the status and the JSON body. */
export async function answer(store: Store, body: unknown): Promise<[number, unknown]> {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== "string" || !Object.hasOwn(PARAMS, action))
    return [422, { error: `The studio does not do ${/^\w{1,40}$/.test(String(action)) ? action : "that"}.` }];
  const parsed = PARAMS[action as Action].safeParse(params ?? {});
  if (!parsed.success) return [400, { error: `The request to ${action} is not one the editor sends.` }];
  // The file being saved, which the editor shows: its name need not be repeated in a refusal.
  const saved =
    (parsed.data as Params<"persistEntry">).dataFiles?.[0]?.path ?? (parsed.data as Params<"persistEntry">).entry?.path;
  try {
    return await (HANDLERS[action as Action] as Handler<Action>)(store, parsed.data as never);
  } catch (error) {
    if (error instanceof Refused) return [error.status, { error: error.message }];
    if (error instanceof ContentError) return [422, { error: plain(error.problems, saved) }];
    throw error;
  }
}

/**
 * The build's refusal in her words, without its frame: the lines for the file being saved (the editor shows which it
 * is) as they are, those of another file after "In <file>:"; each line stays a line.
 */
export function plain(problems: readonly ContentProblem[], saved?: string): string {
  return problems
    .map(({ file, lines }) => (file === saved ? lines.join("\n") : `In ${file}: ${lines.join("\n")}`))
    .join("\n");
}
