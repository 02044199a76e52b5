import { describe, expect, it } from "vitest";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { drawerContract, firstOfEach, type Size } from "../testing/drawer-contract.ts";
import { mindfulDrawers } from "./drawers.ts";
import { draw } from "../registry.ts";

const arts = recipeSamples.mindful().map((i) => i.art as Art);
const SIZES: Record<string, Size> = {
  "mb-card": [1200, 900],
  "mb-banner": [2400, 800],
  "mb-illustration": [1200, 1200],
  "mb-poster": [900, 1200],
  "mb-collectible": [750, 1050],
  "mb-chapter": [900, 1200],
  "mb-sketch": [1200, 900],
  "mb-brand-card": [1200, 900],
  "mb-brand-banner": [2400, 800],
  "mb-brand-preview": [1600, 1131],
};

describe("mindful drawers", () => {
  drawerContract({
    arts,
    drawers: mindfulDrawers,
    sizeOf: (art) => SIZES[art.kind] ?? [0, 0],
    kinds: Object.keys(SIZES),
    raster: firstOfEach(arts),
  });

  it("names the missing parameter of a broken recipe", () => {
    expect(() => draw({ kind: "mb-poster", seed: "x", scene: "cloud", theme: "sage", accessory: "sprout" })).toThrow(
      /word/,
    );
    expect(() =>
      draw({ kind: "mb-poster", seed: "x", scene: "volcano", theme: "sage", accessory: "sprout", word: "HI" }),
    ).toThrow(/scene/);
  });
});
