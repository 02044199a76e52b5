// Draws each page's share picture (scripts/share/cards.ts) into public/share/<id>-<hash8>.png and writes the manifest the
// route loaders read. The name's hash covers the card's SVG, the picture's original bytes and the encoder settings,
// so a rebuild without changes finds every file in place and draws nothing; files no card names any more are deleted.

import { availableParallelism } from "node:os";
import { readdir, readFile, unlink } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ShareCard } from "./cards.ts";
import { exists, sizeOf, writeAtomic } from "../images/files.ts";
import { contentHash } from "../images/naming.ts";
import { runPool } from "../images/pool.ts";
import { PATHS } from "../images/settings.ts";
import { cardSvg, type CardColours, PICTURE_BOX, SHARE_SIZE } from "./card.ts";
import { SHARE_MANIFEST, SHARE_URL, type ShareManifest, type SharePicture } from "../../shared/pictures.ts";

/**
 * A page's card is a PNG, quantised to a palette: a full-colour PNG of a painted picture weighs 400–700 KB, the palette
 * one about a fifth of that. An artwork's card is a JPEG, which every network's previewer reads too: the pages are
 * counted in hundreds, and it encodes ten times faster than the palette PNG at a similar size. Bump `version` when the
 * drawing code changes the output.
 */
const PNG = { palette: true, quality: 90, effort: 7, compressionLevel: 9 } as const;
const JPEG = { quality: 80, mozjpeg: false, chromaSubsampling: "4:2:0" } as const;
const SETTINGS_KEY = JSON.stringify({ version: 2, PNG, JPEG, SHARE_SIZE, PICTURE_BOX });

export type BuildShareOptions = {
  root: string;
  cards: readonly ShareCard[];
  siteName: string;
  tagline: string;
  colours: CardColours;
};

export type BuildShareStats = { pictures: number; drawn: number; bytes: number; largest: number; seconds: number };

export async function buildShare(
  options: BuildShareOptions,
): Promise<{ manifest: ShareManifest; stats: BuildShareStats }> {
  const { root, cards, siteName } = options;
  const start = performance.now();
  sharp.concurrency(availableParallelism());
  const outDir = join(root, "public", SHARE_URL);

  const results = await runPool(
    cards.map((card) => async () => {
      const svg = cardSvg({ title: card.title, siteName, tagline: options.tagline, colours: options.colours });
      const source = await originalOf(root, card);
      const format = card.artwork ? "jpeg" : "png";
      const hash = contentHash(Buffer.concat([Buffer.from(svg), source, Buffer.from(format)]), SETTINGS_KEY);
      const name = `${card.id}-${hash.slice(0, 8)}.${card.artwork ? "jpg" : "png"}`;
      const file = join(outDir, name);
      const drawn = !(await exists(file));
      if (drawn) await writeAtomic(file, await draw(svg, source, card.artwork === true));
      const picture: SharePicture = {
        url: `${SHARE_URL}/${name}`,
        type: `image/${format}`,
        ...SHARE_SIZE,
        alt: `${card.title} · ${siteName}. ${card.image.alt}`,
      };
      return { id: card.id, name, picture, drawn, bytes: (await sizeOf(file)) ?? 0 };
    }),
    2,
  );

  const manifest: ShareManifest = {
    version: 2,
    pictures: Object.fromEntries(results.map((r) => [r.id, r.picture])),
  };
  await writeAtomic(join(root, SHARE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const keep = new Set(results.map((r) => r.name));
  for (const name of await readdir(outDir)) if (!keep.has(name)) await unlink(join(outDir, name));

  const sizes = results.map((r) => r.bytes);
  return {
    manifest,
    stats: {
      pictures: results.length,
      drawn: results.filter((r) => r.drawn).length,
      bytes: sizes.reduce((a, b) => a + b, 0),
      largest: Math.max(...sizes),
      seconds: (performance.now() - start) / 1000,
    },
  };
}

/**
 * The picture's original, as the image pipeline found it: the artist's file, else the rasterised placeholder; for a
 * picture the build made by cropping another, that one's (the share card crops it to its own box anyway).
 */
async function originalOf(root: string, card: ShareCard): Promise<Buffer> {
  let image = card.image;
  while (image.crop) image = image.crop.from;
  for (const dir of [PATHS.originals, PATHS.art]) {
    const file = join(root, dir, image.src);
    if (await exists(file)) return readFile(file);
  }
  throw new Error(`No original for the share picture "${card.id}" (${card.image.src}): run npm run assets first`);
}

/** A page's picture fills its box (cropped to fit); an artwork is shown whole, centred on the card's paper. */
async function draw(svg: string, source: Buffer, artwork: boolean): Promise<Buffer> {
  const { width, height, left, top } = PICTURE_BOX;
  const { data, info } = await sharp(source)
    .rotate()
    .resize(width, height, { fit: artwork ? "inside" : "cover" })
    .toBuffer({ resolveWithObject: true });
  const card = sharp(Buffer.from(svg)).composite([
    {
      input: data,
      left: left + Math.floor((width - info.width) / 2),
      top: top + Math.floor((height - info.height) / 2),
    },
  ]);
  return artwork ? card.flatten().jpeg(JPEG).toBuffer() : card.png(PNG).toBuffer();
}

export const summary = (s: BuildShareStats) =>
  `share: ${s.pictures} pictures (${s.drawn} drawn, ${s.pictures - s.drawn} cached), ${Math.round(s.bytes / 1024)} KB, largest ${Math.round(s.largest / 1024)} KB, in ${s.seconds.toFixed(1)} s`;
