import { describe, expect, it } from "vitest";
import { allArtworks, projectArtworks } from "./artworks.ts";
import { projects } from "./box.ts";
import { newestFirst, projectFeed, SITE_FEED_LENGTH, siteFeed, undatedNotes } from "./feeds.ts";
import type { Project } from "./schema.ts";

const bb = projects.find((p) => p.slug === "bb") as Project;
const everydays = projects.find((p) => p.slug === "everydays") as Project;

/** A project as if its page.date were not set. */
const withoutDate = (project: Project): Project => ({ ...project, page: { ...project.page, date: undefined } });

/** bb without its date, its first picture given one of its own. */
function undatedBb(): Project {
  const [first, ...sections] = bb.page.showcase;
  const [picture, ...rest] = first!.images;
  return withoutDate({
    ...bb,
    page: {
      ...bb.page,
      showcase: [{ ...first!, images: [{ ...picture!, date: "2026-01-02" }, ...rest] }, ...sections],
    },
  });
}

describe("newestFirst", () => {
  it("orders by date, newest first, and keeps the given order within a day", () => {
    const items = [
      { id: "a", date: "2025-01-01" },
      { id: "b", date: "2026-03-04" },
      { id: "c", date: "2025-01-01" },
      { id: "d", date: "2026-03-04" },
      { id: "e", date: "2025-12-31" },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(["b", "d", "e", "a", "c"]);
  });

  it("leaves out what has no date", () => {
    expect(newestFirst([{ id: "a" }, { id: "b", date: "2025-01-01" }, { id: "c", date: undefined }])).toEqual([
      { id: "b", date: "2025-01-01" },
    ]);
  });
});

describe("the feeds of the content", () => {
  it("gives the site its newest artworks across the projects, as many as the feed carries", () => {
    const feed = siteFeed()!;
    const dated = allArtworks().filter((artwork) => artwork.date !== undefined);
    expect(feed.artworks).toHaveLength(Math.min(SITE_FEED_LENGTH, dated.length));
    const dates = feed.artworks.map((artwork) => artwork.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    // Nothing newer than the oldest shown is left out.
    const shown = new Set(feed.artworks.map((artwork) => artwork.slug));
    expect(dated.filter((artwork) => artwork.date! > dates.at(-1)! && !shown.has(artwork.slug))).toEqual([]);
    expect(feed.path).toBe("/");
  });

  it("gives a project every dated artwork of its own, a picture's own date before the project's", () => {
    const feed = projectFeed(everydays)!;
    expect(feed.artworks).toHaveLength(projectArtworks(everydays).length);
    expect(feed.artworks.every((artwork) => artwork.project === everydays)).toBe(true);
    expect(feed.artworks[0]!.date > everydays.page.date!).toBe(true);
    expect(feed.title).toBe(`${everydays.page.title} · Mischief Box`);
    expect(feed.subtitle).toBe(everydays.card.description);
    expect(feed.path).toBe("/thebox/everydays");
  });

  it("has no feed for a project without a dated artwork", () => {
    expect(projectFeed(withoutDate(bb))).toBeUndefined();
    expect(projectFeed({ ...bb, page: { ...bb.page, showcase: [] } })).toBeUndefined();
  });

  it("leaves a project's undated pictures out, and names its file and how many", () => {
    const project = undatedBb();
    const count = projectArtworks(project).length;
    expect(projectFeed(project)!.artworks.map((artwork) => artwork.date)).toEqual(["2026-01-02"]);
    expect(undatedNotes([project])).toEqual([
      `content/projects/bb/project.json: page.date is not set, so ${count - 1} of its ${count} pictures (without a date of their own) are not in the feeds`,
    ]);
    expect(undatedNotes([withoutDate(bb), everydays])).toEqual([
      `content/projects/bb/project.json: page.date is not set, so its ${count} pictures are not in the feeds`,
    ]);
    expect(undatedNotes(projects)).toEqual([]);
  });
});
