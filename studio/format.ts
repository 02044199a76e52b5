// What a saved data file looks like on disk: what the editor sends, less the optional fields she left empty, in the
// order and layout the file already has, formatted with the project's Prettier. So a save changes only the lines she
// changed, and clearing an optional field drops it (or its whole block), as the README promises.

import prettier from "prettier";

/** The part of a JSON Schema (model/json-schemas.ts) that says what may be left out. */
export type Shape = { properties?: Record<string, Shape>; required?: string[]; items?: Shape };

/** An empty or spaces-only text, an empty list, or a block whose every field is blank. */
const blank = (value: unknown): boolean =>
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (!!value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every(blank));

/**
 * `value` without the optional fields that are blank (an empty or spaces-only text, an empty list, a block whose
 * fields are all blank): what an editor leaves behind when she types in an optional field and clears it again, or
 * opens an optional block and leaves it empty. A required field stays, blank or not, for the check to name.
 */
export function withoutBlanks(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutBlanks(item, shape?.items));
  if (!value || typeof value !== "object") return value;
  const required = new Set(shape?.required ?? []);
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const pruned = withoutBlanks(item, shape?.properties?.[key]);
    return blank(pruned) && !required.has(key) && key !== "$schema" ? [] : [[key, pruned] as const];
  });
  return Object.fromEntries(kept);
}

/**
 * `value` with its keys in the order `before` (the file as it was) has them, at every level; new keys follow, and
 * `$schema` is always first, as every data file has it.
 */
export function inOrderOf(value: unknown, before: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => inOrderOf(item, Array.isArray(before) ? before[i] : undefined));
  if (!value || typeof value !== "object") return value;
  const old = before && typeof before === "object" && !Array.isArray(before) ? Object.keys(before) : [];
  const keys = Object.keys(value);
  const order = ["$schema", ...old.filter((key) => keys.includes(key)), ...keys].filter(
    (key, i, all) => keys.includes(key) && all.indexOf(key) === i,
  );
  const source = value as Record<string, unknown>;
  const was = (before ?? {}) as Record<string, unknown>;
  return Object.fromEntries(order.map((key) => [key, inOrderOf(source[key], was[key])]));
}

/**
 * The text of a data file: `data` laid out as `before` (the file's old text) lays it out, then formatted with
 * Prettier's `options` (the project's .prettierrc).
 */
export async function formatData(data: unknown, before: string, options: prettier.Options): Promise<string> {
  return prettier.format(`${layOut(data, before)}\n`, { ...options, parser: "json" });
}

/**
 * JSON for Prettier to format, which keeps an object on one line only when its input has it so: an object whose
 * kind (its first key) the file had on one line (`{ "page": "home", "label": "Home" }`) is given on one line, every
 * other one indented.
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

/** The deepest nesting of lists and objects in a JSON text, counted without recursion, so any depth is safe. */
export function nesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}
