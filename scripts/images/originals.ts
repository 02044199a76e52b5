// Finds each picture's original: the artist's file at content/images/<src> if there is one, else a placeholder PNG
// at .cache/art/<src> rasterised from the recipe's drawing. Runs first in every `npm run assets`; a placeholder is
// rasterised again only when its SVG changed (.cache/art/index.json maps src → sha256 of the SVG), because drawing
// is cheap and rasterising is not.

import { readdir, readFile, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Drawing } from "placeholder-art";
import sharp from "sharp";
import type { ImageRef } from "../../model/images.ts";
import { closest, ContentError } from "../../model/load.ts";
import type { Art } from "../../model/schema.ts";
import { exists, readJsonOrUndefined, writeAtomic } from "./files.ts";
import { sha256 } from "./naming.ts";
import { PATHS, PLACEHOLDER_PNG } from "./settings.ts";

export type Draw = (art: Art) => Drawing;

export type Original = {
  ref: ImageRef;
  /** The file the pixels come from (absolute). */
  path: string;
  bytes: Buffer;
  /** True when the picture is a placeholder drawn from the recipe. */
  fromRecipe: boolean;
  /** True when the placeholder was (re)rasterised in this run. */
  drawn: boolean;
};

/** Fails before any work when a picture has neither an original nor a recipe, naming every such file and field. */
export async function checkSources(root: string, refs: readonly ImageRef[]): Promise<void> {
  const problems = new Map<string, string[]>();
  for (const ref of refs) {
    if (ref.image.art || ref.image.crop || (await exists(join(root, PATHS.originals, ref.image.src)))) continue;
    const lines = problems.get(ref.file) ?? [];
    lines.push(`${ref.field}: ${await missing(root, ref.image.src)}`);
    problems.set(ref.file, lines);
  }
  if (problems.size > 0) throw new ContentError([...problems].map(([file, lines]) => ({ file, lines })));
}

/** Why a picture has no original, and where its file should go, with the name the artist may have meant. */
async function missing(root: string, src: string): Promise<string> {
  const folder = join(root, PATHS.originals, dirname(src));
  const files = await readdir(folder).catch(() => [] as string[]);
  const guess = closest(
    basename(src),
    files.filter((file) => /\.(png|jpe?g|webp|avif)$/i.test(file)),
  );
  return (
    `no file at ${PATHS.originals}/${src}${guess ? `: did you mean "${guess}"?` : ""} ` +
    `(save the picture there, or change its src; only placeholders.json can draw a picture without a file)`
  );
}

/** .cache/art/index.json: which SVG (by sha256) each placeholder PNG was rasterised from. */
export class ArtIndex {
  private readonly root: string;
  private readonly hashes: Map<string, string>;

  private constructor(root: string, hashes: Map<string, string>) {
    this.root = root;
    this.hashes = hashes;
  }

  static async load(root: string): Promise<ArtIndex> {
    const json = await readJsonOrUndefined(join(root, PATHS.artIndex));
    const entries =
      json && typeof json === "object"
        ? Object.entries(json).filter((e): e is [string, string] => typeof e[1] === "string")
        : [];
    return new ArtIndex(root, new Map(entries));
  }

  get(src: string) {
    return this.hashes.get(src);
  }

  set(src: string, svgHash: string) {
    this.hashes.set(src, svgHash);
  }

  /** Forgets (and deletes the PNGs of) placeholders no longer needed: the picture is gone or the artist's file came. */
  async prune(keep: ReadonlySet<string>): Promise<void> {
    for (const src of [...this.hashes.keys()]) {
      if (keep.has(src)) continue;
      this.hashes.delete(src);
      await unlink(join(this.root, PATHS.art, src)).catch(() => {});
    }
  }

  async save(): Promise<void> {
    const sorted = Object.fromEntries([...this.hashes].sort(([a], [b]) => (a < b ? -1 : 1)));
    await writeAtomic(join(this.root, PATHS.artIndex), `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

/** The original of one picture, rasterising its placeholder first if the drawing changed or the PNG is missing. */
export async function resolveOriginal(root: string, ref: ImageRef, draw: Draw, index: ArtIndex): Promise<Original> {
  const { src, art, crop } = ref.image;
  if (crop) {
    const from = await resolveOriginal(root, { ...ref, image: crop.from }, draw, index);
    return { ...from, ref, bytes: await cropTo(from.bytes, crop.aspect), drawn: false };
  }
  const artist = join(root, PATHS.originals, src);
  if (await exists(artist))
    return { ref, path: artist, bytes: await readFile(artist), fromRecipe: false, drawn: false };
  if (!art) {
    // checkSources() ran first; this only happens if the file vanished in between.
    throw new ContentError(ref.file, [`${ref.field}: ${await missing(root, src)}`]);
  }

  let drawing: Drawing;
  try {
    drawing = draw(art);
  } catch (error) {
    throw new Error(
      `Cannot draw the placeholder of ${src} (${ref.file}, ${ref.field}.art): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const path = join(root, PATHS.art, src);
  const svgHash = sha256(drawing.svg);
  if (index.get(src) === svgHash && (await exists(path))) {
    return { ref, path, bytes: await readFile(path), fromRecipe: true, drawn: false };
  }

  const bytes = await rasterise(drawing, `${src} (${ref.file}, ${ref.field}.art, kind "${art.kind}")`);
  await writeAtomic(path, bytes);
  index.set(src, svgHash);
  return { ref, path, bytes, fromRecipe: true, drawn: true };
}

/**
 * The largest part of a picture with the given width-to-height ratio, chosen where the picture's detail is (sharp's
 * "attention" strategy), as a PNG: the same bytes always give the same crop.
 */
async function cropTo(bytes: Buffer, aspect: number): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(bytes).metadata();
  const [w, h] = width / height > aspect ? [Math.round(height * aspect), height] : [width, Math.round(width / aspect)];
  return sharp(bytes)
    .resize(w, h, { fit: "cover", position: sharp.strategy.attention })
    .png(PLACEHOLDER_PNG)
    .toBuffer();
}

/** SVG → PNG at exactly the drawing's size; the same SVG always gives the same bytes. */
export async function rasterise(drawing: Drawing, what: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(drawing.svg))
    .png(PLACEHOLDER_PNG)
    .toBuffer({ resolveWithObject: true });
  if (info.width !== drawing.width || info.height !== drawing.height) {
    throw new Error(
      `The placeholder drawing of ${what} rasterises to ${info.width}×${info.height}, not the ${drawing.width}×${drawing.height} it declares: check the SVG's width and height`,
    );
  }
  return data;
}
