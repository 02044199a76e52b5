// The one contract for pictures, between the image pipeline that writes them (scripts/images/) and the pages that show
// them: a picture's slug, its files' names and URLs, the manifest entry the pipeline writes for it and what the browser
// gets of it. The browser bundle includes this file.

import { slugOf } from "./paths.ts";

/** Where the encoded files are served from (public/assets/img/ in the project; cached forever, named by content). */
export const PICTURES_URL = "/assets/img";

/** Where `npm run assets` writes the manifest, relative to the project root. */
export const PICTURE_MANIFEST = ".cache/images/manifest.json";

export type Format = "avif" | "webp";
export const FORMATS: readonly Format[] = ["avif", "webp"];

/** "bb/Posters/01.png" → "bb-posters-01": a picture's slug, the name of its files and of its artwork page. */
export const pictureSlug = (src: string) => slugOf(src.replace(/\.[a-z0-9]+$/i, ""));

/** `<slug>-<hash8>`: what every file of one encoding of a picture is named after. */
const baseName = (slug: string, hash: string) => `${slug}-${hash.slice(0, 8)}`;

/** `<slug>-<hash8>-<width>.<format>`: one encoded file, under public/assets/img/. */
export const fileName = (slug: string, hash: string, width: number, format: Format) =>
  `${baseName(slug, hash)}-${width}.${format}`;

/** "/assets/img/<slug>-<hash8>": each file of the picture is `<stem>-<width>.<format>`. */
export const stemOf = (slug: string, hash: string) => `${PICTURES_URL}/${baseName(slug, hash)}`;

/**
 * A picture 3:2 or wider: laid out one to a row on phones and two on desktops (app/lib/gallery-layout.server.ts), so
 * as a gallery picture it is also encoded at a width in between (scripts/images/settings.ts).
 */
export const isWide = ({ width, height }: { width: number; height: number }) => width / height >= 1.5;

/** What the pipeline made of one picture: the manifest's entry for its src. */
export type PictureEntry = {
  slug: string;
  stem: string;
  /** The widths made, smallest first, the same in every format; never wider than the original. */
  widths: number[];
  /**
   * The widths beyond `widths` made only for a zoomed picture (a gallery picture whose original is wider than the
   * largest of `widths`), smallest first, the same in every format; absent when there are none. The pages' `srcset`s
   * leave them out: `withZoom` adds them.
   */
  zoom?: number[];
  /** Intrinsic size of the original, after EXIF orientation (width/height attributes: no layout shift). */
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`, a background while the picture loads. */
  color: string;
  /** A ~16 px wide blurred WebP as a data URI (< 400 characters). */
  placeholder: string;
};

/** The hero animation: all frames side by side in one sheet per frame width; `widths` are one frame's widths. */
export type SpriteEntry = Omit<PictureEntry, "slug" | "width" | "height" | "zoom"> & {
  frames: number;
  /** Intrinsic size of one frame (of the largest frame original). */
  frameWidth: number;
  frameHeight: number;
};

export type PictureManifest = {
  /** 3: entries have `zoom` (a version 2 manifest would say that no picture has zoom widths). */
  version: 3;
  /** Keyed by the content's `src` (e.g. "bb/posters/01.png"); the hero frames are only in `sprite`. */
  pictures: Record<string, PictureEntry>;
  sprite: SpriteEntry;
};

/**
 * What the browser needs to show one picture. Its files are named, not listed: a gallery page carries 150 of these in
 * its data, and every file name follows from the stem and the widths.
 */
export type PictureData = Pick<PictureEntry, "slug" | "stem" | "widths" | "zoom" | "width" | "height" | "color"> & {
  alt: string;
  /** Shown until the picture arrives: a tiny blurred image (when there is one) over the dominant colour. */
  placeholder?: string;
};

/** The hero animation as the browser gets it: every frame side by side in one sheet, shown one frame at a time. */
export type SpriteData = Pick<SpriteEntry, "frames" | "frameWidth" | "frameHeight" | "stem" | "widths">;

/** One file of a picture, by its stem. */
export const fileUrl = (stem: string, width: number, format: Format) => `${stem}-${width}.${format}`;

/**
 * A `srcset` of every width of the picture in one format (its zoom widths only through `withZoom`); `scale` for a
 * sheet drawn that many times as wide.
 */
export const srcSet = ({ stem, widths }: Pick<PictureData, "stem" | "widths">, format: Format, scale = 1) =>
  widths.map((width) => `${fileUrl(stem, width, format)} ${width * scale}w`).join(", ");

/** The largest WebP: the `<img>`'s own `src`. */
export const largestFile = ({ stem, widths }: Pick<PictureData, "stem" | "widths">) =>
  fileUrl(stem, widths[widths.length - 1] as number, "webp");

/**
 * The picture with its zoom widths among its widths: the one way to reach them, for whatever shows a picture zoomed
 * (`srcSet(withZoom(picture), "avif")` lists every file of the format, up to the largest the original allows; the
 * rest of the picture is kept, so `withZoom(picture)` can be shown as it is).
 */
export const withZoom = <T extends Pick<PictureData, "stem" | "widths" | "zoom">>({ zoom = [], ...picture }: T) => ({
  ...picture,
  widths: [...picture.widths, ...zoom],
});

/** The largest WebP there is, zoom widths included: what the artwork page's "full size" link opens. */
export const fullSizeFile = (picture: Pick<PictureData, "stem" | "widths" | "zoom">) => largestFile(withZoom(picture));

/** Each page's share picture (Open Graph, Twitter card): `npm run assets` writes them and their manifest. */
export const SHARE_URL = "/share";
export const SHARE_MANIFEST = ".cache/share/manifest.json";

/** One page's share picture: its URL under /share/ (content-hashed), media type, size and alt text. */
export type SharePicture = { url: string; type: string; width: number; height: number; alt: string };

export type ShareManifest = { version: 2; pictures: Record<string, SharePicture> };
