import type { z } from "zod";
import { picturesSchema } from "./schema.ts";

const origins = new WeakMap<object, string>();

/** Parses one content file's export, or throws an error that names the file and every bad field. */
export function parseContent<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(`Content error in ${file}:\n${problems.join("\n")}`);
  }
  if (typeof result.data === "object" && result.data !== null) origins.set(result.data, file);
  return result.data;
}

/**
 * Checks a picture list (content/pictures/<name>.json) on its own, so an error names that file and the picture's
 * field; the pictures are checked again where a content file places them. Keeps the list's own shape for TypeScript.
 */
export function parsePictures<T extends object>(pictures: T, file: string): T {
  return parseContent(picturesSchema, pictures, file) as T;
}

/** The content file a parsed value came from. */
export function fileOf(value: object): string {
  return origins.get(value) ?? "(unknown file)";
}

/** Throws when two entries share a key, naming both files and the field. */
export function assertUnique<T extends object>(items: readonly T[], field: string, key: (item: T) => string) {
  const seen = new Map<string, T>();
  for (const item of items) {
    const first = seen.get(key(item));
    if (first) {
      throw new Error(
        `Content error in ${fileOf(item)}:\n  ${field}: "${key(item)}" is already used by ${fileOf(first)}`,
      );
    }
    seen.set(key(item), item);
  }
}
