import type { Art } from "./types.ts";

// Reading a recipe's parameters (the placeholders.json files of content/): the one reader every drawer uses, so a
// malformed recipe fails naming its kind, its seed and the parameter instead of drawing garbage.

/** Typed access to a recipe's parameters; a missing or mistyped one throws, naming the kind and the key. */
export function read(art: Art) {
  const fail = (key: string, type: string): never => {
    throw new Error(`Art "${art.kind}" (${art.seed}) needs a ${type} "${key}"`);
  };
  return {
    num: (key: string): number => (typeof art[key] === "number" ? (art[key] as number) : fail(key, "number")),
    str: (key: string): string => (typeof art[key] === "string" ? (art[key] as string) : fail(key, "string")),
    oneOf: <T extends string>(key: string, options: readonly T[]): T =>
      options.includes(art[key] as T) ? (art[key] as T) : fail(key, options.join(" | ")),
  };
}
