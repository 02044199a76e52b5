import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tattoo } from "../../content/placeholders/tattoo";
import type { Art } from "../../content/schema";
import { draw } from "./registry";
import { tattooDrawers } from "./tattoo";

const arts = [
  tattoo.card("bcts/card.png"),
  tattoo.banner("bcts/banner.png"),
  tattoo.illustration("bcts/illustration.png"),
  ...tattoo.logo("bcts/logo"),
  ...tattoo.origins("bcts/origins", 6),
  ...tattoo.characters("bcts/characters", 8),
  ...tattoo.tattoos("bcts/tattoos", 111),
  ...tattoo.social("bcts/social", 9),
  ...tattoo.website("bcts/website", 6),
].map((i) => i.art as Art);
const sizes: Record<string, [number, number]> = {
  "bcts-tattoo": [800, 1000],
  "bcts-logo": [1200, 1200],
  "bcts-wall": [1200, 1200],
  "bcts-origin": [1200, 900],
  "bcts-social": [1080, 1350],
  "bcts-site": [1600, 1000],
};
const sizeOf = (art: Art): [number, number] =>
  sizes[art.kind] ??
  (art.kind === "bcts-artist"
    ? art.boss
      ? [1600, 1200]
      : [900, 1200]
    : art.format === "banner"
      ? [2400, 800]
      : [1200, 900]);

describe("tattoo drawers", () => {
  it("draw every recipe as a complete SVG of the promised size", () => {
    for (const art of arts) {
      const d = draw(art);
      expect([d.width, d.height]).toEqual(sizeOf(art));
      expect(d.svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}"`),
      );
      expect(d.svg.endsWith("</svg>")).toBe(true);
      expect(d.svg).not.toMatch(/NaN|undefined|feTurbulence|<filter/);
    }
  });

  it("are pure: the same recipe gives the same SVG", () => {
    for (const art of arts) expect(tattooDrawers[art.kind]?.(structuredClone(art))).toEqual(draw(art));
  });

  it("give every recipe a different picture, all 111 flash sheets included", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("rasterise: one of each kind parses and renders", async () => {
    const seen = new Set<string>();
    for (const art of arts) {
      const key = `${art.kind}/${String(art.format ?? art.boss ?? art.page ?? art.post ?? art.sketch ?? art.version ?? art.composition ?? "")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const d = draw(art);
      const meta = await sharp(Buffer.from(d.svg)).metadata();
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
    }
  });

  it("reject a malformed recipe, naming the field", () => {
    const flash = arts.find((a) => a.kind === "bcts-tattoo") as Art;
    expect(() => draw({ ...flash, motif: "unicorn" })).toThrow(/motif/);
    expect(() => draw({ kind: "bcts-site", seed: "x", page: "blog", cast: [] })).toThrow(/page/);
  });
});
