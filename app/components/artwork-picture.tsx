import { useRef, type CSSProperties } from "react";
import { useImageParam } from "../lib/image-param.ts";
import type { PictureData } from "../../shared/pictures.ts";
import { Picture } from "./picture.tsx";
import { loadViewer, ViewerLayer } from "./viewer-layer.tsx";
import { useTapped } from "./viewer-preview.tsx";

/**
 * The artwork page's picture, a link to its largest file: without scripts the browser shows that file, to enlarge
 * with its own zoom. With them, a click opens the viewer on it (`?image=<slug>`, so Back closes it), zoomable.
 */
type Props = {
  picture: PictureData;
  /** Names the viewer. */
  name: string;
  /** The link's words, and where it goes: the largest file there is. */
  fullSize: { word: string; href: string };
};

export function ArtworkPicture({ picture, name, fullSize }: Props) {
  const image = useImageParam();
  const [tapped, tap] = useTapped();
  const link = useRef<HTMLAnchorElement>(null);
  const { slug } = picture;
  const ratio = picture.width / picture.height;
  return (
    <>
      <a
        ref={link}
        href={fullSize.href}
        className="artwork-frame"
        style={{ "--ratio": ratio } as CSSProperties}
        onPointerEnter={loadViewer}
        onPointerDown={loadViewer}
        onFocus={loadViewer}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          tap(picture, () => image.open(slug));
        }}
      >
        <Picture
          picture={picture}
          // As wide as the content box, or less where the height cap (app.css, .artwork-frame) stops it first.
          sizes={`min(1104px, calc(100vw - 32px), calc(75vh * ${ratio.toFixed(3)}))`}
          priority
          className="h-auto w-full rounded-xl"
        />
        <span className="artwork-full-size">{fullSize.word}</span>
      </a>
      <ViewerLayer
        tapped={tapped}
        open={
          image.value === slug
            ? { name, pictures: [picture], index: 0, onMove: () => {}, onClose: image.close, openerRef: link }
            : undefined
        }
      />
    </>
  );
}
