/**
 * What the browser needs to show one picture, prepared at build time by route loaders (app/lib/pictures.server.ts).
 * Its files are named, not listed: a gallery page carries 150 of these in its data, and every file name follows from
 * the pipeline's stem and the widths it made (scripts/images/naming.ts), the same in AVIF and WebP.
 */
export type PictureData = {
  alt: string;
  width: number;
  height: number;
  /** "/assets/img/<slug>-<hash8>": each file is `<stem>-<width>.avif|webp`. */
  stem: string;
  /** The widths made, smallest first. */
  widths: number[];
  /** Shown until the picture arrives: a tiny blurred image (when there is one) over the dominant colour. */
  placeholder?: string;
  color: string;
};

/** The hero animation: every frame side by side in one sheet, shown one frame at a time. */
export type SpriteData = {
  frames: number;
  frameWidth: number;
  frameHeight: number;
  src: string;
  avif: string;
  webp: string;
};

/** A `srcset` of every width of the picture in one format. */
export const srcSet = ({ stem, widths }: PictureData, format: "avif" | "webp") =>
  widths.map((width) => `${stem}-${width}.${format} ${width}w`).join(", ");

/** The largest WebP: the `<img>`'s own `src`. */
export const largestFile = ({ stem, widths }: PictureData) => `${stem}-${widths[widths.length - 1]}.webp`;

/** "/assets/img/bb-posters-poster-02-1a2b3c4d" → "bb-posters-poster-02": the picture's slug in URLs (decision 0004). */
export const pictureSlug = ({ stem }: PictureData) =>
  stem.slice(stem.lastIndexOf("/") + 1).replace(/-[0-9a-f]{8}$/, "");
