// Writes the JSON Schemas of the content's data files into schemas/, from the zod schemas the build checks them with
// (model/schema.ts, model/words-schema.ts), so the two never disagree. Every data file names its schema in `$schema`:
// an editor such as VS Code then completes fields and underlines mistakes as the artist types. Part of `npm run
// assets`; model/schemas.test.ts fails when the files here are not what this would write.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonSchemas } from "../model/json-schemas.ts";

const folder = fileURLToPath(new URL("../schemas/", import.meta.url));
mkdirSync(folder, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas())) writeFileSync(join(folder, name), schema);
