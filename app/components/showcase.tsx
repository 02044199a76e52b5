import { lazy, Suspense, useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { findImage, PUSHED_STATE, pushedByLightbox, withImage } from "../lib/lightbox-url.ts";
import { artworkPath, IMAGE_PARAM, sectionName } from "../../shared/paths.ts";
import { slugOfStem } from "../../shared/pictures.ts";
import { GallerySection, type Gallery, type OpenImage } from "./gallery-section.tsx";

// The lightbox is code only a visitor who opens an image needs: fetched on the first open, never before.
const Lightbox = lazy(() => import("./lightbox.tsx"));

// False while React hydrates the prerendered HTML (which never shows the lightbox), true from then on: a deep link's
// `?image=` opens the lightbox right after hydration instead of breaking it.
const noSubscription = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A project page's galleries and their lightbox. Which image is open lives in the router's URL (`?image=<slug>`), and
 * the address bar shows the artwork's own page (/thebox/<project>/<slug>, a masked navigation), so a visitor can share
 * it and Back closes it: this component derives the image from the URL, and opening an image is a navigation.
 */
export function Showcase({ project, galleries }: { project: string; galleries: Gallery[] }) {
  const { search, hash, state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const slugs = useMemo(() => galleries.map((g) => g.pictures.map(slugOfStem)), [galleries]);
  const open = hydrated ? findImage(slugs, new URLSearchParams(search).get(IMAGE_PARAM)) : null;
  const gallery = open && galleries[open.section];

  // The thumbnail that opened the lightbox, where focus returns when it closes.
  const openerRef = useRef<HTMLAnchorElement | null>(null);
  const onOpen = useCallback<OpenImage>(
    (section, index, link) => {
      const slug = slugs[section]?.[index];
      if (!slug) return;
      openerRef.current = link;
      // A new history entry, so Back closes the lightbox; the page must not scroll under it. The current URL is read
      // here rather than from useLocation, so this callback, and the memoised galleries, do not change with it.
      navigate(
        { search: withImage(window.location.search, slug) },
        { state: PUSHED_STATE, preventScrollReset: true, mask: artworkPath(project, slug) },
      );
    },
    [slugs, navigate, project],
  );
  // Replaces the entry: stepping through 40 images must not take 40 Backs to leave the page.
  const onMove = (index: number) => {
    const slug = open && slugs[open.section]?.[index];
    if (slug)
      navigate(
        { search: withImage(search, slug) },
        { replace: true, state, preventScrollReset: true, mask: artworkPath(project, slug) },
      );
  };
  // Going back undoes our own push, so the next Back leaves the page as expected. A deep link has nothing of ours to
  // go back to: its entry becomes the plain page.
  const onClose = () =>
    pushedByLightbox(state)
      ? navigate(-1)
      : navigate({ search: withImage(search, null), hash }, { replace: true, preventScrollReset: true });

  return (
    <>
      {galleries.map((section, i) => (
        <GallerySection key={sectionName(section)} project={project} section={section} index={i} onOpen={onOpen} />
      ))}
      {open && gallery && (
        <Suspense fallback={null}>
          <Lightbox
            name={sectionName(gallery)}
            pictures={gallery.pictures}
            index={open.index}
            onMove={onMove}
            onClose={onClose}
            openerRef={openerRef}
          />
        </Suspense>
      )}
    </>
  );
}
