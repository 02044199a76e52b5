// The build-time image pipeline behind `npm run assets` (scripts/images.ts) and the benchmark: resolves every
// picture's original, encodes what the cache lacks into public/assets/img/ (with the artist's rights in each picture's
// files), joins the hero frames into a sprite sheet (and encodes the first frame alone, the still the page shows
// first), writes .cache/images/manifest.json and deletes outputs nothing references any more.

import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { ImageRef } from "../../model/images.ts";
import type { Rights } from "../../model/schema.ts";
import type { OutputFile } from "./cache.ts";
import { removeStale } from "./clean.ts";
import { encodeOriginal, type Encoded } from "./encode.ts";
import { writeAtomic } from "./files.ts";
import { ArtIndex, checkSources, type Draw, type Original, resolveOriginal } from "./originals.ts";
import { runPool } from "./pool.ts";
import { createProgress } from "./progress.ts";
import { rightsStamp, type Stamp } from "./rights.ts";
import { FRAME_WIDTHS, widthsFor } from "./settings.ts";
import { buildSprite, SPRITE_SLUG, type SpriteResult } from "./sprite.ts";
import { PICTURE_MANIFEST, type PictureEntry, type PictureManifest, stemOf } from "../../shared/pictures.ts";

export type BuildImagesOptions = {
  /** The project root: content/images/, .cache/ and public/ are under it. */
  root: string;
  /** Every picture, as model/images.ts listImages() returns them. */
  refs: readonly ImageRef[];
  /** Written into every picture's files (model/site.ts `site.rights`: the licence as a full address). */
  rights: Rights;
  /** Draws a placeholder recipe (the package placeholder-art). */
  draw: Draw;
  /** Prints a line (progress in plain mode, the summary). Default: console.log. */
  log?: (line: string) => void;
  /** Redraw one progress line in place. Default: whether stdout is a terminal. */
  tty?: boolean;
  /** Raw output for the redrawn line. Default: process.stdout.write. */
  write?: (text: string) => void;
  /** Jobs at once and libvips threads per job; defaults measured on 2 cores (see DEFAULT_PARALLELISM). */
  jobs?: number;
  threads?: number;
};

export type BuildImagesStats = {
  /** Pictures named by the content (frames included). */
  originals: number;
  /** Placeholders rasterised in this run (new or changed drawings). */
  drawn: number;
  /** Originals encoded in this run / taken from the cache (a frame counts as its sprite sheet did). */
  encoded: number;
  cached: number;
  /** Files the manifest references, and their bytes per format. */
  files: number;
  avifBytes: number;
  webpBytes: number;
  /** Stale files deleted from public/assets/img/. */
  removed: number;
  seconds: number;
};

/**
 * Measured on this 2-core machine with `npm run bench:images` (574 pictures, cold): one libvips thread per job
 * (libvips' own threads cost ~20 % more CPU for ~1 MP pictures and were ~1.7× slower on a 182-picture subset), and
 * one job more than there are cores, so a core never idles while a job is in JavaScript or waits for a file:
 * 2 jobs 130 s, 3 jobs 110–115 s, 4 jobs 122 s.
 */
export const DEFAULT_PARALLELISM = { jobs: availableParallelism() + 1, threads: 1 };

export async function buildImages(
  options: BuildImagesOptions,
): Promise<{ manifest: PictureManifest; stats: BuildImagesStats }> {
  const { root, refs, draw } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  const tty = options.tty ?? Boolean(process.stdout.isTTY);
  const jobs = options.jobs ?? DEFAULT_PARALLELISM.jobs;
  const start = performance.now();

  // Each job holds its decoded pixels itself; libvips' operation cache only costs memory across ~600 distinct inputs.
  sharp.cache(false);
  sharp.concurrency(options.threads ?? DEFAULT_PARALLELISM.threads);

  await checkSources(root, refs);
  const frameRefs = refs.filter((ref) => ref.use === "frame");
  const pictureRefs = refs.filter((ref) => ref.use !== "frame");
  const index = await ArtIndex.load(root);
  const progress = createProgress({ total: refs.length, tty, log, write });

  let done: Awaited<ReturnType<typeof encodeAll>>;
  try {
    const stamp = rightsStamp(options.rights);
    done = await encodeAll(root, frameRefs, pictureRefs, draw, stamp, index, jobs, progress.tick);
    progress.finish();
    const drawnFrom = [...done.frames, ...done.pictures.map((p) => p.original)].filter((o) => o.fromRecipe);
    await index.prune(new Set(drawnFrom.map((o) => o.ref.image.src)));
  } finally {
    // Keep what was rasterised even when a later step failed, so the next run does not draw it again.
    await index.save();
  }
  const { frames, sprite, still, pictures } = done;

  const sheet = entryOf({ slug: SPRITE_SLUG, ...sprite });
  const manifest: PictureManifest = {
    version: 3,
    pictures: Object.fromEntries(
      [still, ...pictures].map(({ original, encoded }) => [original.ref.image.src, entryOf(encoded)]),
    ),
    sprite: {
      frames: sprite.frames,
      frameWidth: sheet.width,
      frameHeight: sheet.height,
      stem: sheet.stem,
      widths: sheet.widths,
      color: sheet.color,
      placeholder: sheet.placeholder,
    },
  };
  await writeAtomic(join(root, PICTURE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  const files = [...sprite.files, ...[still, ...pictures].flatMap((p) => p.encoded.files)];
  const removed = await removeStale(
    root,
    new Set(files.map((f) => f.name)),
    new Set([sprite.hash, ...[still, ...pictures].map((p) => p.encoded.hash)]),
  );

  const encodedPictures = pictures.filter((p) => p.encoded.encoded).length;
  const stats: BuildImagesStats = {
    originals: refs.length,
    drawn: [...frames, ...pictures.map((p) => p.original)].filter((o) => o.drawn).length,
    encoded: encodedPictures + (sprite.encoded ? sprite.frames : 0),
    cached: pictures.length - encodedPictures + (sprite.encoded ? 0 : sprite.frames),
    files: files.length,
    avifBytes: sum(files.filter((f) => f.format === "avif")),
    webpBytes: sum(files.filter((f) => f.format === "webp")),
    removed,
    seconds: (performance.now() - start) / 1000,
  };
  log(summary(stats));
  return { manifest, stats };
}

type Picture = { original: Original; encoded: Encoded };

/**
 * Resolves and encodes everything, `jobs` at a time. The frames are resolved first (quick), so that the sprite
 * sheet, the single biggest job, starts the pool instead of finishing last. The first frame is also encoded alone at
 * the frame widths (the `still`): the home page shows it first, as its small LCP image, and without motion.
 */
async function encodeAll(
  root: string,
  frameRefs: readonly ImageRef[],
  pictureRefs: readonly ImageRef[],
  draw: Draw,
  stamp: Stamp,
  index: ArtIndex,
  jobs: number,
  tick: (count?: number) => void,
): Promise<{ frames: Original[]; sprite: SpriteResult; still: Picture; pictures: Picture[] }> {
  const frames = await runPool(
    frameRefs.map((ref) => () => resolveOriginal(root, ref, draw, index)),
    jobs,
  );
  const first = frames[0];
  if (!first) throw new Error('No "frame" pictures: the home animation needs its frames (home.frames)');
  const stillJob = async (): Promise<Picture> => ({
    original: first,
    encoded: await encodeOriginal(root, first.ref.image.src, first.bytes, () => ({ widths: FRAME_WIDTHS }), stamp),
  });
  const spriteJob = async (): Promise<SpriteResult> => {
    const sprite = await buildSprite(
      root,
      frames.map((f) => f.bytes),
    );
    tick(frameRefs.length);
    return sprite;
  };
  const pictureJob = (ref: ImageRef) => async (): Promise<Picture> => {
    const original = await resolveOriginal(root, ref, draw, index);
    const use = ref.use as Exclude<ImageRef["use"], "frame">;
    const encoded = await encodeOriginal(root, ref.image.src, original.bytes, (size) => widthsFor(use, size), stamp);
    tick();
    return { original, encoded };
  };
  const [sprite, still, ...pictures] = await runPool<SpriteResult | Picture>(
    [spriteJob, stillJob, ...pictureRefs.map(pictureJob)],
    jobs,
  );
  return { frames, sprite: sprite as SpriteResult, still: still as Picture, pictures: pictures as Picture[] };
}

const sum = (files: readonly OutputFile[]) => files.reduce((total, f) => total + f.bytes, 0);

/**
 * A manifest entry: the files' stem, widths and zoom widths (the same in every format; `zoom` only when there are
 * any), with what the cache recorded.
 */
function entryOf({ slug, hash, meta, files }: Pick<Encoded, "slug" | "hash" | "meta" | "files">): PictureEntry {
  const widthsOf = (zoom: boolean) =>
    [...new Set(files.filter((f) => f.zoom === zoom).map((f) => f.width))].sort((a, b) => a - b);
  const zoom = widthsOf(true);
  return { slug, stem: stemOf(slug, hash), widths: widthsOf(false), ...(zoom.length > 0 ? { zoom } : {}), ...meta };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export function summary(s: BuildImagesStats): string {
  return `images: ${s.originals} originals (${s.drawn} placeholders drawn, ${s.encoded} encoded, ${s.cached} cached) → ${s.files} files, ${mb(s.avifBytes)} MB avif, ${mb(s.webpBytes)} MB webp in ${s.seconds.toFixed(1)} s`;
}
