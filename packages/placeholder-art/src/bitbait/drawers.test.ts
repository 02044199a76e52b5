import { describe, expect, it } from "vitest";
import { bitbait } from "./traits.ts";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { bitbaitDrawers } from "./drawers.ts";
import { drawerContract, firstOfEach, type Size } from "../testing/drawer-contract.ts";
import { draw } from "../registry.ts";

const arts = recipeSamples.bitbait().map((i) => i.art as Art);
const sizes: Record<string, Size> = {
  "bb-worm": [1000, 1000],
  "bb-trait": [800, 800],
  "bb-hook": [1200, 1200],
  "bb-power": [1200, 900],
  "bb-poster": [900, 1200],
  "bb-social": [1080, 1080],
};

describe("bitbait drawers", () => {
  drawerContract({
    arts,
    drawers: bitbaitDrawers,
    sizeOf: (art) => sizes[art.kind] ?? (art.format === "banner" ? [2400, 800] : [1200, 900]),
    raster: firstOfEach(arts, (art) => `${art.kind}/${String(art.format ?? art.style ?? "")}`),
  });

  it("draw a BLEMF that differs from its OG", () => {
    const [og, blemf] = bitbait.twins("bb/twins", 1);
    expect(draw(og?.art as Art).svg).not.toBe(draw(blemf?.art as Art).svg);
  });

  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ kind: "bb-worm", seed: "x", style: "og", number: 1, worm: {} })).toThrow(/worm/);
    expect(() => draw({ kind: "bb-trait", seed: "x", part: "tail", name: "x", tile: "mint" })).toThrow(/part/);
  });
});
