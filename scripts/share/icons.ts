// Draws the PNG icons that cannot be SVG (the Apple touch icon, the manifest's 192 and 512) from public/favicon.svg,
// on the site's paper colour with a margin, as home screens expect an opaque square. A file is rewritten only when
// its bytes change, so an unchanged rebuild leaves public/ as it was.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { writeAtomic } from "../images/files.ts";
import type { Icon } from "./web-manifest.ts";

/** The share of the square the box takes; the rest is margin. */
const FILL = 0.8;

export async function drawIcons(root: string, icons: readonly Icon[], background: string): Promise<number> {
  const svg = await readFile(join(root, "public", "favicon.svg"));
  const { width = 0 } = await sharp(svg).metadata();
  if (!width) throw new Error("public/favicon.svg has no width");
  let written = 0;
  for (const { src, size } of icons) {
    const inner = Math.round(size * FILL);
    const margin = Math.floor((size - inner) / 2);
    const png = await sharp(svg, { density: (72 * inner) / width })
      .resize(inner, inner)
      .extend({ top: margin, left: margin, bottom: size - inner - margin, right: size - inner - margin, background })
      .flatten({ background })
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (await writeIfChanged(join(root, "public", src), png)) written++;
  }
  return written;
}

/** Writes unless the file already holds exactly these bytes; true when it wrote. */
export async function writeIfChanged(file: string, data: string | Buffer): Promise<boolean> {
  const old = await readFile(file).catch(() => undefined);
  if (old?.equals(Buffer.isBuffer(data) ? data : Buffer.from(data))) return false;
  await writeAtomic(file, data);
  return true;
}
