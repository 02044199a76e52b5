import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import type { PictureData } from "../../shared/pictures.ts";
import { Picture } from "./picture.tsx";

/**
 * The width the viewer shows a picture at, `level` times over once zoomed: the largest box of its ratio within 90vw ×
 * 90vh (app.css, .viewer-image), so a tall picture on a wide screen does not fetch a file for the screen's width.
 */
export const viewerSizes = ({ width, height }: Pick<PictureData, "width" | "height">, level = 1) =>
  `min(${90 * level}vw, ${+((90 * level * width) / height).toFixed(1)}vh)`;

/**
 * A file of the picture the page already shows, loaded (the tapped thumbnail, the artwork page's picture): the viewer
 * shows it enlarged at once, until its own sharper file has arrived.
 */
export const shownFile = ({ stem }: Pick<PictureData, "stem">) =>
  [...document.querySelectorAll<HTMLImageElement>("main img")].find(
    (img) => img.complete && img.currentSrc.includes(`${stem}-`),
  )?.currentSrc;

/**
 * What a tap on a picture shows at once, before the viewer's code has arrived: the overlay, with the picture's file
 * the page already has enlarged to the viewer's size, and over it the viewer's own file, asked for now rather than
 * once the code is there (the viewer then finds it in the cache and keeps the first file under it: no blank frame).
 */
export function ViewerPreview({ picture }: { picture: PictureData }) {
  const src = shownFile(picture);
  const style = { "--ratio": picture.width / picture.height } as CSSProperties;
  return (
    <div className="viewer-preview" aria-hidden="true">
      {src && <img src={src} alt="" style={style} />}
      <Picture picture={picture} sizes={viewerSizes(picture)} priority decoding="async" style={style} />
    </div>
  );
}

/**
 * The picture a tap has just opened, for its preview to show in the tap's own frame: `tap(picture, open)` renders it
 * at once and starts `open`, the router's navigation to the viewer, once that frame is painted (the navigation renders
 * the page again, tens of milliseconds on a slow phone, which would hold the frame back). From then the address says
 * what is open; the preview ends as the address leaves the entry it was tapped at, and never comes back with it.
 */
export function useTapped(): [PictureData | null, (picture: PictureData, open: () => void) => void] {
  const { key } = useLocation();
  const at = useRef(key);
  useEffect(() => {
    at.current = key;
  }, [key]);
  const [tapped, setTapped] = useState<{ picture: PictureData; key: string } | null>(null);
  // Once the address has moved on (the navigation landed, or another move came first) the preview's work is done:
  // forgotten in this very render, so that closing the viewer, which returns to the entry it was tapped at, does not
  // bring back a full-window overlay that would take every later click.
  if (tapped && tapped.key !== key) setTapped(null);
  const tap = useCallback((picture: PictureData, open: () => void) => {
    flushSync(() => setTapped({ picture, key: at.current }));
    requestAnimationFrame(() => setTimeout(open));
  }, []);
  return [tapped?.key === key ? tapped.picture : null, tap];
}
