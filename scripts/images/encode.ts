// Encodes one original into AVIF and WebP at the widths of its use under public/assets/img/, with the artist's rights
// in every file and content-hashed names, unless the cache already has them. Runs for every non-frame picture in
// `npm run assets`.

import { writeAtomic } from "./files.ts";
import {
  type Meta,
  type OutputFile,
  type PlannedFile,
  outputPath,
  plannedFiles,
  readCached,
  type WidthsOf,
  writeMeta,
} from "./cache.ts";
import { type Format, pictureSlug } from "../../shared/pictures.ts";
import { contentHash } from "./naming.ts";
import { decode, dominantColor, fromPixels, type Pixels, previewUri } from "./pixels.ts";
import { rightsKey, type Stamp, stampAt } from "./rights.ts";
import { encoderOptions, SETTINGS_KEY } from "./settings.ts";

/**
 * `hash` names the meta file (.cache/images/meta/<hash>.json) and, with the slug, the files; `encoded` is false when it
 * came from the cache.
 */
export type Encoded = { slug: string; hash: string; meta: Meta; files: OutputFile[]; encoded: boolean };

/** One original (its bytes and src) → its variants with the rights' `stamp`, from the cache when possible. */
export async function encodeOriginal(
  root: string,
  src: string,
  bytes: Uint8Array,
  widths: WidthsOf,
  stamp: Stamp,
): Promise<Encoded> {
  const hash = contentHash(bytes, `${SETTINGS_KEY}${rightsKey(stamp)}`);
  const slug = pictureSlug(src);
  const cached = await readCached(root, hash, slug, widths);
  if (cached) return { slug, hash, ...cached, encoded: false };

  const pixels = await decode(bytes);
  const planned = plannedFiles(slug, hash, widths(pixels), pixels.width);
  const scaled = new Map<number, Promise<Pixels>>();
  const at = (width: number) => {
    let result = scaled.get(width);
    if (!result) scaled.set(width, (result = width === pixels.width ? Promise.resolve(pixels) : resize(pixels, width)));
    return result;
  };
  // Colour and preview from the smallest variant: practically the same as from the full picture, at a fraction of the cost.
  const small = await at((planned[0] as PlannedFile).width);
  const meta: Meta = {
    width: pixels.width,
    height: pixels.height,
    color: dominantColor(small),
    placeholder: await previewUri(small),
  };
  const files = await writeVariants(root, planned, at, stamp);
  await writeMeta(root, hash, meta);
  return { slug, hash, meta, files, encoded: true };
}

/**
 * Encodes the planned files, making the pixels of each width once for both formats, each with what it carries of
 * `stamp` (none: the hero's sprite sheet, a technical sheet of frames).
 */
export async function writeVariants(
  root: string,
  planned: readonly PlannedFile[],
  pixelsAt: (width: number) => Pixels | Promise<Pixels>,
  stamp?: Stamp,
): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  const widths = [...new Set(planned.map((f) => f.width))];
  const largest = Math.max(...widths);
  for (const width of widths) {
    const pixels = await pixelsAt(width);
    for (const file of planned.filter((f) => f.width === width)) {
      const data = await encodeAs(pixels, file.format, stamp && stampAt(stamp, width, largest));
      await writeAtomic(outputPath(root, file.name), data);
      files.push({ ...file, bytes: data.length });
    }
  }
  return files;
}

/** One file's bytes: the encoder's options for its format and width, and the metadata it carries. */
export function encodeAs(pixels: Pixels, format: Format, stamp?: Stamp): Promise<Buffer> {
  let image = fromPixels(pixels);
  if (stamp) image = image.withExif(stamp.exif).withDensity(stamp.density);
  if (stamp?.xmp) image = image.withXmp(stamp.xmp);
  const options = encoderOptions(format, pixels.width);
  return (format === "avif" ? image.avif(options) : image.webp(options)).toBuffer();
}

/** Downscales to `width` (height keeps the aspect ratio). */
export async function resize(pixels: Pixels, width: number): Promise<Pixels> {
  const { data, info } = await fromPixels(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4, opaque: pixels.opaque };
}
