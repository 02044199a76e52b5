import { memo, type MouseEvent } from "react";
import type { PictureData } from "../../shared/pictures.ts";
import { artworkPath, sectionAnchor, sectionName } from "../../shared/paths.ts";
import type { Section } from "../../model/schema.ts";
import { Picture } from "./picture.tsx";

/** A showcase section as the project page renders it: its layout all decided at build time (gallery-layout.server.ts). */
export type Gallery = Pick<Section, "title" | "label" | "note" | "layout"> & {
  /** In display order: the order the viewer steps through. */
  pictures: PictureData[];
  /** The grid's column classes. */
  columns: string;
  /** `sizes` of every thumbnail but a lead. */
  sizes: string;
  /** The lead picture's (the first one's) largest width and `sizes`, in a lead section. */
  lead?: { width: number; sizes: string };
  /** Each pair's name for screen readers, in a pairs section ("Pair 1 of 44"). */
  pairNames?: string[];
};

/** Asks to open picture `index` of section `section`; the link is where focus returns when the viewer closes. */
export type OpenImage = (section: number, index: number, link: HTMLAnchorElement) => void;

/** `onIntent`: a pointer or the focus came to a thumbnail, so a click may follow. */
type Props = { project: string; section: Gallery; index: number; onOpen: OpenImage; onIntent: () => void };

/** A plain click, which the viewer takes; with a modifier or another button the browser opens the artwork's page. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One gallery: its heading (or, untitled, an accessible name) and its pictures as links to their artworks' pages, which
 * scripts turn into openers of the viewer. Memoised: opening and stepping through images changes the URL, and 150
 * thumbnails need not re-render for it.
 */
export const GallerySection = memo(function GallerySection({ project, section, index, onOpen, onIntent }: Props) {
  const { title, layout, pictures } = section;
  const name = sectionName(section);
  const headingId = `section-${index}-heading`;
  const thumb = (i: number) => {
    const picture = pictures[i] as PictureData;
    const lead = i === 0 ? section.lead : undefined;
    return (
      <a
        href={artworkPath(project, picture.slug)}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onOpen(index, i, event.currentTarget);
        }}
        onPointerOver={onIntent}
        onFocus={onIntent}
        // Its exact shape while its content is skipped (content-visibility in app.css). The lead: centred, as wide as
        // its height cap allows, never wider than the row.
        style={{
          aspectRatio: `${picture.width} / ${picture.height}`,
          ...(lead && { width: `min(100%, ${lead.width}px)` }),
        }}
        className={`gallery-thumb ${lead ? "mx-auto" : ""}`}
      >
        <Picture picture={picture} sizes={lead?.sizes ?? section.sizes} />
      </a>
    );
  };

  const items =
    layout === "pairs"
      ? // Twins: one item per pair, its two pictures side by side, named as a group.
        pictures
          .filter((_, i) => i % 2 === 0)
          .map((picture, p) => (
            <li key={picture.stem}>
              <div role="group" aria-label={section.pairNames?.[p]} className="thumb-pair">
                {thumb(2 * p)}
                {thumb(2 * p + 1)}
              </div>
            </li>
          ))
      : pictures.map((picture, i) => (
          <li key={picture.stem} className={section.lead && i === 0 ? "col-span-full" : undefined}>
            {thumb(i)}
          </li>
        ));

  return (
    <section
      // Where an artwork's page links back to (app/routes/artwork.tsx).
      id={sectionAnchor(name)}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : section.label}
      className="mt-14"
    >
      {title && (
        <h3 id={headingId} className="font-display text-2xl font-bold">
          {title}
          {/* A real space: screen readers and search read "Cards (Coming Soon)", not "Cards(Coming Soon)". */}
          {section.note && (
            <>
              {" "}
              <span className="ml-2 align-middle text-sm font-semibold text-accent">({section.note})</span>
            </>
          )}
        </h3>
      )}
      <ul className={`mt-6 grid gap-3 sm:gap-4 ${section.columns}`}>{items}</ul>
    </section>
  );
});
