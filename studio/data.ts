// A data file as the studio saves it: only the files it edits, checked with the build's schema for that file
// (model/load.ts `check`, so a refusal is the build's own message), without the optional fields left empty, in the
// file's own order and layout. What spans files (box.json's list, each picture shown once) is studio/whole.ts's.

import { join } from "node:path";
import prettier from "prettier";
import { contentKindOf } from "../model/content-files.ts";
import { jsonSchemas } from "../model/json-schemas.ts";
import { check, ContentError, withoutSchemaLine } from "../model/load.ts";
import { formatData, inOrderOf, nesting, type Shape, withoutBlanks } from "./format.ts";
import { Refused, type Store } from "./store.ts";

/** The largest data file the studio writes (the largest project.json is ~20 kB) and its deepest nesting. */
export const DATA_LIMITS = { bytes: 1024 * 1024, nesting: 32 } as const;

/** The kind of a file the studio writes (model/content-files.ts), or refused. */
function kindOf(file: string) {
  const kind = contentKindOf(file);
  if (!kind?.studio) throw new Refused(`The studio does not write content/${file}.`, 403);
  return kind;
}

let shapes: Record<string, Shape> | undefined;
const shapeOf = (jsonSchema: string) =>
  (shapes ??= Object.fromEntries(
    Object.entries(jsonSchemas()).map(([file, text]) => [file, JSON.parse(text) as Shape]),
  ))[jsonSchema];

/** The project's Prettier settings, by the content folder they are found from. */
const prettierOptions = new Map<string, Promise<prettier.Options | null>>();

/**
 * The text to write for `file` (under content/) when the editor sends `raw`: refused with the build's message when
 * the build would refuse it, else pruned, ordered like the file and formatted. `$schema` always names the file's
 * schema, whatever was sent.
 */
export async function dataText(store: Store, file: string, raw: unknown): Promise<{ text: string; data: unknown }> {
  const { schema, jsonSchema } = kindOf(file);
  const shown = `content/${file}`;
  if (typeof raw !== "string") throw new Refused(`No text was sent for ${shown}.`, 400);
  if (Buffer.byteLength(raw) > DATA_LIMITS.bytes) throw new Refused(`${shown} would be larger than 1 MB.`, 413);
  if (nesting(raw) > DATA_LIMITS.nesting) throw new Refused(`${shown} is nested too deep.`, 400);
  let sent: unknown;
  try {
    sent = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(shown, [`this is not valid JSON (${(error as Error).message})`]);
  }
  if (!sent || typeof sent !== "object" || Array.isArray(sent))
    throw new ContentError(shown, ["must be a group of fields in { }"]);
  const beforeText = (await store.read(file))?.toString("utf8") ?? "";
  const before = beforeText ? parsed(beforeText) : undefined;
  const schemaPath = `${"../".repeat(file.split("/").length)}schemas/${jsonSchema}`;
  const pruned = withoutBlanks({ ...sent, $schema: schemaPath }, shapeOf(jsonSchema));
  const data = inOrderOf(pruned, before) as Record<string, unknown>;
  check(schema, withoutSchemaLine(data), shown);
  if (!prettierOptions.has(store.root)) prettierOptions.set(store.root, prettier.resolveConfig(join(store.root, file)));
  return { text: await formatData(data, beforeText, (await prettierOptions.get(store.root)) ?? {}), data };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
