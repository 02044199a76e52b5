// Her pictures as the build takes them: bytes sharp can read and encode, within limits a laptop handles, named as a
// picture's src must be (lower-case letters, digits, dashes; no control, bidi or invisible character that could make
// a name read as another), and never over a picture that is there already.

import sharp from "sharp";
import { Refused, type Store } from "./store.ts";

/** The largest picture file the studio takes, and the most pixels: far beyond the 3,200 px the build makes at most. */
export const PICTURE_LIMITS = { bytes: 40 * 1024 * 1024, pixels: 100_000_000 } as const;

/** Refuses bytes that the build's picture step could not read and encode; answers its width and height. */
export async function checkPicture(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length > PICTURE_LIMITS.bytes)
    throw new Refused(`is larger than ${PICTURE_LIMITS.bytes / 1024 / 1024} MB: save it smaller and try again`, 413);
  try {
    const image = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.pixels, failOn: "error" });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (!["png", "jpeg", "webp", "heif"].includes(format ?? "")) throw new Error(format);
    // Decoded whole and encoded small, as the build will: a cut or broken file fails here, not in the build.
    await image.resize(16).webp().toBuffer();
    return { width, height };
  } catch (error) {
    if ((error as Error).message.includes("pixel limit"))
      throw new Refused(`has more than ${PICTURE_LIMITS.pixels / 1_000_000} million pixels: save it smaller`, 413);
    throw new Refused("is not a picture the site can show: save it as PNG, JPEG, WebP or AVIF");
  }
}

/**
 * A file name as a picture's src wants it: accents taken off, controls and invisible characters dropped, everything
 * but letters, digits, dots, underscores and dashes made a dash, lower case; `picture` when nothing is left.
 */
export function cleanName(name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ""];
  const clean = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\p{M}\p{Cc}\p{Cf}]/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^[-_]+|-+$/g, "");
  return `${clean(stem) || "picture"}.${clean(ext)}`;
}

/** Whether `name` is already as cleanName makes it, with a picture's extension. */
export const isCleanPictureName = (name: string) => cleanName(name) === name && /\.(png|jpe?g|webp|avif)$/.test(name);

/** The first free name in `folder` (under content/) for `name`: itself, or with -2, -3… before its extension. */
export async function freeName(store: Store, folder: string, name: string): Promise<string> {
  const dot = name.lastIndexOf(".");
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? name : `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
    if (!(await store.exists(`${folder}/${candidate}`))) return candidate;
  }
  throw new Refused(`content/${folder} has too many pictures named like ${name}`);
}
