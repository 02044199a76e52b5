import type { Picture } from "../kit/types.ts";

// What a recipe helper's picture must look like, checked by the package itself: the site that uses the pictures may
// check them against its own content schema as well.

/** A picture's path: lower-case, relative, ending in an image format's extension. */
const SRC = /^[a-z0-9][a-z0-9_/-]*\.(png|jpe?g|webp|avif)$/;
const FIELDS = new Set(["src", "alt", "title", "art"]);
const filled = (value: unknown) => typeof value === "string" && value.trim() === value && value !== "";

/** What is wrong with a picture, in words; empty when nothing is. */
export function checkPicture(picture: Picture): string[] {
  const { src, alt, title, art } = picture;
  return [
    ...Object.keys(picture)
      .filter((field) => !FIELDS.has(field))
      .map((field) => `${src}: unknown field "${field}"`),
    ...(SRC.test(src) ? [] : [`${src}: src is not a lower-case relative path to a picture`]),
    ...(filled(alt) ? [] : [`${src}: alt is blank or has spaces around it`]),
    ...(title === undefined || filled(title) ? [] : [`${src}: title is blank or has spaces around it`]),
    ...(filled(art.kind) ? [] : [`${src}: art.kind is blank`]),
    ...(filled(art.seed) ? [] : [`${src}: art.seed is blank`]),
  ];
}
