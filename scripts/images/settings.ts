// The image pipeline's settings: the widths each use is encoded at, the encoders' options, which files carry the
// rights' XMP and the cache layout under the project root. Read by every step of the picture pipeline (`npm run
// assets`); changing an encoder setting changes SETTINGS_KEY, which is part of every output's content hash, so the
// next run re-encodes everything with the new settings.

import type { ImageUse } from "../../model/images.ts";
import { type Format, isWide } from "../../shared/pictures.ts";

/**
 * Widths (px) each use is shown at; frames go into the sprite sheet at FRAME_WIDTHS instead. Gallery thumbnails are
 * 150–350 CSS px wide: 280 serves 1× desktops (four columns of 264 px, pairs of ~167), 360 phones up to 2× (two
 * columns of ~165–185 px), 600 3× phones (an 800 would cost a 3× phone ~40 % more bytes per thumbnail before the
 * first scroll, `npm run bench:pages`); 1600 is the viewer. A phone at 1.75–2× took the 600 when the smallest was
 * 300: three times the bytes. Banners (`sizes` 100vw) get a step for each common screen: 1200 for 3× phones (1170 px
 * wide), 1280 and 1920 for 1× desktops of those widths, which took the 1600 and the 2400 (1.56× the pixels; decision
 * 0026). Illustrations are a phone's full width (~340–380 px) or ~530 px beside the text: 720 serves both at 1–2×,
 * 960 at 3×.
 */
export const WIDTHS: Record<Exclude<ImageUse, "frame">, readonly number[]> = {
  gallery: [280, 360, 600, 1600],
  card: [400, 800],
  banner: [800, 1200, 1280, 1600, 1920, 2400],
  illustration: [480, 720, 960],
};

/**
 * A wide gallery picture (shared/pictures.ts `isWide`) is laid out one to a row on phones, ~340–380 px wide: 600–1140
 * device px, where the gallery widths jump from 600 to 1600; two to a row on desktops, ~540 px. It gets a 1200 as well,
 * which such a phone (up to 3×) or a 2× desktop fetches instead of the 1600, for ~55 % of the pixels.
 */
export const WIDE_WIDTH = 1200;

/**
 * The widths a zoomed gallery picture can use beyond the viewer's 1600: a 2× screen showing it 1200–1600 CSS px wide.
 * Only originals wider than the gallery's largest width get them, and never upscaled (widths.ts `zoomWidths`); the
 * pages' own `srcset`s leave them out (shared/pictures.ts `withZoom`).
 */
export const ZOOM_WIDTHS: readonly number[] = [2400, 3200];

/** The widths an original is encoded at, by the size of its pixels (cache.ts fits them to it, never upscaling). */
export type UseWidths = {
  /** Its use's, and for a wide gallery picture the one in between: what the pages show. */
  widths: readonly number[];
  /** What only a zoomed picture needs: gallery pictures' ZOOM_WIDTHS. */
  zoom?: readonly number[];
};

export function widthsFor(use: Exclude<ImageUse, "frame">, size: { width: number; height: number }): UseWidths {
  if (use !== "gallery") return { widths: WIDTHS[use] };
  return { widths: isWide(size) ? [...WIDTHS.gallery, WIDE_WIDTH] : WIDTHS.gallery, zoom: ZOOM_WIDTHS };
}

/**
 * Frame widths of the hero animation's sprite sheets (16 frames side by side; WebP allows at most 16383 px) and of its
 * still. The box is at most 352 CSS px wide: 400 serves it on 1× screens, which took the 640 sheet (200 kB) before.
 */
export const FRAME_WIDTHS: readonly number[] = [320, 400, 640];

/**
 * AVIF effort 1 with tune "ssim" and WebP effort 2, not AVIF effort 2 and WebP's default effort, because of the
 * budget for a cold build of every picture (≤ 120 s on 2 cores). Measured with `npm run bench:images` on 574 pictures of
 * ~1 MP: AVIF effort 2 + WebP effort 4 took 410 CPU-s (≥ 205 s even with both cores to itself; 320 s wall);
 * these settings take ~220 CPU-s (110–115 s wall) for 7 % more AVIF bytes (23.0 vs 21.5 MB) and 4.5 % more WebP
 * bytes (34.9 vs 33.4 MB). Tune "ssim" is faster and smaller than the default "iq" at the same quality.
 *
 * Chroma at half resolution (4:2:0, as every lossy WebP and JPEG has it), not sharp's default 4:4:4: 12–25 % fewer
 * bytes (a 1600 px banner 71 → 53 kB, a 280 px thumbnail 9.2 → 7.7 kB) for the same detail in brightness, where the
 * eye sees it; what it softens is colour at the edge of a saturated line, by one pixel of the file, which a 2–3×
 * screen cannot show and a 1× screen barely. It also encodes faster, which pays for part of the widths added with it:
 * the cold build went from 68.7 to 74.4 s (133 → 143 CPU-s; decision 0026).
 */
export const AVIF = { effort: 1, quality: 55, tune: "ssim", chromaSubsampling: "4:2:0" } as const;
export const WEBP = { quality: 78, effort: 2 } as const;

/**
 * Variants at most 600 px wide (gallery thumbnails, overview cards, illustrations on phones, the hero's still) are seen
 * small, and a gallery's first screen is mostly them: they are encoded at a lower quality, ~30 % fewer bytes (a
 * 600 px legend of /thebox/wol: AVIF 26.6 → 19.0 kB), while the viewer's 1600 px keeps the quality above.
 */
export const SMALL = { maxWidth: 600, avifQuality: 45, webpQuality: 70 } as const;

/** The encoder options for one variant. */
export function encoderOptions(format: Format, width: number) {
  const small = width <= SMALL.maxWidth;
  if (format === "avif") return small ? { ...AVIF, quality: SMALL.avifQuality } : AVIF;
  return small ? { ...WEBP, quality: SMALL.webpQuality } : WEBP;
}

/**
 * Every file of a picture carries the artist's name and copyright notice (EXIF, ~300 B); the files wider than this,
 * and each picture's largest (its `<img>`'s `src`), also carry the XMP packet with the licence, credit, licensor and
 * data-mining choice (~950 B more): not the thumbnails, which make most of a gallery's first screen (decision 0022).
 */
export const XMP_ABOVE = SMALL.maxWidth;

/** PNG settings of rasterised placeholder drawings (a cache, read once by the encoder: speed over size). */
export const PLACEHOLDER_PNG = { compressionLevel: 6 } as const;

/** The tiny blurred preview inlined in the HTML: ~16 px wide WebP, and the whole data URI must stay under 400 B. */
export const PREVIEW = { width: 16, quality: 40, blur: 0.5, maxUriLength: 400 } as const;

/**
 * Hashed together with each original's bytes (and, for a picture, the rights written into it: rights.ts `rightsKey`):
 * any change here gives new output names, so browsers and CDNs that cache /assets/ forever never see stale bytes. Bump
 * `pipeline` when the encoding code changes the output.
 */
export const SETTINGS_KEY = JSON.stringify({ pipeline: 1, AVIF, WEBP, SMALL, PREVIEW, orient: "exif", colour: "srgb" });

/** Where things live, relative to the project root. */
export const PATHS = {
  originals: "content/images",
  art: ".cache/art",
  artIndex: ".cache/art/index.json",
  meta: ".cache/images/meta",
  output: "public/assets/img",
} as const;
