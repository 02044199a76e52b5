import type { PictureData } from "~/lib/picture-types";
import { Picture } from "./picture";

export type ShowcaseSection = {
  title?: string;
  label?: string;
  note?: string;
  layout: "grid" | "pairs" | "lead";
  pictures: PictureData[];
};

const GRID_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw";

/** One gallery section of a project page: its heading (or, when untitled, an accessible name) and its pictures. */
export function Showcase({ section, id }: { section: ShowcaseSection; id: string }) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={section.title ? headingId : undefined}
      aria-label={section.title ? undefined : section.label}
      className="mt-14"
    >
      {section.title && (
        <h3 id={headingId} className="font-display text-2xl font-bold">
          {section.title}
          {section.note && (
            <span className="ml-3 align-middle text-sm font-semibold text-accent">({section.note})</span>
          )}
        </h3>
      )}
      <ul
        className={`mt-6 grid gap-4 ${section.layout === "pairs" ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"}`}
      >
        {section.pictures.map((picture) => (
          <li key={picture.src}>
            <Picture picture={picture} sizes={GRID_SIZES} className="h-auto w-full rounded-xl" />
          </li>
        ))}
      </ul>
    </section>
  );
}
