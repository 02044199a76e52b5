import { describe, expect, it } from "vitest";
import { projects } from "./box.ts";
import { inWords } from "./count-words.ts";
import { listImages } from "./images.ts";
import { site } from "./site.ts";

const sections = (slug: string) => projects.find((p) => p.slug === slug)!.page.showcase;
const shape = (slug: string) => sections(slug).map((s) => [s.title ?? null, s.images.length]);

// The spec's sections (their exact wording) and its counts; where the spec gives no count, the content's own.
describe("the box's content matches the spec", () => {
  it("has the eight projects in order", () => {
    expect(projects.map((p) => p.card.title)).toEqual([
      "Mindfully Bored",
      "Mindfully Bored - Brand Guidelines",
      "BitBait",
      "Wall of Legends",
      "Blue Chip Tattoo Studio",
      "xTRA BORED",
      "xTRA BORED - Logo",
      "Everydays",
    ]);
  });

  it("mb: four sections, the cards coming soon", () => {
    expect(sections("mb").map((s) => s.title)).toEqual([
      "Some of the Posters",
      "Some of the Collectible Cards",
      "Book: Some of the Chapter Start Pages",
      "Book: Some of the Sketched Illustrations",
    ]);
    expect(sections("mb")[1]!.note).toBe("Coming Soon");
  });

  it("mbb: a preview picture and the guidelines PDF", () => {
    const page = projects.find((p) => p.slug === "mbb")!.page;
    expect(page.document?.file).toMatch(/\.pdf$/);
    expect(page.document?.preview.alt).toBeTruthy();
  });

  it("bb: five sections with 44 OG & BLEMF twin pairs", () => {
    expect(shape("bb").map(([title]) => title)).toEqual([
      "BitBait's Power",
      "Some of the BB Posters",
      "Traits in BitBait - Head, Eyes, Mouth",
      "Random BitBait OG & BLEMFs Twins",
      "Some of the Social Media Content",
    ]);
    const twins = sections("bb")[3]!;
    expect(twins.layout).toBe("pairs");
    expect(twins.images.length).toBe(88);
  });

  it("wol: two sections", () => {
    expect(shape("wol").map(([title]) => title)).toEqual(["Legends", "Where we are VS Where we're headed"]);
  });

  it("bcts: six sections, 111 tattoos, the characters led by the last one", () => {
    expect(shape("bcts").map(([title]) => title)).toEqual([
      "Main Logo",
      "origins",
      "Characters / Tattoo Artists",
      "Some of the Tattoos",
      "social media content",
      "Website Design",
    ]);
    expect(sections("bcts")[2]!.layout).toBe("lead");
    expect(sections("bcts")[3]!.images.length).toBe(111);
  });

  it("xb: layering and 20 apes", () => {
    expect(shape("xb")).toEqual([
      ["Layering, improved", expect.any(Number)],
      ["Some xTRA BORED Apes", 20],
    ]);
  });

  it("xbl: 2 logos, 36 versions, 7 banners", () => {
    expect(shape("xbl")).toEqual([
      ["2 Logos, Fully Explored", 2],
      ["colored and outlined versions", 36],
      ["Some Banners", 7],
    ]);
  });

  it("everydays: five untitled groups of 29", () => {
    expect(shape("everydays")).toEqual(Array.from({ length: 5 }, () => [null, 29]));
    expect(sections("everydays").every((s) => s.label)).toBe(true);
  });
});

describe("the box's content holds across its projects", () => {
  it("where the spec gives no count, a section holds 6 to 24 pictures (unless its title names the number)", () => {
    const counted = new Set([
      "Random BitBait OG & BLEMFs Twins",
      "Some of the Tattoos",
      "Some xTRA BORED Apes",
      "2 Logos, Fully Explored",
      "colored and outlined versions",
      "Some Banners",
    ]);
    for (const project of projects.filter((p) => p.slug !== "everydays")) {
      for (const section of project.page.showcase.filter((s) => !counted.has(s.title!))) {
        const range = section.title === "Main Logo" ? [1, 2] : section.title?.includes(" VS ") ? [2, 2] : [6, 24];
        expect(section.images.length, `${project.slug}: ${section.title}`).toBeGreaterThanOrEqual(range[0]!);
        expect(section.images.length, `${project.slug}: ${section.title}`).toBeLessThanOrEqual(range[1]!);
      }
    }
  });

  it("counts its projects in the overview's words, from the list", () => {
    expect(projects).toHaveLength(8);
    expect(site.overview.summary).toBe("Eight projects from the box of mischief.");
    expect(site.overview.intro).toContain("spills out: eight projects made");
    expect([inWords(9), inWords(12), inWords(13), inWords(1024)]).toEqual(["nine", "twelve", "13", "1,024"]);
  });

  it("has 16 hero frames", () => {
    expect(site.home.frames).toHaveLength(16);
  });

  it("names every picture once, each with its own alt text", () => {
    const refs = listImages();
    expect(new Set(refs.map((r) => r.image.src)).size).toBe(refs.length);
    expect(new Set(refs.map((r) => r.image.alt)).size).toBe(refs.length);
    expect(refs.every((r) => r.image.art)).toBe(true);
  });

  it("states the spec's figures in its words", () => {
    const words = JSON.stringify(projects);
    for (const figure of ["5,555", "200+", "three days", "10000", "111", "36", "7 banners", "30-minute"]) {
      expect(words).toContain(figure);
    }
  });

  it("says how many twin pairs and apes its galleries show, counted from them", () => {
    const text = (slug: string) => projects.find((p) => p.slug === slug)!.page.description;
    expect(text("bb")).toContain(`${sections("bb")[3]!.images.length / 2} twin pairs`);
    expect(text("bb")).toContain("44 twin pairs");
    expect(text("xb")).toContain(`${sections("xb")[1]!.images.length} apes`);
    expect(text("xb")).toContain("20 apes");
  });
});
