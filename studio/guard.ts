// What stands between the editor and content/: every file the studio writes is checked with the build's own schemas
// (model/load.ts `check`, so the refusal is the build's message) and formatted with the project's Prettier; pictures
// never overwrite one another; a removed project leaves no half folder behind and the box follows.

import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, posix } from "node:path";
import prettier from "prettier";
import type { z } from "zod";
import { check, ContentError } from "../model/load.ts";
import { boxSchema, projectFileSchema, siteSchema } from "../model/schema.ts";
import { commonWordsSchema, contactWordsSchema, pageWordsSchema } from "../model/words-schema.ts";

const PROJECT = /^projects\/([a-z0-9-]+)\/project\.json$/;

/** The schema of a file the studio may write (a path under content/), or undefined for one it never writes. */
export function schemaOf(file: string): z.ZodType | undefined {
  if (PROJECT.test(file)) return projectFileSchema;
  const single: Record<string, z.ZodType> = {
    "box.json": boxSchema,
    "site.json": siteSchema,
    "words/common.json": commonWordsSchema,
    "words/pages.json": pageWordsSchema,
    "words/contact.json": contactWordsSchema,
  };
  return single[file];
}

/** A refusal: the message the editor shows. */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Refused";
  }
}

/** A path the editor sent (relative to the repository), as a path under content/; refused outside it. */
export function underContent(path: string): string {
  const normal = posix.normalize(path.replace(/^\/+/, ""));
  if (!normal.startsWith("content/") || normal.includes(".."))
    throw new Refused(`the studio only writes content/: ${path}`);
  return normal.slice("content/".length);
}

/**
 * The text to write for a data file the editor saves (`file`, under content/): checked as the build checks it, then
 * formatted with the project's Prettier (`root`: the repository, whose .prettierrc applies). Throws the build's
 * ContentError, or Refused for a file the studio does not write (placeholders.json among them).
 */
export async function guardEntry(root: string, file: string, raw: string): Promise<string> {
  const schema = schemaOf(file);
  if (!schema) throw new Refused(`the studio does not write content/${file}`);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(`content/${file}`, [`this is not valid JSON (${(error as Error).message})`]);
  }
  data = withoutEmptyObjects(data);
  const rest = { ...(data as Record<string, unknown>) };
  delete rest.$schema;
  check(schema, rest, `content/${file}`);
  const path = join(root, "content", file);
  const options = await prettier.resolveConfig(path);
  const before = existsSync(path) ? readFileSync(path, "utf8") : "";
  return prettier.format(`${layOut(data, before)}\n`, { ...options, parser: "json" });
}

/**
 * JSON for Prettier to format, which keeps an object on one line only when its input has it so: an object whose
 * kind (its first key) the file had on one line (`{ "page": "home", "label": "Home" }`) is given on one line, every
 * other one indented. So a save changes only the lines that changed.
 */
function layOut(value: unknown, before: string, indent = ""): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${layOut(item, before, inner)}`).join(",\n")}\n${indent}]`;
  }
  if (!value || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  if (before.includes(`{ ${JSON.stringify(entries[0]![0])}: `))
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")} }`;
  const inner = `${indent}  `;
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${layOut(item, before, inner)}`).join(",\n")}\n${indent}}`;
}

/**
 * `value` without the empty objects Decap writes for an optional object left blank in a new entry (`"image": {}`),
 * which the schema would refuse: no content file has one, so nothing she wrote is lost.
 */
export function withoutEmptyObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyObjects);
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const pruned = withoutEmptyObjects(item);
    const empty = pruned && typeof pruned === "object" && !Array.isArray(pruned) && Object.keys(pruned).length === 0;
    return empty ? [] : [[key, pruned] as const];
  });
  return Object.fromEntries(kept);
}

/** A free name for a picture at `path` (under the repository `root`): itself, or with -2, -3… before its extension. */
export function freeMediaPath(root: string, path: string): string {
  if (!existsSync(join(root, path))) return path;
  const ext = extname(path);
  const stem = join(dirname(path), basename(path, ext));
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!existsSync(join(root, candidate))) return candidate;
  }
}

/** The project a content path is the project.json of, if any. */
export const projectOf = (file: string) => PROJECT.exec(file)?.[1];

/** Rewrites box.json (under `content`) with `change` applied to its list, formatted like a save. */
export async function updateBox(root: string, change: (projects: string[]) => string[]) {
  const path = join(root, "content", "box.json");
  const data = JSON.parse(readFileSync(path, "utf8")) as { projects: string[] };
  const projects = change(data.projects);
  if (projects.join() === data.projects.join()) return;
  writeFileSync(path, await guardEntry(root, "box.json", JSON.stringify({ ...data, projects })));
}

/** After a project's project.json is removed: its placeholders.json and folder go too, and box.json forgets it. */
export async function removeProject(root: string, slug: string) {
  rmSync(join(root, "content", "projects", slug), { recursive: true, force: true });
  await updateBox(root, (projects) => projects.filter((name) => name !== slug));
}
