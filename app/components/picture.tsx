import type { CSSProperties } from "react";
import { largestFile, srcSet, type PictureData } from "~/lib/picture-types.ts";

type Props = {
  picture: PictureData;
  /** Which width the picture is shown at, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** The page's largest picture (LCP): fetched at once with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * Every picture of the site: AVIF, else WebP, at several widths, with its intrinsic size (no layout shift) and a tiny
 * blurred placeholder painted behind it until it arrives.
 */
export function Picture({ picture, sizes, priority = false, className }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes={sizes} />
      <img
        srcSet={srcSet(picture, "webp")}
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
        className={className}
      />
    </picture>
  );
}

/** Paints the tiny blurred placeholder (if any) over the dominant colour behind an image until it arrives. */
export function placeholderStyle(picture: PictureData): CSSProperties {
  if (!picture.placeholder) return { backgroundColor: picture.color };
  return {
    backgroundColor: picture.color,
    backgroundImage: `url("${picture.placeholder}")`,
    backgroundSize: "cover",
  };
}
