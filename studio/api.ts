// The studio's API, as its own editor (studio/editor/) uses it: one POST per action, JSON both ways, answered from
// the content store (studio/store.ts) through the studio's edits (studio/edits.ts). Every path it is given is checked
// there; any other action is refused. A refusal answers the build's sentence alone, with each line's place in the
// data where the build's check knows it, so that the editor can mark the field.

import { z } from "zod";
import { CONTENT_FILES } from "../model/content-files.ts";
import { jsonSchemas } from "../model/json-schemas.ts";
import { ContentError, type ContentProblem } from "../model/load.ts";
import { removeProject, saveFiles } from "./edits.ts";
import { isWritableData, Refused, type Store, underContent } from "./store.ts";

/** What the editor holds in place of a picture's src until the save that brings the picture names it. */
const UPLOAD_REF = /^upload:[\w-]{1,40}$/;

const path = z.string().max(400);
const PARAMS = {
  overview: z.object({}),
  read: z.object({ path }),
  save: z.object({
    files: z
      .array(z.object({ path, text: z.string() }))
      .min(1)
      .max(10),
    uploads: z
      .array(
        z.object({ ref: z.string().regex(UPLOAD_REF), folder: path, name: z.string().max(255), content: z.string() }),
      )
      .max(50)
      .default([]),
    isNew: z.boolean().default(false),
  }),
  removeProject: z.object({ path }),
} as const;
type Action = keyof typeof PARAMS;
type Params<A extends Action> = z.infer<(typeof PARAMS)[A]>;

/** What the editor is told of the studio's other parts when it asks for the overview: its preview, its publishers. */
type Surroundings = () => Promise<Record<string, unknown>>;

type Handler<A extends Action> = (store: Store, params: Params<A>, around: Surroundings) => Promise<[number, unknown]>;

const PROJECT = /^projects\/([a-z0-9-]+)\/project\.json$/;

/** A data file the editor edits, by the path it sent (from the repository's root), or refused. */
function editable(raw: string): string {
  const file = underContent(raw);
  if (!isWritableData(file)) throw new Refused("The studio reads and writes only the content's data files.", 403);
  return file;
}

function parsed(bytes: Buffer | undefined): Record<string, unknown> | undefined {
  try {
    const data: unknown = bytes && JSON.parse(bytes.toString("utf8"));
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

type ProjectData = { card?: { title?: string; image?: { src?: string } }; page?: { showcase?: Section[] } };
type Section = { images?: { src?: string }[] };

/** The projects in the box's order (those it leaves out last, as the site shows them), by name and card picture. */
async function projectList(store: Store) {
  const box = parsed(await store.read("box.json"))?.projects;
  const listed = Array.isArray(box) ? box.filter((slug): slug is string => typeof slug === "string") : [];
  const folders = (await store.list("projects", 2, (file) => PROJECT.test(file))).map(
    (file) => PROJECT.exec(file)![1]!,
  );
  const order = [...listed.filter((slug) => folders.includes(slug)), ...folders.filter((s) => !listed.includes(s))];
  return Promise.all(
    order.map(async (slug) => {
      const data = parsed(await store.read(`projects/${slug}/project.json`)) as ProjectData | undefined;
      const picture = data?.card?.image?.src ?? data?.page?.showcase?.[0]?.images?.[0]?.src;
      const title = typeof data?.card?.title === "string" && data.card.title.trim() ? data.card.title : slug;
      return { slug, path: `content/projects/${slug}/project.json`, title, picture, listed: listed.includes(slug) };
    }),
  );
}

const HANDLERS: { [A in Action]: Handler<A> } = {
  async overview(store, _params, around) {
    const kinds = Object.entries(CONTENT_FILES).flatMap(([pattern, kind]) =>
      kind.studio ? [{ pattern: `content/${pattern}`, title: kind.title, schema: kind.jsonSchema }] : [],
    );
    const schemas = Object.fromEntries(
      Object.entries(jsonSchemas()).map(([name, text]) => [name, JSON.parse(text) as unknown]),
    );
    return [200, { projects: await projectList(store), kinds, schemas, ...(await around()) }];
  },
  async read(store, { path }) {
    const bytes = await store.read(editable(path));
    return [200, { path, exists: bytes !== undefined, data: parsed(bytes) ?? null }];
  },
  async save(store, { files, uploads, isNew }) {
    const texts = new Map(files.map(({ path, text }) => [editable(path), text]));
    const pictures = uploads.map(({ ref, folder, name, content }) => ({
      ref,
      folder: underContent(folder),
      name,
      bytes: Buffer.from(content, "base64"),
    }));
    const named = await saveFiles(store, texts, pictures, isNew);
    return [200, { saved: files.map(({ path }) => path), pictures: Object.fromEntries(named) }];
  },
  async removeProject(store, { path }) {
    const slug = PROJECT.exec(editable(path))?.[1];
    if (!slug) throw new Refused("The studio removes whole projects only.", 403);
    await removeProject(store, slug);
    return [200, { removed: path }];
  },
};

/** Answers one request of the editor: the status and the JSON body. */
export async function answer(store: Store, body: unknown, around: Surroundings): Promise<[number, unknown]> {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== "string" || !Object.hasOwn(PARAMS, action))
    return [422, { error: `The studio does not do ${/^\w{1,40}$/.test(String(action)) ? action : "that"}.` }];
  const checked = PARAMS[action as Action].safeParse(params ?? {});
  if (!checked.success) return [400, { error: `The request to ${action} is not one the editor sends.` }];
  // The file being saved, which the editor shows: its name need not be repeated in a refusal.
  const saved = (checked.data as Partial<Params<"save">>).files?.[0]?.path;
  try {
    return await (HANDLERS[action as Action] as Handler<Action>)(store, checked.data as never, around);
  } catch (error) {
    if (error instanceof Refused) return [error.status, { error: error.message }];
    if (error instanceof ContentError) return [422, { error: plain(error.problems, saved), problems: error.problems }];
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
