import { useCallback, useDeferredValue, useMemo, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { findImage } from "../lib/viewer-url.ts";
import { useHydrated, useImageParam } from "../lib/image-param.ts";
import { artworkPath, sectionName } from "../../shared/paths.ts";
import { GallerySection, type Gallery, type OpenImage } from "./gallery-section.tsx";
import { loadViewer, ViewerLayer } from "./viewer-layer.tsx";
import { useTapped } from "./viewer-preview.tsx";

/**
 * A project page's galleries and their viewer. Which image is open lives in the router's URL (`?image=<slug>`), and
 * the address bar shows the artwork's own page (/thebox/<project>/<slug>, a masked navigation), so a visitor can share
 * it and Back closes it: this component derives the image from the URL, and opening an image is a navigation.
 */
export function Showcase({ project, galleries }: { project: string; galleries: Gallery[] }) {
  const image = useImageParam();
  // After a move inside the site the page shows its first gallery at once and renders the rest right after, so the
  // tap's answer does not wait for 150 thumbnails. Not while hydrating (the HTML has them all), on Back or Forward or
  // by a link to a section (the place to scroll to must be there at once). One project's showcase per mount.
  const hydrated = useHydrated();
  const push = useNavigationType() === "PUSH";
  const { hash } = useLocation();
  const shown = useDeferredValue(galleries, hydrated && push && !hash ? galleries.slice(0, 1) : galleries);
  const slugs = useMemo(() => galleries.map((g) => g.pictures.map((picture) => picture.slug)), [galleries]);
  const open = findImage(slugs, image.value);
  const gallery = open && galleries[open.section];

  // The thumbnail that opened the viewer, where focus returns when it closes.
  const openerRef = useRef<HTMLAnchorElement | null>(null);
  const [tapped, tap] = useTapped();
  const { open: openImage } = image;
  const onOpen = useCallback<OpenImage>(
    (section, index, link) => {
      const picture = galleries[section]?.pictures[index];
      if (!picture) return;
      openerRef.current = link;
      tap(picture, () => openImage(picture.slug, artworkPath(project, picture.slug)));
    },
    [galleries, tap, openImage, project],
  );
  const onMove = (index: number) => {
    const slug = open && slugs[open.section]?.[index];
    if (slug) image.move(slug, artworkPath(project, slug));
  };

  return (
    <>
      {shown.map((section, i) => (
        <GallerySection
          key={sectionName(section)}
          project={project}
          section={section}
          index={i}
          onOpen={onOpen}
          onIntent={loadViewer}
        />
      ))}
      <ViewerLayer
        tapped={tapped}
        open={
          open && gallery
            ? {
                name: sectionName(gallery),
                pictures: gallery.pictures,
                index: open.index,
                onMove,
                onClose: image.close,
                openerRef,
              }
            : undefined
        }
      />
    </>
  );
}
