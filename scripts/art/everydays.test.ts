import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { everydays } from "../../content/placeholders/everydays";
import type { Art } from "../../content/schema";
import { everydaysDrawers } from "./everydays";
import { draw } from "./registry";

const sketches = [1, 30, 59, 88, 117].flatMap((first, g) => everydays.sketches(`everydays/group-${g + 1}`, 29, first));
const arts = [everydays.card("everydays/card.png"), everydays.banner("everydays/banner.png"), ...sketches].map(
  (i) => i.art as Art,
);
const SIZES: Record<string, [number, number]> = {
  "ed-sketch": [1000, 1000],
  "ed-card": [1200, 900],
  "ed-banner": [2400, 800],
};

describe("everydays drawers", () => {
  it("are registered for every kind the recipes use", () => {
    expect(Object.keys(everydaysDrawers).sort()).toEqual(Object.keys(SIZES).sort());
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

  it("draw 145 different daily sketches, each labelled with its day", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("produce SVG the rasteriser accepts", async () => {
    for (const art of [arts[0], arts[1], arts[2], arts[100]] as Art[]) {
      const meta = await sharp(Buffer.from(draw(art).svg)).metadata();
      expect([meta.width, meta.height]).toEqual(SIZES[art.kind]);
    }
  });

  it("refuses a sketch without its knobs", () => {
    expect(() =>
      draw({ kind: "ed-sketch", seed: "x", day: 1, subject: "cat", markers: ["coral", "teal"], paper: "plain" }),
    ).toThrow(/knobs/);
  });
});
