import type { ComponentProps, CSSProperties } from "react";
import { largestFile, srcSet, type PictureData } from "../../shared/pictures.ts";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "alt" | "width" | "height"> & {
  picture: Pick<PictureData, "stem" | "widths" | "alt" | "width" | "height"> & Partial<PictureData>;
  /** Which width the picture is shown at, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** The page's largest picture (LCP): fetched at once with high priority. Everything else is lazy. */
  priority?: boolean;
  /** A sprite sheet is drawn this many times as wide as the widths it was made at (one frame's). */
  scale?: number;
};

/**
 * Every picture of the site: AVIF, else WebP, at several widths, with its intrinsic size (no layout shift) and a tiny
 * blurred placeholder painted behind it until it arrives. Other attributes of the `<img>` (its class, or loading and
 * style where a picture is not a page's) are the caller's.
 */
export function Picture({ picture, sizes, priority = false, scale = 1, ...img }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif", scale)} sizes={sizes} />
      <img
        srcSet={srcSet(picture, "webp", scale)}
        sizes={sizes}
        src={largestFile(picture)}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        // A lazy picture says only that (the defaults do the rest): a gallery page has 150 of them.
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : undefined}
        style={placeholderStyle(picture)}
        {...img}
      />
    </picture>
  );
}

/** Paints the tiny blurred placeholder (if any) over the dominant colour behind an image until it arrives. */
export function placeholderStyle({ placeholder, color }: Partial<PictureData>): CSSProperties | undefined {
  if (!color) return undefined;
  if (!placeholder) return { backgroundColor: color };
  return { backgroundColor: color, backgroundImage: `url("${placeholder}")`, backgroundSize: "cover" };
}
