import { readdir, readFile, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildImages } from "./build-images.ts";
import { picture as pictureData, readPictureManifest } from "../../shared/manifests.ts";
import {
  fileUrl,
  FORMATS,
  fullSizeFile,
  type PictureEntry,
  srcSet,
  type SpriteEntry,
  withZoom,
} from "../../shared/pictures.ts";
import { ContentError } from "../../model/load.ts";
import { rasterise } from "./originals.ts";
import {
  fakeDraw,
  makeProject,
  picture,
  ref,
  removeProjects,
  RIGHTS,
  writeOriginal,
} from "../../tests/support/image-project.ts";

const quiet = { log: () => {}, tty: false, draw: fakeDraw, rights: RIGHTS };
const output = (root: string, url: string) => join(root, "public", url);
const outputs = (root: string) => readdir(join(root, "public/assets/img"));

/** The largest difference of one channel between two `#rrggbb` colours. */
function distance(a: string, b: string) {
  const channels = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.max(...x.map((v, i) => Math.abs(v - (y[i] ?? 0))));
}

/** Every file of an entry, zoom widths included: format, width and URL. */
const filesOf = (entry: PictureEntry | SpriteEntry) =>
  FORMATS.flatMap((format) =>
    [...entry.widths, ...("zoom" in entry ? (entry.zoom ?? []) : [])].map((width) => ({
      format,
      width,
      url: fileUrl(entry.stem, width, format),
    })),
  );

/** Every file the manifest references (sprite included). */
function urls(manifest: Awaited<ReturnType<typeof buildImages>>["manifest"]) {
  return [manifest.sprite, ...Object.values(manifest.pictures)].flatMap((e) => filesOf(e).map((f) => f.url));
}

afterEach(removeProjects);

describe("buildImages", () => {
  it("encodes every original at its use's widths, never upscaled, and records intrinsic size, colour and preview", async () => {
    const project = await makeProject();
    const { manifest, stats } = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    const { pictures: images } = manifest;
    // The first hero frame is there too: the still (see the sprite test).
    expect(Object.keys(images)).toEqual([
      "home/frame-01.png",
      "gallery/wide.png",
      "card/photo.jpg",
      "about/tiny.png",
      "bb/banner.png",
    ]);
    const widths = (src: string) => images[src]?.widths;
    expect(widths("gallery/wide.png")).toEqual([280, 360, 600, 900]);
    expect(widths("card/photo.jpg")).toEqual([200]);
    expect(widths("about/tiny.png")).toEqual([64]);
    expect(widths("bb/banner.png")).toEqual([800, 1000]);
    expect(images["gallery/wide.png"]).toMatchObject({ slug: "gallery-wide" });

    expect(images["card/photo.jpg"]).toMatchObject({ width: 200, height: 300 });
    expect(images["gallery/wide.png"]).toMatchObject({ width: 900, height: 600 });
    // sharp's 4096-bin histogram gives the centre of a bin next to the fill colour #2060a0.
    expect(distance(images["gallery/wide.png"]!.color, "#2060a0")).toBeLessThanOrEqual(16);
    for (const entry of [...Object.values(images), manifest.sprite]) {
      expect(entry.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
      expect(entry.placeholder.length).toBeLessThan(400);
      expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    }

    // The files are what the manifest says: format, width, and the aspect ratio of the oriented original.
    for (const [src, entry] of Object.entries(images)) {
      for (const { format, width, url } of filesOf(entry)) {
        expect(url).toMatch(new RegExp(`^/assets/img/${entry.slug}-[0-9a-f]{8}-${width}\\.${format}$`));
        const meta = await sharp(output(project.root, url)).metadata();
        expect(meta.format, src).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * entry.height) / entry.width));
      }
    }
    expect((await outputs(project.root)).sort()).toEqual(
      urls(manifest)
        .map((u) => u.split("/").pop())
        .sort(),
    );
    expect(stats).toMatchObject({ originals: 20, drawn: 17, encoded: 20, cached: 0, files: 20 });
    expect(stats.avifBytes).toBeGreaterThan(0);
    expect(stats.webpBytes).toBeGreaterThan(0);
    expect(readPictureManifest(project.root)).toEqual(manifest);
  });

  it("joins the 16 frames into one transparent sheet per frame width", async () => {
    const project = await makeProject();
    const { manifest } = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    const { sprite } = manifest;
    // 100 px frames: 320 and 640 would upscale, so the frames' own width is used.
    expect(sprite).toMatchObject({ frames: 16, frameWidth: 100, frameHeight: 80 });
    // The dots' colour (#c04020), not the transparent pixels around them.
    expect(distance(sprite.color, "#c04020")).toBeLessThanOrEqual(16);
    expect(sprite.widths).toEqual([100]);
    for (const { url } of filesOf(sprite)) {
      const meta = await sharp(output(project.root, url)).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([16 * 100, 80, true]);
    }
    // Frame i's dot is at x = 10 + 5i within its own cell.
    const { data, info } = await sharp(output(project.root, fileUrl(sprite.stem, 100, "webp")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(3 * 100 + 10 + 15, 40)).toBeGreaterThan(200);
    expect(alphaAt(3 * 100 + 90, 40)).toBeLessThan(20);

    // The first frame alone, the still shown before the sheet (and instead of it with reduced motion).
    const first = project.refs.find((ref) => ref.use === "frame")!.image.src;
    const still = manifest.pictures[first]!;
    expect([still.width, still.height]).toEqual([100, 80]);
    expect(still.widths).toEqual([100]);
    const stillPixels = await sharp(output(project.root, fileUrl(still.stem, 100, "webp")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const stillAlpha = (x: number, y: number) =>
      stillPixels.data[(y * stillPixels.info.width + x) * stillPixels.info.channels + 3];
    expect(stillAlpha(10, 40)).toBeGreaterThan(200);
    expect(stillAlpha(10 + 15, 40)).toBeLessThan(20);
  });
});

describe("buildImages, run again", () => {
  it("encodes nothing and touches no file on a second run", async () => {
    const project = await makeProject();
    const first = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    const names = await outputs(project.root);
    const mtimes = await Promise.all(
      names.map(async (n) => (await stat(join(project.root, "public/assets/img", n))).mtimeMs),
    );
    const second = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    expect(second.stats).toMatchObject({ drawn: 0, encoded: 0, cached: 20, removed: 0 });
    expect(second.manifest).toEqual(first.manifest);
    expect(await outputs(project.root)).toEqual(names);
    const after = await Promise.all(
      names.map(async (n) => (await stat(join(project.root, "public/assets/img", n))).mtimeMs),
    );
    expect(after).toEqual(mtimes);
  });

  it("re-encodes only a changed original, under new names, and deletes its old files", async () => {
    const project = await makeProject();
    const first = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    await writeOriginal(project.root, "gallery/wide.png", picture(900, 600, "#a06020").png());
    const second = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    expect(second.stats).toMatchObject({ encoded: 1, cached: 19, removed: 8 });
    const before = first.manifest.pictures["gallery/wide.png"]!;
    const after = second.manifest.pictures["gallery/wide.png"]!;
    expect(after.stem).not.toBe(before.stem);
    expect(after.color).not.toBe(before.color);
    const names = await outputs(project.root);
    for (const { url } of filesOf(before)) expect(names).not.toContain(url.split("/").pop());
    expect(names.sort()).toEqual(
      urls(second.manifest)
        .map((u) => u.split("/").pop())
        .sort(),
    );
    expect(second.manifest.pictures["card/photo.jpg"]).toEqual(first.manifest.pictures["card/photo.jpg"]);
  });

  it("prefers the artist's original over the recipe, and draws a placeholder again only when its drawing changes", async () => {
    const project = await makeProject();
    await buildImages({ root: project.root, refs: project.refs, ...quiet });
    const placeholder = join(project.root, ".cache/art/bb/banner.png");
    expect(await readFile(placeholder)).toEqual(
      await rasterise(fakeDraw({ kind: "box", seed: "banner", width: 1000, height: 400 }), "banner"),
    );

    const changed = project.refs.map((r) =>
      r.image.src === "bb/banner.png"
        ? ref("bb/banner.png", "banner", { kind: "box", seed: "banner", width: 1200, height: 400 })
        : r,
    );
    const redrawn = await buildImages({ root: project.root, refs: changed, ...quiet });
    expect(redrawn.stats).toMatchObject({ drawn: 1, encoded: 1 });
    expect(redrawn.manifest.pictures["bb/banner.png"]).toMatchObject({ width: 1200, height: 400 });

    await writeOriginal(project.root, "bb/banner.png", picture(2000, 1000, "#203040").jpeg());
    const { manifest, stats } = await buildImages({ root: project.root, refs: changed, ...quiet });
    expect(stats).toMatchObject({ drawn: 0, encoded: 1 });
    expect(manifest.pictures["bb/banner.png"]).toMatchObject({ width: 2000, height: 1000 });
    expect(manifest.pictures["bb/banner.png"]?.widths).toEqual([800, 1200, 1280, 1600, 1920, 2000]);
    // The placeholder is no longer needed: its PNG and index entry are gone.
    await expect(stat(placeholder)).rejects.toThrow();
    const index = JSON.parse(await readFile(join(project.root, ".cache/art/index.json"), "utf8")) as object;
    expect(Object.keys(index)).not.toContain("bb/banner.png");
    expect(Object.keys(index)).toHaveLength(16);
  });
});

describe("buildImages: pictures made or missing", () => {
  it("makes a missing card and banner by cropping another picture, drawn or the artist's, to their shapes", async () => {
    const project = await makeProject();
    const wide = project.refs.find((r) => r.image.src === "gallery/wide.png")!.image;
    const drawn = project.refs.find((r) => r.image.src === "bb/banner.png")!.image;
    const refs = [
      ...project.refs,
      {
        ...ref("zine/made-card.png", "card"),
        image: { src: "zine/made-card.png", alt: "x", crop: { from: wide, aspect: 4 / 3 } },
      },
      {
        ...ref("zine/made-banner.png", "banner"),
        image: { src: "zine/made-banner.png", alt: "x", crop: { from: drawn, aspect: 3 } },
      },
    ];
    const { pictures: images } = (await buildImages({ root: project.root, refs, ...quiet })).manifest;
    // 900×600 → the largest 4:3 part, 800×600; the drawn 1000×400 → 1000×333.
    expect(images["zine/made-card.png"]).toMatchObject({ width: 800, height: 600 });
    expect(images["zine/made-banner.png"]).toMatchObject({ width: 1000, height: 333 });
  });

  it("suggests the file the artist may have meant for a src with no file", async () => {
    const project = await makeProject();
    await writeOriginal(project.root, "zine/page-03.png", picture(40, 40, "#000000").png());
    const refs = [...project.refs, ref("zine/page-3.png", "gallery", undefined, 'section 1 "Pages", picture 3')];
    await expect(buildImages({ root: project.root, refs, ...quiet })).rejects.toThrow(
      'section 1 "Pages", picture 3: no file at content/images/zine/page-3.png: did you mean "page-03.png"?',
    );
  });

  it("names the file and field of a picture with neither an original nor a recipe, before encoding anything", async () => {
    const project = await makeProject();
    const refs = [...project.refs, ref("bb/missing.png", "gallery", undefined, 'section 1 "Posters", picture 4')];
    const failed = buildImages({ root: project.root, refs, ...quiet });
    await expect(failed).rejects.toBeInstanceOf(ContentError);
    await expect(failed).rejects.toThrow(
      'Content error in content/projects/fixture/project.json:\n  section 1 "Posters", picture 4: no file at content/images/bb/missing.png (save the picture there',
    );
    await expect(stat(join(project.root, "public/assets/img"))).rejects.toThrow();
  });
});

describe("buildImages: zoom widths, rights and recovery", () => {
  it("encodes the zoom widths of a gallery original wider than 1600 px, and the manifest and picture() carry them", async () => {
    const project = await makeProject();
    const cwd = process.cwd();
    try {
      await writeOriginal(project.root, "gallery/large.png", picture(2600, 1800, "#602080").png());
      await writeOriginal(project.root, "gallery/exact.png", picture(1600, 1200, "#208060").png());
      const refs = [...project.refs, ref("gallery/large.png", "gallery"), ref("gallery/exact.png", "gallery")];
      const { manifest } = await buildImages({ root: project.root, refs, ...quiet });
      const large = manifest.pictures["gallery/large.png"]!;
      expect(large.widths).toEqual([280, 360, 600, 1600]);
      expect(large.zoom).toEqual([2400, 2600]);
      expect(manifest.pictures["gallery/exact.png"]!.widths).toEqual([280, 360, 600, 1600]);
      expect(manifest.pictures["gallery/exact.png"]).not.toHaveProperty("zoom");
      expect(manifest.pictures["gallery/wide.png"]).not.toHaveProperty("zoom");
      for (const width of [2400, 2600])
        for (const format of FORMATS) {
          const meta = await sharp(output(project.root, fileUrl(large.stem, width, format))).metadata();
          expect([meta.width, meta.height, meta.xmp !== undefined]).toEqual([
            width,
            Math.round((width * 18) / 26),
            true,
          ]);
        }
      expect((await outputs(project.root)).sort()).toEqual(
        urls(manifest)
          .map((u) => u.split("/").pop())
          .sort(),
      );

      // What the pages get: the zoom widths when there are any, outside the pages' own srcsets.
      process.chdir(project.root);
      const data = pictureData({ src: "gallery/large.png", alt: "Large" });
      expect(data.zoom).toEqual([2400, 2600]);
      expect(srcSet(data, "webp")).not.toContain("2400w");
      expect(srcSet(withZoom(data), "webp")).toMatch(/-1600\.webp 1600w, .*-2400\.webp 2400w, .*-2600\.webp 2600w$/);
      expect(fullSizeFile(data)).toBe(fileUrl(large.stem, 2600, "webp"));
      expect(pictureData({ src: "gallery/exact.png", alt: "Exact" })).not.toHaveProperty("zoom");
    } finally {
      process.chdir(cwd);
    }
  });

  it("writes the rights into every picture, renames them all when the rights change, and leaves the sprite alone", async () => {
    const project = await makeProject();
    const first = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    for (const entry of Object.values(first.manifest.pictures))
      for (const { url } of filesOf(entry)) {
        const { exif } = await sharp(output(project.root, url)).metadata();
        expect(exif?.toString("latin1"), url).toContain("Zoe <Doe> & Co");
      }
    // The sprite sheet and every blurred preview carry no metadata.
    for (const { url } of filesOf(first.manifest.sprite)) {
      const meta = await sharp(output(project.root, url)).metadata();
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    }
    for (const entry of [...Object.values(first.manifest.pictures), first.manifest.sprite]) {
      const preview = Buffer.from(entry.placeholder.replace(/^data:image\/webp;base64,/, ""), "base64");
      const meta = await sharp(preview).metadata();
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    }

    const second = await buildImages({
      root: project.root,
      refs: project.refs,
      ...quiet,
      rights: { ...RIGHTS, copyright: "© 2027 Zoë <Doe> & Co" },
    });
    // Every picture is encoded again (the stats count the still with the frames), its 18 old files deleted; the
    // sprite sheet of the 16 frames is kept.
    expect(second.stats).toMatchObject({ encoded: 4, cached: 16, removed: 18 });
    for (const [src, entry] of Object.entries(second.manifest.pictures)) {
      expect(entry.stem, src).not.toBe(first.manifest.pictures[src]!.stem);
      const { exif } = await sharp(output(project.root, filesOf(entry)[0]!.url)).metadata();
      expect(exif?.toString("latin1")).toContain("(C) 2027 Zoe <Doe> & Co");
    }
    expect(second.manifest.sprite).toEqual(first.manifest.sprite);
  });

  it("recovers from a deleted output file by encoding that original again", async () => {
    const project = await makeProject();
    const first = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    await unlink(output(project.root, fileUrl(first.manifest.pictures["about/tiny.png"]!.stem, 64, "webp")));
    const second = await buildImages({ root: project.root, refs: project.refs, ...quiet });
    expect(second.stats).toMatchObject({ encoded: 1, cached: 19 });
    expect(second.manifest).toEqual(first.manifest);
  });
});

describe("readPictureManifest", () => {
  it("says how to make a missing manifest", () => {
    expect(() => readPictureManifest("/nonexistent-project")).toThrow("run npm run assets");
  });
});

describe("rasterise", () => {
  it("gives the same PNG bytes for the same drawing, at exactly its size", async () => {
    const drawing = fakeDraw({ kind: "box", seed: "x", width: 320, height: 200 });
    const [a, b] = [await rasterise(drawing, "x"), await rasterise(drawing, "x")];
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: "png", width: 320, height: 200 });
  });

  it("rejects a drawing whose SVG is not the size it declares", async () => {
    const drawing = { ...fakeDraw({ kind: "box", seed: "x" }), width: 50 };
    await expect(rasterise(drawing, "bb/x.png")).rejects.toThrow("rasterises to 100×80, not the 50×80");
  });
});
