// Reading the content's data files and checking them. A mistake stops the build with a content error that teaches: the
// file where the value is written, the place in words a person uses, counting from 1 (`section 2 "Legends", picture
// 3: alt must not be empty`), what is allowed, and a suggestion where there is one (`unknown field "atl": did you mean
// "alt"?`). Never a stack trace: scripts print a content error's message alone.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { z } from "zod";
import { CONTENT_DIR } from "./build-settings.ts";
import type { Art, Image } from "./schema.ts";

/** What is wrong in one file: each line a place and what to do there. */
export type ContentProblem = { file: string; lines: readonly string[] };

/**
 * A mistake in the content: its message names the file and the place, and says how to fix it; `problems` holds the
 * same, for what shows it otherwise (the studio). Recognised by its type, never by its words.
 */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(file: string, lines: readonly string[]);
  constructor(problems: readonly ContentProblem[]);
  constructor(fileOrProblems: string | readonly ContentProblem[], lines: readonly string[] = []) {
    const problems = typeof fileOrProblems === "string" ? [{ file: fileOrProblems, lines }] : fileOrProblems;
    super(
      problems
        .map(({ file, lines }) => `Content error in ${file}:\n${lines.map((line) => `  ${line}`).join("\n")}`)
        .join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/**
 * A data file of content/ (a path relative to `root`), as parsed JSON without its `$schema` line (which only tells
 * editors where the file's schema is). A file that is not JSON is a content error naming its line and column.
 */
export function readData(root: string, file: string): unknown {
  const shown = `content/${file}`;
  let text: string;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch {
    throw new ContentError(shown, ["the file is missing"]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const where = /line (\d+) column (\d+)/.exec((error as Error).message);
    const at = where ? `line ${where[1]}, column ${where[2]}: ` : "";
    throw new ContentError(shown, [
      `${at}this is not valid JSON (${(error as Error).message.replace(/ in JSON at .*$/, "")}); a missing or extra comma or quote is the usual cause`,
    ]);
  }
  return withoutSchemaLine(data);
}

/** Parsed data without its `$schema` line, which only tells editors where the file's schema is. */
export function withoutSchemaLine(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "$schema"));
}

/** Checks `value` (read from `file`) against `schema`; throws a content error listing every mistake. */
export function check<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldNames(schema);
  throw new ContentError(
    file,
    result.error.issues.map((issue) => explain(issue, value, fields)),
  );
}

/** A picture with its placeholder recipe from `recipes` (by src), whose seed is the src unless the recipe names one. */
export function withRecipe<T extends { src: string }>(image: T, recipes: Readonly<Record<string, object>>): T & Image {
  const art = recipes[image.src] as Omit<Art, "seed"> & { seed?: string };
  return (art ? { ...image, art: { ...art, seed: art.seed ?? image.src } } : image) as T & Image;
}

/** The first item whose key an earlier item has, with that earlier item: for errors that name both. */
export function findDuplicate<T>(items: readonly T[], key: (item: T) => string): [first: T, again: T] | undefined {
  const seen = new Map<string, T>();
  for (const item of items) {
    const first = seen.get(key(item));
    if (first !== undefined) return [first, item];
    seen.set(key(item), item);
  }
  return undefined;
}

/** The closest of `candidates` to `word`, if one is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const best = nearest(word, candidates);
  return best !== undefined &&
    editDistance(word.toLowerCase(), best.toLowerCase()) <= Math.max(1, Math.floor(word.length / 3))
    ? best
    : undefined;
}

/** The nearest of `candidates` to `word`, however far. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Edits (insert, delete, replace, or swap two neighbours, as a typo does) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** What a list's items are called where a person reads them. */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  showcase: "section",
  images: "picture",
  frames: "frame",
  listItems: "list item",
  badges: "badge",
  projects: "project",
};

/**
 * A path into the data in words: list items counted from 1 and named by what they are (a section also by its title),
 * the fields on the way joined by dots: `page, section 2 "Legends", picture 3` and the field `alt`.
 */
function place(path: readonly PropertyKey[], data: unknown): { where: string; field: string } {
  const parts: string[] = [];
  let keys: string[] = [];
  let value = data;
  for (const segment of path) {
    const next = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
    if (typeof segment === "number") {
      const listName = keys.pop() ?? "";
      // A section says where it is by itself; other items keep what they belong to ("card, badge 2").
      if (keys.length > 0 && listName !== "showcase") parts.push(keys.join("."));
      const title = next && typeof next === "object" ? (next as { title?: unknown }).title : undefined;
      parts.push(
        `${ITEM_NAMES[listName] ?? `${listName} item`} ${segment + 1}${typeof title === "string" ? ` "${title}"` : ""}`,
      );
      keys = [];
    } else keys.push(String(segment));
    value = next;
  }
  return { where: parts.join(", "), field: keys.join(".") };
}

const KINDS: Readonly<Record<string, string>> = {
  string: "text in quotes",
  number: "a number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
  boolean: "true or false",
};

function explain(issue: z.core.$ZodIssue, data: unknown, fields: ReadonlySet<string>): string {
  const at = (path: readonly PropertyKey[], text: string) => {
    const { where, field } = place(path, data);
    return `${where ? `${where}: ` : ""}${field ? `${field} ` : ""}${text}`;
  };
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys
        .map((key) => {
          const guess = closest(key, fields);
          return at(issue.path, `has an unknown field "${key}"${guess ? `: did you mean "${guess}"?` : ""}`);
        })
        .join("\n  ");
    case "invalid_type": {
      const missing = / received undefined$/.test(issue.message);
      return at(issue.path, missing ? "is missing" : `must be ${KINDS[issue.expected] ?? issue.expected}`);
    }
    case "invalid_value":
      return at(issue.path, `must be ${issue.values.map((value) => JSON.stringify(value)).join(" or ")}`);
    default:
      return at(issue.path, issue.message);
  }
}

/** Every field name a schema knows, for suggestions. */
function fieldNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === "object") {
      for (const [name, child] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(name);
        walk(child);
      }
    }
    for (const key of ["element", "innerType", "in", "out", "valueType", "left", "right"]) walk(def[key]);
    if (Array.isArray(def.options)) def.options.forEach(walk);
  };
  walk(schema);
  return names;
}

/**
 * The content folder: what the artist edits. Found from this module's folder upwards, since the build bundles this
 * module into build/server/ while prerendering; the tests set CONTENT_DIR to read the example content instead.
 */
export const CONTENT_ROOT = CONTENT_DIR ? resolve(CONTENT_DIR) : findContent(import.meta.dirname ?? process.cwd());

function findContent(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "content", "box.json"))) return join(dir, "content");
    if (dirname(dir) === dir) return join(from, "content");
  }
}
