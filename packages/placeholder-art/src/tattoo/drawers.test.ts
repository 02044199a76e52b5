import { describe, expect, it } from "vitest";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { drawerContract, firstOfEach, type Size } from "../testing/drawer-contract.ts";
import { draw } from "../registry.ts";
import { tattooDrawers } from "./drawers.ts";

const arts = recipeSamples.tattoo().map((i) => i.art as Art);
const sizes: Record<string, Size> = {
  "bcts-tattoo": [800, 1000],
  "bcts-logo": [1200, 1200],
  "bcts-wall": [1200, 1200],
  "bcts-origin": [1200, 900],
  "bcts-social": [1080, 1350],
  "bcts-site": [1600, 1000],
};
const sizeOf = (art: Art): Size =>
  sizes[art.kind] ??
  (art.kind === "bcts-artist"
    ? art.boss
      ? [1600, 1200]
      : [900, 1200]
    : art.format === "banner"
      ? [2400, 800]
      : [1200, 900]);
const variant = (art: Art) =>
  String(art.format ?? art.boss ?? art.page ?? art.post ?? art.sketch ?? art.version ?? art.composition ?? "");

describe("tattoo drawers", () => {
  drawerContract({
    arts,
    drawers: tattooDrawers,
    sizeOf,
    raster: firstOfEach(arts, (art) => `${art.kind}/${variant(art)}`),
  });

  it("draw all 111 flash sheets", () => {
    expect(arts.filter((a) => a.kind === "bcts-tattoo")).toHaveLength(111);
  });

  it("reject a malformed recipe, naming the field", () => {
    const flash = arts.find((a) => a.kind === "bcts-tattoo") as Art;
    expect(() => draw({ ...flash, motif: "unicorn" })).toThrow(/motif/);
    expect(() => draw({ kind: "bcts-site", seed: "x", page: "blog", cast: [] })).toThrow(/page/);
  });
});
