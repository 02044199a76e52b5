import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mindful } from "../../content/placeholders/mindful";
import type { Art } from "../../content/schema";
import { mindfulDrawers } from "./mindful";
import { draw } from "./registry";

const images = [
  mindful.card("mb/card.png"),
  mindful.banner("mb/banner.png"),
  mindful.illustration("mb/illustration.png"),
  ...mindful.posters("mb/posters", 8),
  ...mindful.cards("mb/cards", 8),
  ...mindful.chapterPages("mb/book/chapters", 6),
  ...mindful.sketches("mb/book/sketches", 8),
  mindful.brandCard("mbb/card.png"),
  mindful.brandBanner("mbb/banner.png"),
  mindful.brandPreview("mbb/preview.png"),
];
const arts = images.map((i) => i.art as Art);
const SIZES: Record<string, [number, number]> = {
  "mb-card": [1200, 900],
  "mb-banner": [2400, 800],
  "mb-illustration": [1200, 1200],
  "mb-poster": [900, 1200],
  "mb-collectible": [750, 1050],
  "mb-chapter": [900, 1200],
  "mb-sketch": [1200, 900],
  "mb-brand-card": [1200, 900],
  "mb-brand-banner": [2400, 800],
  "mb-brand-preview": [1600, 1131],
};

describe("mindful drawers", () => {
  it("are registered for every kind the recipes use", () => {
    expect(Object.keys(mindfulDrawers).sort()).toEqual(Object.keys(SIZES).sort());
    for (const art of arts) expect(draw(art).svg).toBe(mindfulDrawers[art.kind]?.(art).svg);
  });

  it("draw each recipe the same way twice, as an SVG of the promised size", () => {
    for (const art of arts) {
      const [width, height] = SIZES[art.kind] ?? [0, 0];
      const drawing = draw(art);
      expect(drawing).toEqual(draw(art));
      expect([drawing.width, drawing.height]).toEqual([width, height]);
      expect(
        drawing.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
      ).toBe(true);
      expect(drawing.svg.endsWith("</svg>")).toBe(true);
      expect(drawing.svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("give every recipe its own picture", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("produce SVG the rasteriser accepts, one of each kind", async () => {
    const firsts = Object.keys(SIZES).map((kind) => arts.find((a) => a.kind === kind) as Art);
    for (const art of firsts) {
      const meta = await sharp(Buffer.from(draw(art).svg)).metadata();
      expect([meta.width, meta.height]).toEqual(SIZES[art.kind]);
    }
  });

  it("names the missing parameter of a broken recipe", () => {
    expect(() => draw({ kind: "mb-poster", seed: "x", scene: "cloud", theme: "sage", accessory: "sprout" })).toThrow(
      /word/,
    );
    expect(() =>
      draw({ kind: "mb-poster", seed: "x", scene: "volcano", theme: "sage", accessory: "sprout", word: "HI" }),
    ).toThrow(/scene/);
  });
});
