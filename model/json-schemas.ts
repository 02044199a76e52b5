// The content's schemas as JSON Schema files (draft 2020-12), by file name: what scripts/schemas.ts writes to
// schemas/ and what each data file names in `$schema`.

import { z } from "zod";
import { boxSchema, placeholdersSchema, projectFileSchema, siteSchema } from "./schema.ts";
import { badgesSchema, commonWordsSchema, contactWordsSchema, pageWordsSchema } from "./words-schema.ts";

const FILES: Record<string, [z.ZodType, string]> = {
  "box.schema.json": [boxSchema, "content/box.json: the projects, in the order the overview and the menu show them."],
  "project.schema.json": [projectFileSchema, "content/projects/<slug>/project.json: a project's words and pictures."],
  "placeholders.schema.json": [
    placeholdersSchema,
    "placeholders.json: by each picture's src, the recipe that draws its placeholder until the original is there.",
  ],
  "site.schema.json": [siteSchema, "content/site.json: who the site belongs to, and its shared pages' words."],
  "words-common.schema.json": [commonWordsSchema, "content/words/common.json: the words every page can show."],
  "words-pages.schema.json": [pageWordsSchema, "content/words/pages.json: the words of single pages."],
  "words-contact.schema.json": [contactWordsSchema, "content/words/contact.json: what the contact form says."],
  "badges.schema.json": [badgesSchema, "content/badges.json: the colours of the cards' hashtag labels."],
};

export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FILES).map(([name, [schema, description]]) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
      // Every data file names its schema; the schema must allow that line, also where the names are free (a record).
      const properties = { $schema: { type: "string" }, ...(json.properties as object | undefined) };
      const names = json.propertyNames ? { propertyNames: { anyOf: [{ const: "$schema" }, json.propertyNames] } } : {};
      return [name, `${JSON.stringify({ ...json, ...names, description, properties }, null, 2)}\n`];
    }),
  );
}
