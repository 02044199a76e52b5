import { describe, expect, it } from "vitest";
import { allArtworks, displayOrder, projectArtworks } from "./artworks.ts";
import { projects } from "./box.ts";
import { z } from "zod";
import { sectionSchema, type Project } from "./schema.ts";

const bb = projects.find((p) => p.slug === "bb") as Project;
const image = (src: string, title?: string) => ({ src, alt: `Alt of ${src}`, ...(title && { title }) });
const withShowcase = (showcase: unknown): Project => ({
  ...bb,
  page: { ...bb.page, showcase: z.array(sectionSchema).parse(showcase) },
});

describe("displayOrder", () => {
  it("shows a lead section's last picture first", () => {
    expect(displayOrder("lead", ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(displayOrder("grid", ["a", "b", "c"])).toEqual(["a", "b", "c"]);
    expect(displayOrder("lead", ["a"])).toEqual(["a"]);
  });
});

describe("artworks", () => {
  it("makes every showcase picture an artwork, named by its title or its section and number, in display order", () => {
    const project = withShowcase([
      { title: "Posters", layout: "grid", images: [image("bb/p/1.png", "The Early Worm"), image("bb/p/2.png")] },
      { label: "Sketches, days 1 to 3", layout: "lead", images: [image("bb/s/1.png"), image("bb/s/2.png")] },
    ]);
    expect(
      projectArtworks(project).map((a) => [a.slug, a.name, a.sectionIndex, a.index, a.count, a.image.alt]),
    ).toEqual([
      ["bb-p-1", "The Early Worm", 0, 0, 2, "Alt of bb/p/1.png"],
      ["bb-p-2", "Posters, no. 2", 0, 1, 2, "Alt of bb/p/2.png"],
      ["bb-s-2", "Sketches, days 1 to 3, no. 1", 1, 0, 2, "Alt of bb/s/2.png"],
      ["bb-s-1", "Sketches, days 1 to 3, no. 2", 1, 1, 2, "Alt of bb/s/1.png"],
    ]);
  });

  it("refuses two pictures that would share a page, naming both files", () => {
    const project = withShowcase([
      { title: "A", layout: "grid", images: [image("bb/a-b.png")] },
      { title: "B", layout: "grid", images: [image("bb/a/b.png")] },
    ]);
    expect(() => projectArtworks(project)).toThrow(/"bb\/a-b\.png" and "bb\/a\/b\.png" would both be .*"bb-a-b"/);
  });

  it("gives the site's content one page per showcase picture", () => {
    const pictures = projects.flatMap((p) => p.page.showcase.flatMap((s) => s.images));
    expect(allArtworks()).toHaveLength(pictures.length);
  });
});
