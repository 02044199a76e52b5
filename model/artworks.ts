import { sectionName } from "../shared/paths.ts";
import { pictureSlug } from "../shared/pictures.ts";
import { projectFile, projects } from "./box.ts";
import { ContentError, findDuplicate } from "./load.ts";
import type { Image, Project, Section } from "./schema.ts";

// Every picture of a project's showcase is an artwork with a page of its own, /thebox/<project>/<slug>, where the slug
// is the one the image pipeline names its files by (the viewer's `?image=` value). Read at build time by the route
// table's prerender list, the sitemap, the share pictures and the artwork page's loader.

export type Artwork = {
  project: Project;
  section: Section;
  /** The section's place on the project page. */
  sectionIndex: number;
  image: Image;
  slug: string;
  /** The artwork's place in its section, in display order (0-based), and the section's size. */
  index: number;
  count: number;
  /** The artist's title for the piece, or its section's name and number. */
  name: string;
  /** YYYY-MM-DD: the picture's own date, or else its project's; none when neither is given. */
  date?: string;
};

/** The order a section shows its pictures (and the viewer steps through them): a lead section puts its last first. */
export function displayOrder<T>(layout: Section["layout"], items: readonly T[]): T[] {
  if (layout !== "lead" || items.length < 2) return [...items];
  return [...items.slice(-1), ...items.slice(0, -1)];
}

/** A project's artworks, section by section in display order. Two pictures with one slug are a content error. */
export function projectArtworks(project: Project): Artwork[] {
  const artworks = project.page.showcase.flatMap((section, sectionIndex) =>
    displayOrder(section.layout, section.images).map((image, index, all) => ({
      project,
      section,
      sectionIndex,
      image,
      slug: pictureSlug(image.src),
      index,
      count: all.length,
      name: image.title ?? `${sectionName(section)}, no. ${index + 1}`,
      date: image.date ?? project.page.date,
    })),
  );
  const twice = findDuplicate(artworks, (artwork) => artwork.slug);
  if (twice) {
    const [first, artwork] = twice;
    throw new ContentError(projectFile(project.slug), [
      `page: "${first.image.src}" and "${artwork.image.src}" would both be the artwork page "${artwork.slug}"; rename one of the files`,
    ]);
  }
  return artworks;
}

/** Every artwork of the site, project by project. */
export const allArtworks = (): Artwork[] => projects.flatMap(projectArtworks);
