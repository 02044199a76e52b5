import type { CSSProperties } from "react";
import type { PictureData } from "../../shared/pictures.ts";

/**
 * A file of the picture the page already shows, loaded (the tapped thumbnail, the artwork page's picture): the viewer
 * shows it enlarged at once, until its own sharper file has arrived.
 */
export const shownFile = ({ stem }: Pick<PictureData, "stem">) =>
  [...document.querySelectorAll<HTMLImageElement>("main img")].find(
    (img) => img.complete && img.currentSrc.includes(`${stem}-`),
  )?.currentSrc;

/**
 * What a tap on a picture shows at once, before the viewer's code has arrived (its Suspense fallback): the overlay,
 * with the picture's file the page already has, enlarged to the viewer's size. The viewer then shows that same file
 * under its sharper one, so there is no blank frame.
 */
export function ViewerPreview({ picture }: { picture: PictureData }) {
  const src = shownFile(picture);
  return (
    <div className="viewer-preview" aria-hidden="true">
      {src && <img src={src} alt="" style={{ "--ratio": picture.width / picture.height } as CSSProperties} />}
    </div>
  );
}
