// The content's schemas as JSON Schema files (draft 2020-12), by file name: what scripts/schemas.ts writes to
// schemas/ and what each data file names in `$schema`. One per kind of content file (model/content-files.ts).

import { z } from "zod";
import { CONTENT_FILES } from "./content-files.ts";

export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.values(CONTENT_FILES).map(({ schema, jsonSchema, about }) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
      // Every data file names its schema; the schema must allow that line, also where the names are free (a record).
      const properties = { $schema: { type: "string" }, ...(json.properties as object | undefined) };
      const names = json.propertyNames ? { propertyNames: { anyOf: [{ const: "$schema" }, json.propertyNames] } } : {};
      return [jsonSchema, `${JSON.stringify({ ...json, ...names, description: about, properties }, null, 2)}\n`];
    }),
  );
}
