import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { legends } from "../../content/placeholders/legends";
import type { Art } from "../../content/schema";
import { legendsDrawers } from "./legends";
import { draw } from "./registry";

const arts = [
  legends.card("wol/card.png"),
  legends.banner("wol/banner.png"),
  legends.illustration("wol/illustration.png"),
  ...legends.avatars("wol/legends", 16),
  ...legends.versus("wol/versus", 2),
].map((i) => i.art as Art);
const sizeOf = (art: Art): [number, number] =>
  art.kind === "wol-avatar"
    ? [1000, 1000]
    : art.kind === "wol-versus"
      ? [1600, 900]
      : art.kind === "wol-popout"
        ? [1200, 1200]
        : art.format === "banner"
          ? [2400, 800]
          : [1200, 900];

describe("legends drawers", () => {
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
    for (const art of arts) expect(legendsDrawers[art.kind]?.(structuredClone(art))).toEqual(draw(art));
  });

  it("give every recipe a different picture", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("rasterise: one of each kind parses and renders", async () => {
    for (const art of [arts[0], arts[1], arts[2], arts[3], arts[19]]) {
      const d = draw(art as Art);
      const meta = await sharp(Buffer.from(d.svg)).metadata();
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
    }
  });

  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ ...(arts[3] as Art), backdrop: "fog" })).toThrow(/backdrop/);
    expect(() => draw({ ...(arts[3] as Art), character: { hair: "afro" } })).toThrow(/character/);
  });
});
