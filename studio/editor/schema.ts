// A data file's form, read from the JSON Schema the build writes for it (model/json-schemas.ts, from the zod schemas):
// groups of fields, lists, words and pictures, which fields the build needs, their hints, patterns and choices. What
// JSON Schema cannot carry (a pairs gallery's even number, a picture shown once) the save's check says, in the build's
// words.

export type JsonSchema = {
  type?: string;
  description?: string;
  enum?: string[];
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
};

export type Node =
  | { kind: "text"; long: boolean; options?: string[]; format?: string; pattern?: string }
  | { kind: "picture" }
  | { kind: "group"; fields: FieldNode[] }
  | { kind: "list"; item: Node; min: number; max?: number };

export type FieldNode = { key: string; node: Node; required: boolean; hint?: string };

/** A picture's `src`: the pattern every picture path in the schemas has. */
const PICTURE = /png\|jpe\?g/;
/** Fields whose words run over a line: a text area rather than a one-line box. */
const LONG = /^(description|text|intro|bio|alt|paragraphs?|summary|notes?|hint|tagline)$/i;

/** Whether a group is a picture: its `src` is a picture's path. */
const isPicture = (schema: JsonSchema) => PICTURE.test(schema.properties?.src?.pattern ?? "");

/** The form of `schema`, for the field named `key`; undefined for what the form does not show (a record). */
export function nodeOf(schema: JsonSchema, key = ""): Node | undefined {
  if (schema.type === "object") {
    if (!schema.properties) return undefined;
    if (isPicture(schema)) return { kind: "picture" };
    const needed = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).flatMap(([name, value]) => {
      const node = name === "$schema" ? undefined : nodeOf(value, name);
      return node ? [{ key: name, node, required: needed.has(name), hint: value.description }] : [];
    });
    return { kind: "group", fields };
  }
  if (schema.type === "array") {
    const item = schema.items && nodeOf(schema.items);
    return item && { kind: "list", item, min: schema.minItems ?? 0, max: schema.maxItems };
  }
  if (schema.type !== "string") return undefined;
  return {
    kind: "text",
    long: LONG.test(key),
    options: schema.enum,
    format: schema.format,
    pattern: schema.format ? undefined : schema.pattern,
  };
}

/** A new value of `node`: empty words, the first choice, a group with what it needs, a list with its least items. */
export function blank(node: Node): unknown {
  switch (node.kind) {
    case "text":
      return node.options?.[0] ?? "";
    case "picture":
      return { src: "", alt: "" };
    case "group":
      return Object.fromEntries(node.fields.filter((f) => f.required).map((f) => [f.key, blank(f.node)]));
    case "list":
      return node.item.kind === "picture" ? [] : Array.from({ length: node.min }, () => blank(node.item));
  }
}

export type Path = readonly (string | number)[];

/** `data` with the value at `path` replaced (or taken out, for undefined), every object on the way copied. */
export function setIn(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...((data as Record<string, unknown>) ?? {}) };
  const next = setIn(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The value at `path` in `data`. */
export function getIn(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/** A field's id in the page, from its path in the data: what a refusal's place names too. */
export const idOf = (path: Path) => `field-${path.join(".")}`;
