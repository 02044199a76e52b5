// The studio's Decap CMS config, generated when it starts from the content's schemas (model/json-schemas.ts, which the
// build writes from the zod schemas): labels from the field names, hints from the zod `.meta` descriptions, required
// fields, patterns, list lengths, enums as selects. What JSON Schema cannot carry (zod's own messages, refinements such
// as "a pairs section needs an even number of pictures") the hints say, and every save is checked with the build's
// own rules (studio/data.ts, studio/whole.ts), which refuse it in the build's words.

import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_FILES } from "../model/content-files.ts";
import { jsonSchemas } from "../model/json-schemas.ts";

type JsonSchema = {
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

export type Field = Record<string, unknown> & { name: string; widget: string };

/** The `src` of a picture: the pattern every picture path in the schemas has. */
const PICTURE = /png\|jpe\?g/;
/** Fields whose text runs over a line: a text area rather than a one-line box. */
const LONG = /^(description|text|intro|bio|alt|paragraphs?|summary|note[s]?)$/i;

const PREVIEW_AND_PUBLISH = [
  "Saving writes the file in content/ on this computer (the studio checks it as the build would first).",
  "See the change: `npm run dev` shows it as you save; `npm start` rebuilds when content changed.",
  "Publish: `npm run deploy` (Cloudflare, with your inbox), or `npm run build` and upload build/client, or commit and push where the host builds.",
].join(" ");

const labelOf = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

type Where = {
  /** The file's path from its own folder to schemas/, for the hidden `$schema` line. */
  schemaPath: string;
  /** The project folders, for box.json's list. */
  slugs: readonly string[];
  /** Pictures of a project go into content/images/<slug>/, the others into content/images/. */
  project: boolean;
};

function field(key: string, schema: JsonSchema, required: boolean, where: Where): Field | undefined {
  if (key === "$schema") return { name: key, widget: "hidden", default: where.schemaPath };
  const base: Field = { name: key, label: labelOf(key), widget: "string" };
  if (schema.description) base.hint = schema.description;
  if (!required) base.required = false;
  if (schema.enum) {
    const select: Field = { ...base, widget: "select", options: schema.enum };
    if (required) select.default = schema.enum[0];
    return select;
  }
  if (schema.type === "object") {
    if (!schema.properties) return undefined; // a record: Decap keeps what it does not show
    return { ...base, widget: "object", collapsed: false, fields: fields(schema, required, where) };
  }
  if (schema.type === "array" && schema.items) {
    const list: Field = { ...base, widget: "list", collapsed: schema.items.type === "object" };
    if (schema.minItems) list.min = schema.minItems;
    if (schema.maxItems) list.max = schema.maxItems;
    if (schema.items.type === "object") {
      list.fields = fields(schema.items, true, where);
      list.summary = schema.items.properties?.src ? "{{fields.src}}" : "{{fields.title}}{{fields.label}}";
      list.default = [];
    } else {
      const item = key === "projects" ? slugPicker(where) : field("item", schema.items, true, where);
      if (!item) return undefined;
      list.field = item;
    }
    // Decap does not mark an empty list that needs items: the hint says how many there must be, and a new list of
    // words starts with one empty item, which it does mark. (A list of pictures stays empty: its new item would be
    // folded away, with its "Choose an image" hidden.)
    if (required && schema.minItems) {
      list.hint = `${String(list.hint ?? "")} At least ${schema.minItems === 1 ? "one" : schema.minItems}.`.trim();
      if (schema.items.type !== "object") list.default = [""];
    }
    return list;
  }
  if (schema.type !== "string") return undefined;
  if (key === "src" && schema.pattern && PICTURE.test(schema.pattern)) {
    return {
      ...base,
      widget: "image",
      choose_url: false,
      media_folder: where.project ? "/content/images/{{dirname}}" : "/content/images",
      public_folder: where.project ? "{{dirname}}" : "",
      pattern: [schema.pattern, "must be a picture (.png, .jpg, .webp or .avif) with a lower-case name"],
    };
  }
  const text: Field = { ...base, widget: LONG.test(key) ? "text" : "string" };
  if (schema.pattern) text.pattern = [schema.pattern, `must match ${schema.pattern}`];
  if (schema.format === "uri") text.pattern = ["^https?://", "must be an http(s) URL"];
  return text;
}

/** box.json's projects: a select of the project folders (Decap's relation widget cannot give a folder's name). */
function slugPicker(where: Where): Field {
  return { name: "project", label: "Project", widget: "select", options: [...where.slugs] };
}

/**
 * An object's fields. Inside an optional object every field is optional: Decap checks an absent optional object's
 * required fields and would refuse to save without it; a save refuses a half-filled one with the build's message, and
 * drops one left empty (studio/format.ts).
 */
function fields(schema: JsonSchema, required: boolean, where: Where): Field[] {
  const needed = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
    const made = field(key, value, required && (needed.has(key) || key === "$schema"), where);
    if (!made) return [];
    // What the form cannot mark as needed, its hint says: a field a block needs once it is used, and a section's
    // title or label (one of the two).
    const inBlock = !required && needed.has(key) ? "Needed once this block is used." : undefined;
    const also = required && schema.properties?.layout ? SECTION[key] : inBlock;
    if (also) made.hint = `${String(made.hint ?? "")} ${also}`.trim();
    return [made];
  });
}

/** A section needs a title, or a label when untitled (the schema's refinement, which JSON Schema cannot carry). */
const SECTION: Record<string, string> = {
  title: "A section needs a title or a label.",
  label: "A section needs a title or a label.",
};

/** The project folders under content/projects/ that hold a project.json. */
export function projectSlugs(content: string): string[] {
  const dir = join(content, "projects");
  return readdirSync(dir)
    .filter((slug) => statSync(join(dir, slug, "project.json"), { throwIfNoEntry: false })?.isFile())
    .sort();
}

const PROJECT_SCHEMA = "../../../schemas/project.schema.json";

/** The Decap config for the content in `content` (a folder laid out like content/). */
export function decapConfig(content: string): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Object.entries(jsonSchemas()).map(([name, text]) => [name, JSON.parse(text) as JsonSchema]),
  );
  const slugs = projectSlugs(content);
  // Every file of a fixed name that the studio writes (model/content-files.ts), named by its file's name.
  const files = Object.entries(CONTENT_FILES)
    .filter(([path, kind]) => kind.studio && !path.includes("{slug}"))
    .map(([path, { title, jsonSchema }]) => ({
      name: path.replace(/\.json$/, "").replaceAll("/", "-"),
      label: `${title} (${path})`,
      file: `content/${path}`,
      format: "json",
      fields: fields(schemas[jsonSchema]!, true, {
        schemaPath: `${"../".repeat(path.split("/").length)}schemas/${jsonSchema}`,
        slugs,
        project: false,
      }),
    }));
  return {
    backend: { name: "proxy", proxy_url: "/api/v1", branch: "main" },
    publish_mode: "simple",
    omit_empty_optional_fields: true,
    media_folder: "content/images",
    public_folder: "",
    site_url: "http://localhost:5173",
    locale: "en",
    collections: [
      {
        name: "projects",
        label: "Projects",
        label_singular: "Project",
        description: PREVIEW_AND_PUBLISH,
        folder: "content/projects",
        path: "{{slug}}/project",
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "card.title",
        // The folder also holds each project's placeholders.json: only the files that name the project schema.
        filter: { field: "$schema", value: PROJECT_SCHEMA },
        slug: "{{fields.card.title}}",
        summary: "{{card.title}} (/thebox/{{dirname}})",
        sortable_fields: [],
        editor: { preview: false },
        fields: fields(schemas["project.schema.json"]!, true, { schemaPath: PROJECT_SCHEMA, slugs, project: true }),
      },
      {
        name: "site",
        label: "Site and words",
        description: PREVIEW_AND_PUBLISH,
        editor: { preview: false },
        files,
      },
    ],
  };
}
