import { describe, expect, it } from "vitest";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { drawerContract, type Size } from "../testing/drawer-contract.ts";
import { legendsDrawers } from "./drawers.ts";
import { draw } from "../registry.ts";

const arts = recipeSamples.legends().map((i) => i.art as Art);
const sizeOf = (art: Art): Size =>
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
  drawerContract({
    arts,
    drawers: legendsDrawers,
    sizeOf,
    raster: [arts[0], arts[1], arts[2], arts[3], arts[19]] as Art[],
  });

  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ ...(arts[3] as Art), backdrop: "fog" })).toThrow(/backdrop/);
    expect(() => draw({ ...(arts[3] as Art), character: { hair: "afro" } })).toThrow(/character/);
  });
});
