// Which feeds of new work the site has and what is in them: the site's newest artworks across all projects, and each
// project's dated artworks. Read by the build, which writes them (scripts/html/feeds.ts), and by the pages' loaders,
// which link them from each page's head (app/lib/seo.server.ts), so that a page never names a feed that is not there.

import { allArtworks, type Artwork, projectArtworks } from "./artworks.ts";
import { projectFile, projects } from "./box.ts";
import type { Project } from "./schema.ts";
import { PAGES, projectPath } from "../shared/paths.ts";
import { site } from "./site.ts";

/**
 * How many artworks the site's feed carries. Readers that poll it every hour or day see everything new, and one who
 * subscribes today gets the last weeks of the Everydays series rather than its whole history (each project's own feed
 * has all of its artworks); 50 entries keep the file near 50 kB.
 */
export const SITE_FEED_LENGTH = 50;

export type DatedArtwork = Artwork & { date: string };

export type WorkFeed = {
  /** The project whose feed it is; none for the site's. */
  project?: Project;
  title: string;
  subtitle: string;
  /** The page the feed follows: the home page, or the project's. */
  path: string;
  /** Newest first; never empty (a feed without an entry is not made). */
  artworks: DatedArtwork[];
};

/**
 * The dated artworks, newest first. Artworks of one day keep the order they are given in: the box's order of the
 * projects, then each project page's order, section by section (`toSorted` is stable), so a build of the same content
 * always lists them alike.
 */
export const newestFirst = <T extends { date?: string }>(artworks: readonly T[]): (T & { date: string })[] =>
  artworks
    .filter((artwork): artwork is T & { date: string } => artwork.date !== undefined)
    .toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

/** The site's feed: its newest artworks; none while no artwork has a date. */
export function siteFeed(): WorkFeed | undefined {
  const artworks = newestFirst(allArtworks()).slice(0, SITE_FEED_LENGTH);
  if (artworks.length === 0) return undefined;
  return { title: site.name, subtitle: site.tagline, path: PAGES.home, artworks };
}

/** A project's feed, with every dated artwork of its galleries; none while none has a date. */
export function projectFeed(project: Project): WorkFeed | undefined {
  const artworks = newestFirst(projectArtworks(project));
  if (artworks.length === 0) return undefined;
  const title = `${project.page.title} · ${site.name}`;
  return { project, title, subtitle: project.card.description, path: projectPath(project.slug), artworks };
}

/** A line for each project whose pictures the feeds leave out for want of a date, naming its file. */
export function undatedNotes(list: readonly Project[] = projects): string[] {
  return list.flatMap((project) => {
    const artworks = projectArtworks(project);
    const undated = artworks.filter((artwork) => artwork.date === undefined).length;
    if (undated === 0) return [];
    const which =
      undated === artworks.length
        ? `its ${undated === 1 ? "picture" : `${undated} pictures`}`
        : `${undated} of its ${artworks.length} pictures (without a date of their own)`;
    return [
      `${projectFile(project.slug)}: page.date is not set, so ${which} ${undated === 1 ? "is" : "are"} not in the feeds`,
    ];
  });
}
