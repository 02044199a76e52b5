/** What the browser needs to show one picture, prepared at build time by route loaders (app/lib/pictures.server.ts). */
export type PictureData = {
  alt: string;
  width: number;
  height: number;
  /** The largest WebP: the `<img>` fallback. */
  src: string;
  avif: string;
  webp: string;
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
