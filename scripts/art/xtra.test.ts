import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { xtra } from "../../content/placeholders/xtra";
import type { Art } from "../../content/schema";
import { draw } from "./registry";
import { xtraDrawers } from "./xtra";

const images = [
  xtra.card("xb/card.png"),
  xtra.banner("xb/banner.png"),
  xtra.illustration("xb/illustration.png"),
  ...xtra.layering("xb/layering", 4),
  ...xtra.apes("xb/apes", 20),
  xtra.logoCard("xbl/card.png"),
  xtra.logoBanner("xbl/banner.png"),
  ...xtra.logos("xbl/logos"),
  ...xtra.versions("xbl/versions", 36),
  ...xtra.banners("xbl/banners", 7),
];
const arts = images.map((i) => i.art as Art);
const SIZES: Record<string, [number, number]> = {
  "xb-card": [1200, 900],
  "xb-banner": [2400, 800],
  "xb-grid": [1200, 1200],
  "xb-layering": [1600, 1000],
  "xb-ape": [1000, 1000],
  "xbl-card": [1200, 900],
  "xbl-banner": [2400, 800],
  "xbl-logo": [1200, 1200],
  "xbl-version": [1000, 1000],
  "xbl-banner-art": [2400, 800],
};

describe("xtra drawers", () => {
  it("are registered for every kind the recipes use", () => {
    expect(Object.keys(xtraDrawers).sort()).toEqual(Object.keys(SIZES).sort());
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

  it("refuses an unknown logo", () => {
    expect(() => draw({ kind: "xbl-logo", seed: "x", logo: "banana" })).toThrow(/logo/);
  });
});
