import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Art } from "../kit/types.ts";
import { draw } from "../registry.ts";
import type { Drawer } from "../kit/types.ts";
import { recipeSamples } from "../samples.ts";

// The checks every style's drawers must pass, registered by its test file (src/<style>/drawers.test.ts) inside its
// own describe, next to the checks only that style has. Not collected by Vitest: the name has no ".test.".

export type Size = readonly [width: number, height: number];

export type DrawerContract = {
  /** Every recipe the style's placeholders make. */
  arts: Art[];
  /** The style's own drawers, by kind (what it adds to the registry). */
  drawers: Record<string, Drawer>;
  /** The pixel size promised for a recipe. */
  sizeOf: (art: Art) => Size;
  /** When given, the drawers must be exactly these kinds, and the recipes must use every one of them. */
  kinds?: readonly string[];
  /** The recipes to rasterise (rasterising all of them would be slow). */
  raster: Art[];
};

/** What a finished SVG never contains: broken numbers, or filters the rasteriser renders slowly. */
const BROKEN = /NaN|undefined|Infinity|feTurbulence|<filter/;

/** The first recipe of each `key`, in order: one sample of each kind (or kind and variant) to rasterise. */
export const firstOfEach = (arts: Art[], key: (art: Art) => string = (art) => art.kind): Art[] => {
  const seen = new Set<string>();
  return arts.filter((art) => {
    const k = key(art);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** Registers the common drawer checks: registration, size and shape of the SVG, purity, distinctness, rasterising. */
export function drawerContract({ arts, drawers, sizeOf, kinds, raster }: DrawerContract) {
  if (kinds) {
    it("are registered for every kind the recipes use", () => {
      expect(Object.keys(drawers).sort()).toEqual([...kinds].sort());
      expect([...new Set(arts.map((a) => a.kind))].sort()).toEqual([...kinds].sort());
    });
  }

  it("draw every recipe as a complete SVG of the promised size", () => {
    for (const art of arts) {
      const d = draw(art);
      expect([d.width, d.height]).toEqual(sizeOf(art));
      const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}"`;
      expect(d.svg.slice(0, head.length)).toBe(head);
      expect(d.svg.endsWith("</svg>")).toBe(true);
      expect(d.svg).not.toMatch(BROKEN);
    }
  });

  it("are pure: the same recipe gives the same SVG, through the registry or directly", () => {
    for (const art of arts) {
      expect(draw(art)).toEqual(draw(art));
      expect(drawers[art.kind]?.(structuredClone(art))).toEqual(draw(art));
    }
  });

  it("give every recipe a different picture", () => {
    expect(new Set(arts.map((a) => draw(a).svg)).size).toBe(arts.length);
  });

  it("rasterise: the SVG parses and renders at the promised size", async () => {
    expect(raster.length).toBeGreaterThan(0);
    for (const art of raster) {
      const d = draw(art);
      const meta = await sharp(Buffer.from(d.svg)).metadata();
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
      expect([meta.width, meta.height]).toEqual(sizeOf(art));
    }
  });
}

/** A card's or a banner's size, which most styles share: a banner 3:1, anything else 4:3. */
export const cardOrBanner = (art: Art): Size => (art.format === "banner" ? [2400, 800] : [1200, 900]);

export type StyleDrawers = {
  /** The style's own drawers, by kind. */
  drawers: Record<string, Drawer>;
  /** The size promised for each kind. Without `otherSize`, these are exactly the style's kinds. */
  sizes: Record<string, Size>;
  /** The size promised for a recipe whose kind `sizes` does not name. */
  otherSize?: (art: Art) => Size;
  /** The recipes to rasterise; the first of each kind unless given. */
  raster?: (arts: Art[]) => Art[];
};

/**
 * A style's drawer tests, in one describe block: the common checks (drawerContract) on every sample recipe of the
 * style, then `more`, the checks only that style has, given the same recipes.
 */
export function describeDrawers(
  style: keyof typeof recipeSamples,
  { drawers, sizes, otherSize, raster = (arts) => firstOfEach(arts) }: StyleDrawers,
  more: (arts: Art[]) => void,
): void {
  describe(`${style} drawers`, () => {
    const arts = recipeSamples[style]().map((picture) => picture.art as Art);
    drawerContract({
      arts,
      drawers,
      sizeOf: (art) => sizes[art.kind] ?? otherSize?.(art) ?? [0, 0],
      kinds: otherSize ? undefined : Object.keys(sizes),
      raster: raster(arts),
    });
    more(arts);
  });
}
