import type { CSSProperties } from "react";
import { largestFile, srcSet, type PictureData } from "~/lib/picture-types.ts";
import { placeholderStyle } from "./picture.tsx";

type Props = {
  picture: PictureData;
  className?: string;
  /** The image on show; the others are neighbours fetched ahead. */
  shown?: boolean;
};

/**
 * A picture in the lightbox: the whole srcset for 90vw, over its blurred placeholder. The shown image and the
 * preloaded neighbours share this markup, so the browser picks the same file for both and the step is instant.
 */
export function LightboxPicture({ picture, className, shown = false }: Props) {
  const style = {
    // The lightbox's CSS sizes the picture from its ratio (app.css, .lightbox-image).
    "--ratio": picture.width / picture.height,
    ...placeholderStyle(picture),
  } as CSSProperties;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes="90vw" />
      <img
        srcSet={srcSet(picture, "webp")}
        sizes="90vw"
        src={largestFile(picture)}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        fetchPriority={shown ? "high" : "low"}
        decoding="async"
        // A mouse swipe must not start the browser's own image drag.
        draggable={false}
        style={style}
        className={className}
      />
    </picture>
  );
}
