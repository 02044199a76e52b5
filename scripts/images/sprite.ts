// Joins the hero animation's frames, in order, into one horizontal sprite sheet per frame width (AVIF and WebP,
// transparency kept, no metadata: the still, encoded as a picture, carries the rights) under public/assets/img/,
// unless the cache already has it. Runs once per `npm run assets`, as soon as the frames' originals are resolved.

import { type Meta, type OutputFile, plannedFiles, readCached, writeMeta } from "./cache.ts";
import { writeVariants } from "./encode.ts";
import { contentHash } from "./naming.ts";
import { alphaIsOpaque, decode, dominantColor, fromPixels, type Pixels, previewUri } from "./pixels.ts";
import { FRAME_WIDTHS, SETTINGS_KEY } from "./settings.ts";

export const SPRITE_SLUG = "home-frames";

export type SpriteResult = { frames: number; hash: string; meta: Meta; files: OutputFile[]; encoded: boolean };

/**
 * `frames` are the originals' bytes in animation order (at least one: the caller checks). The sheet's hash covers every frame and the order, so
 * replacing or reordering any frame gives new names. Frames of another size than the largest are fitted into its
 * box (centred, transparent margins), so one odd file cannot break the animation's grid.
 */
export async function buildSprite(root: string, frames: readonly Uint8Array[]): Promise<SpriteResult> {
  const frameHashes = frames.map((bytes) => contentHash(bytes)).join("\n");
  const hash = contentHash(Buffer.from(frameHashes), `${SETTINGS_KEY}sprite`);
  const cached = await readCached(root, hash, SPRITE_SLUG, () => ({ widths: FRAME_WIDTHS }));
  if (cached) return { frames: frames.length, hash, ...cached, encoded: false };

  const decoded: Pixels[] = [];
  for (const bytes of frames) decoded.push(await decode(bytes));
  const first = decoded[0] as Pixels;
  const largest = decoded.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  const meta: Meta = {
    width: largest.width,
    height: largest.height,
    color: dominantColor(first),
    placeholder: await previewUri(first),
  };
  const planned = plannedFiles(SPRITE_SLUG, hash, { widths: FRAME_WIDTHS }, largest.width);
  const files = await writeVariants(root, planned, (width) =>
    sheet(decoded, width, Math.round((width * largest.height) / largest.width)),
  );
  await writeMeta(root, hash, meta);
  return { frames: frames.length, hash, meta, files, encoded: true };
}

/** All frames at width×height, side by side: (frames × width) × height pixels, RGBA unless all opaque. */
async function sheet(frames: readonly Pixels[], width: number, height: number): Promise<Pixels> {
  const row = width * 4;
  const sheetRow = row * frames.length;
  const data = Buffer.alloc(sheetRow * height);
  for (const [i, frame] of frames.entries()) {
    const pixels = await fromPixels(frame)
      .resize(width, height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .ensureAlpha()
      .raw()
      .toBuffer();
    for (let y = 0; y < height; y++) pixels.copy(data, y * sheetRow + i * row, y * row, (y + 1) * row);
  }
  return { data, width: width * frames.length, height, channels: 4, opaque: alphaIsOpaque(data) };
}
