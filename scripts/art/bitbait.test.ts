import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bitbait } from "../../content/placeholders/bitbait";
import type { Art } from "../../content/schema";
import { bitbaitDrawers } from "./bitbait";
import { draw } from "./registry";

const images = [
  bitbait.card("bb/card.png"),
  bitbait.banner("bb/banner.png"),
  bitbait.illustration("bb/illustration.png"),
  ...bitbait.power("bb/power", 6),
  ...bitbait.posters("bb/posters", 8),
  ...bitbait.traits("bb/traits"),
  ...bitbait.twins("bb/twins", 44),
  ...bitbait.social("bb/social", 9),
];
const arts = images.map((i) => i.art as Art);
const sizes: Record<string, [number, number]> = {
  "bb-worm": [1000, 1000],
  "bb-trait": [800, 800],
  "bb-hook": [1200, 1200],
  "bb-power": [1200, 900],
  "bb-poster": [900, 1200],
  "bb-social": [1080, 1080],
};

describe("bitbait drawers", () => {
  it("draw every recipe as a complete SVG of the promised size", () => {
    for (const art of arts) {
      const d = draw(art);
      const expected = sizes[art.kind] ?? (art.format === "banner" ? [2400, 800] : [1200, 900]);
      expect([d.width, d.height]).toEqual(expected);
      expect(d.svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}"`),
      );
      expect(d.svg.endsWith("</svg>")).toBe(true);
      expect(d.svg).not.toMatch(/NaN|undefined|feTurbulence|<filter/);
    }
  });

  it("are pure: the same recipe gives the same SVG", () => {
    for (const art of arts) expect(bitbaitDrawers[art.kind]?.(structuredClone(art))).toEqual(draw(art));
  });

  it("give every recipe a different picture", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("draw a BLEMF that differs from its OG", () => {
    const [og, blemf] = bitbait.twins("bb/twins", 1);
    expect(draw(og?.art as Art).svg).not.toBe(draw(blemf?.art as Art).svg);
  });

  it("rasterise: one of each kind parses and renders", async () => {
    const seen = new Set<string>();
    for (const art of arts) {
      const key = `${art.kind}/${String(art.format ?? art.style ?? "")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const d = draw(art);
      const meta = await sharp(Buffer.from(d.svg)).metadata();
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
    }
  });

  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ kind: "bb-worm", seed: "x", style: "og", number: 1, worm: {} })).toThrow(/worm/);
    expect(() => draw({ kind: "bb-trait", seed: "x", part: "tail", name: "x", tile: "mint" })).toThrow(/part/);
  });
});
