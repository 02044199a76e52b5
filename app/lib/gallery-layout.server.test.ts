import { describe, expect, it } from "vitest";
import type { PictureData } from "../../shared/pictures.ts";
import { gallery, leadSizes, leadWidth, planFor, thumbSizes } from "./gallery-layout.server.ts";

const pic = (alt: string, width = 1000, height = 1000): PictureData => ({
  slug: alt,
  alt,
  width,
  height,
  stem: `/assets/img/${alt}-00000000`,
  widths: [width],
  placeholder: "",
  color: "#000",
});

describe("planFor", () => {
  it("uses 2 / 3 / 4 columns for a grid, fewer for wide pictures, and pairs for twins", () => {
    expect(planFor("grid", [pic("a"), pic("b")]).columns).toEqual([2, 3, 4]);
    expect(planFor("grid", [pic("a", 2400, 800), pic("b", 1600, 1000)]).columns).toEqual([1, 2, 2]);
    expect(planFor("grid", [pic("a", 2400, 800), pic("b")]).columns).toEqual([2, 3, 4]);
    expect(planFor("lead", [pic("a"), pic("b")]).columns).toEqual([2, 3, 4]);
    expect(planFor("pairs", [pic("a"), pic("b")])).toMatchObject({ columns: [1, 2, 3], perItem: 2 });
  });
});

describe("sizes", () => {
  it("asks for a grid thumbnail's width at every breakpoint", () => {
    // 1104 px of content, 3 gaps of 16: 264 px; below, the viewport minus padding and gaps, shared.
    expect(thumbSizes(planFor("grid", [pic("a")]))).toBe(
      "(min-width: 1152px) 264px, (min-width: 1024px) calc(25vw - 24px), " +
        "(min-width: 640px) calc(33.33vw - 26.7px), calc(50vw - 22px)",
    );
  });

  it("halves a pair's card, less its padding and gap", () => {
    // A 357.3 px card at 3 per row: (357.3 - 24) / 2.
    expect(thumbSizes(planFor("pairs", [pic("a"), pic("b")]))).toBe(
      "(min-width: 1152px) 167px, (min-width: 1024px) calc(16.67vw - 25.3px), " +
        "(min-width: 640px) calc(25vw - 28px), calc(50vw - 28px)",
    );
  });

  it("gives the lead its capped width, or the full width when the cap is wider", () => {
    const landscape = pic("boss", 1600, 1200);
    expect(leadWidth(landscape)).toBe(768);
    expect(leadSizes(landscape)).toBe(
      "(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    );
    expect(leadWidth(pic("banner", 3000, 500))).toBe(1104);
    expect(leadSizes(pic("tall", 500, 1000))).toBe("(min-width: 320px) 288px, calc(100vw - 32px)");
  });
});

describe("gallery", () => {
  it("decides a section's order, columns and sizes once, for the page to render as data", () => {
    const crew = gallery({ title: "Crew", layout: "lead", pictures: [pic("x"), pic("y"), pic("boss", 1600, 1200)] });
    expect(crew.pictures.map((p) => p.alt)).toEqual(["boss", "x", "y"]);
    expect(crew.lead).toEqual({ width: 768, sizes: leadSizes(pic("boss", 1600, 1200)) });
    expect(crew.columns).toBe("grid-cols-2 sm:grid-cols-3 lg:grid-cols-4");
    expect(crew.sizes).toBe(thumbSizes(planFor("grid", [pic("a")])));

    const twins = gallery({ title: "Twins", layout: "pairs", pictures: [pic("og-1"), pic("blemf-1")] });
    expect(twins).toMatchObject({ columns: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" });
    expect(twins.lead).toBeUndefined();
  });
});
