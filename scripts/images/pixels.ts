// Decodes an original once per encode into oriented sRGB pixels, and derives what the manifest records besides the
// files: dominant colour and the tiny blurred preview. Used by the encoder and the sprite sheet when (and only when)
// an original is not in the cache.

import sharp from "sharp";
import { PREVIEW } from "./settings";

/** Raw 8-bit sRGB pixels, EXIF orientation applied; alpha only when some pixel is not fully opaque. */
export type Pixels = { data: Buffer; width: number; height: number; channels: 3 | 4 };

export async function decode(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes, { autoOrient: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels !== 3 && channels !== 4) throw new Error(`Unexpected ${channels} channels after sRGB conversion`);
  const pixels: Pixels = { data, width, height, channels };
  // An alpha channel costs AVIF/WebP bytes and time for nothing when every pixel is opaque (e.g. drawn placeholders).
  if (channels === 4 && isOpaque(pixels)) {
    return { data: await fromPixels(pixels).removeAlpha().raw().toBuffer(), width, height, channels: 3 };
  }
  return pixels;
}

/** A sharp pipeline reading the decoded pixels (no second decode of the original). */
export const fromPixels = (p: Pixels) =>
  sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });

export function isOpaque(p: Pixels): boolean {
  if (p.channels === 3) return true;
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] !== 255) return false;
  return true;
}

const hex = (n: number) => n.toString(16).padStart(2, "0");

/**
 * The dominant colour as `#rrggbb`: sharp's `stats().dominant` (a 4096-bin histogram). sharp ignores alpha, so for
 * pictures with transparency (the hero frames) the same histogram is built here weighted by alpha; otherwise the
 * invisible pixels (often black) would win.
 */
export async function dominantColor(p: Pixels): Promise<string> {
  if (p.channels === 3) {
    const { dominant } = await fromPixels(p).stats();
    return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  }
  const bins = new Float64Array(4096);
  const { data } = p;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] as number;
    if (alpha === 0) continue;
    bins[((data[i] as number) >> 4) * 256 + ((data[i + 1] as number) >> 4) * 16 + ((data[i + 2] as number) >> 4)]! +=
      alpha;
  }
  let best = 0;
  for (let b = 1; b < bins.length; b++) if (bins[b]! > bins[best]!) best = b;
  if (bins[best] === 0) return "#000000";
  return `#${hex((best >> 8) * 16 + 8)}${hex(((best >> 4) & 15) * 16 + 8)}${hex((best & 15) * 16 + 8)}`;
}

/**
 * A tiny blurred WebP as a data URI, inlined in the HTML while the real picture loads. ~16 px wide (narrower for
 * tall pictures); if a picture still needs more than PREVIEW.maxUriLength characters, it is made smaller until it fits.
 */
export async function previewUri(p: Pixels): Promise<string> {
  const attempts = [
    { size: PREVIEW.width, quality: PREVIEW.quality },
    { size: 12, quality: 30 },
    { size: 8, quality: 20 },
  ];
  let uri = "";
  for (const { size, quality } of attempts) {
    const webp = await fromPixels(p)
      .resize({ width: size, height: size * 2, fit: "inside", withoutEnlargement: true })
      .blur(PREVIEW.blur)
      .webp({ quality, alphaQuality: quality })
      .toBuffer();
    uri = `data:image/webp;base64,${webp.toString("base64")}`;
    if (uri.length < PREVIEW.maxUriLength) return uri;
  }
  return uri;
}
