// The image pipeline's test fixtures (scripts/images/*.test.ts): a throw-away project root (a temporary folder) with a few tiny
// originals, refs shaped like listImages()'s, and a fake `draw`. Made fresh by each test that needs one; removed by
// `removeProjects` (after each test).

import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Drawing } from "placeholder-art";
import sharp from "sharp";
import type { ImageRef, ImageUse } from "../../model/images.ts";
import type { Art, Rights } from "../../model/schema.ts";
import { tempFolders } from "./temp-folders.ts";

export const ref = (src: string, use: ImageUse, art?: Art, field = `fixture.${src}`): ImageRef => ({
  image: { src, alt: `A picture at ${src}`, ...(art ? { art } : {}) },
  use,
  file: "content/projects/fixture/project.json",
  field,
});

/** The rights written into the fixture's pictures: characters XML must escape, and some EXIF's ASCII lacks. */
export const RIGHTS: Rights = {
  creator: { name: "Zoë <Doe> & Co", kind: "studio" },
  copyright: "© 2026 Zoë <Doe> & Co. All rights reserved.",
  licence: "https://example.com/licence?use=web&ask=1",
  dataMining: "no-ai-training",
};

/** A fake drawer: the recipe's params give the size and colour; frames are a dot on a transparent background. */
export function fakeDraw(art: Art): Drawing {
  const width = Number(art.width ?? 100);
  const height = Number(art.height ?? 80);
  const fill = String(art.fill ?? "#c04020");
  const body =
    art.kind === "dot"
      ? `<circle cx="${10 + Number(art.seed.replace(/\D/g, "")) * 5}" cy="${height / 2}" r="12" fill="${fill}"/>`
      : `<rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ffffff"/>`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    width,
    height,
  };
}

export async function writeOriginal(root: string, src: string, image: ReturnType<typeof sharp>) {
  const path = join(root, "content/images", src);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await image.toBuffer());
}

/** A flat picture with a white square, so it is not a single colour. */
export const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).composite([
    {
      input: {
        create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: "#ffffff" },
      },
      left: 0,
      top: 0,
    },
  ]);

export const FRAME_REFS = Array.from({ length: 16 }, (_, i) =>
  ref(`home/frame-${String(i + 1).padStart(2, "0")}.png`, "frame", { kind: "dot", seed: `f${i}` }, `home.frames[${i}]`),
);

/**
 * The standard fixture: a 900×600 gallery PNG, a 300×200 card JPEG stored with EXIF orientation 6 (shown 200×300),
 * a 64×64 illustration PNG, a 1000×400 banner drawn from a recipe, and 16 frames of 100×80 drawn from recipes.
 */
const projects = tempFolders("images");

/** Removes every project made so far. */
export const removeProjects = projects.removeAll;

export async function makeProject() {
  const root = projects.make();
  await writeOriginal(root, "gallery/wide.png", picture(900, 600, "#2060a0").png());
  await writeOriginal(root, "card/photo.jpg", picture(300, 200, "#30a050").jpeg().withMetadata({ orientation: 6 }));
  await writeOriginal(root, "about/tiny.png", picture(64, 64, "#a03080").png());
  const refs: ImageRef[] = [
    ...FRAME_REFS,
    ref("gallery/wide.png", "gallery"),
    ref("card/photo.jpg", "card"),
    ref("about/tiny.png", "illustration"),
    ref("bb/banner.png", "banner", { kind: "box", seed: "banner", width: 1000, height: 400 }),
  ];
  return { root, refs };
}
