import { describe, expect, it } from "vitest";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { drawerContract, firstOfEach, type Size } from "../testing/drawer-contract.ts";
import { draw } from "../registry.ts";
import { xtraDrawers } from "./drawers.ts";

const arts = recipeSamples.xtra().map((i) => i.art as Art);
const SIZES: Record<string, Size> = {
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
  drawerContract({
    arts,
    drawers: xtraDrawers,
    sizeOf: (art) => SIZES[art.kind] ?? [0, 0],
    kinds: Object.keys(SIZES),
    raster: firstOfEach(arts),
  });

  it("refuses an unknown logo", () => {
    expect(() => draw({ kind: "xbl-logo", seed: "x", logo: "banana" })).toThrow(/logo/);
  });
});
