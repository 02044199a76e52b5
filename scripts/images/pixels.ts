// Decodes an original once per encode into oriented sRGB pixels, and derives what the manifest records besides the
// files: dominant colour and the tiny blurred preview. Used by the encoder and the sprite sheet when (and only when)
// an original is not in the cache.

import sharp from "sharp";
import { PREVIEW } from "./settings.ts";

/**
 * Raw 8-bit sRGB pixels, EXIF orientation applied. `opaque` RGBA pixels (e.g. drawn placeholders, which always have
 * an alpha channel) lose the channel on the way into each resize or encoder: alpha costs AVIF/WebP bytes and time
 * for nothing, and dropping it there avoids a separate pass over the full picture.
 */
export type Pixels = { data: Buffer; width: number; height: number; channels: 3 | 4; opaque: boolean };

export async function decode(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes, { autoOrient: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels !== 3 && channels !== 4) throw new Error(`Unexpected ${channels} channels after sRGB conversion`);
  return { data, width, height, channels, opaque: channels === 3 || alphaIsOpaque(data) };
}

/** A sharp pipeline reading the decoded pixels (no second decode of the original). */
export function fromPixels(p: Pixels) {
  const image = sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });
  return p.channels === 4 && p.opaque ? image.removeAlpha() : image;
}

/** True when every alpha byte of RGBA data is 255. */
export function alphaIsOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

const hex = (n: number) => n.toString(16).padStart(2, "0");

/**
 * The dominant colour as `#rrggbb`: the centre of the fullest bin of a 4096-bin (16×16×16) RGB histogram, which is
 * what sharp's `stats().dominant` computes. Done here because `stats()` also computes entropy and sharpness (~16 ms a
 * picture) and ignores alpha: pixels count by their opacity, so the invisible (often black) pixels around the hero
 * frames do not win. Called with the smallest variant: the same bins, a fraction of the pixels.
 */
export function dominantColor(p: Pixels): string {
  const bins = new Float64Array(4096);
  const { data, channels } = p;
  const withAlpha = channels === 4;
  for (let i = 0; i < data.length; i += channels) {
    const weight = withAlpha ? (data[i + 3] as number) : 1;
    if (weight === 0) continue;
    const bin = ((data[i] as number) >> 4) * 256 + ((data[i + 1] as number) >> 4) * 16 + ((data[i + 2] as number) >> 4);
    bins[bin]! += weight;
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
