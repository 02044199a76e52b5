// Her pictures as the editor shows them, small, by their src: her own file made small (sharp, once per version of the
// file); or, where she has no file yet, the placeholder the build drew (its encoded picture, found through the
// picture manifest that `npm run assets` writes, which the preview runs as it starts). Read only: her files through
// the content store, the build's pictures by the names the manifest gives.

import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import sharp from "sharp";
import { imagePath } from "../model/schema.ts";
import { PICTURE_MANIFEST, type PictureManifest } from "../shared/pictures.ts";
import type { Store } from "./store.ts";

type Thumbnail = { bytes: Uint8Array<ArrayBuffer>; type: string };

/** The width the editor shows a picture at, twice over for sharp screens. */
const WIDTH = 480;
/** How many small pictures are kept made: a few hundred of ~20 kB. */
const KEPT = 400;
/** What the editor shows for a picture with no file of hers that the build has not drawn (yet). */
const NOT_YET: Thumbnail = {
  bytes: new TextEncoder()
    .encode(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e4e7eb"/>
<text x="200" y="160" font-family="system-ui, sans-serif" font-size="34" text-anchor="middle" fill="#30343a">Not drawn yet</text></svg>
`),
  type: "image/svg+xml",
};

/** The thumbnails of the content in `store`, in the project at `root` (whose build drew the placeholders). */
export function thumbnails(store: Store, root: string) {
  const made = new Map<string, Thumbnail>();
  let manifest: { at: number; pictures: PictureManifest["pictures"] } | undefined;
  // Two at a time: a large original takes a core for a moment, and a save's check must not wait behind a hundred.
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= 2) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };

  async function small(file: string): Promise<Thumbnail | undefined> {
    const version = await store.stat(file);
    if (!version) return undefined;
    const key = `${file}:${version.mtimeMs}:${version.size}`;
    const kept = made.get(key);
    if (kept) return kept;
    const bytes = await store.read(file);
    if (!bytes) return undefined;
    const image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    const thumb = await turn(() => image.resize({ width: WIDTH, withoutEnlargement: true }).webp().toBuffer());
    if (made.size >= KEPT) made.delete(made.keys().next().value!);
    made.set(key, { bytes: new Uint8Array(thumb), type: "image/webp" });
    return made.get(key);
  }

  /** The build's encoded placeholder, at the first width the editor can use. */
  async function encoded(src: string): Promise<Thumbnail | undefined> {
    const at = await stat(join(root, PICTURE_MANIFEST)).catch(() => undefined);
    if (!at) return undefined;
    if (manifest?.at !== at.mtimeMs) {
      const text = await readFile(join(root, PICTURE_MANIFEST), "utf8").catch(() => "{}");
      manifest = { at: at.mtimeMs, pictures: (JSON.parse(text) as Partial<PictureManifest>).pictures ?? {} };
    }
    const entry = manifest.pictures[src];
    const width = entry?.widths.find((w) => w >= WIDTH) ?? entry?.widths.at(-1);
    const name = entry && `${basename(entry.stem)}-${width}.webp`;
    if (!name || !/^[\w-]+\.webp$/.test(name)) return undefined;
    const bytes = await readFile(join(root, "public", "assets", "img", name)).catch(() => undefined);
    return bytes && { bytes: new Uint8Array(bytes), type: "image/webp" };
  }

  /** The thumbnail of the picture at `src`, or undefined for a src no picture can have. */
  return async (src: string): Promise<Thumbnail | undefined> => {
    if (!imagePath.safeParse(src).success) return undefined;
    // A file sharp cannot read shows as no picture: the save's check says why.
    const mine = await small(`images/${src}`).catch(() => undefined);
    return mine ?? (await encoded(src)) ?? NOT_YET;
  };
}
