import { describe, expect, it } from "vitest";
import { recipeSamples } from "../samples.ts";
import type { Art } from "../kit/types.ts";
import { drawerContract, type Size } from "../testing/drawer-contract.ts";
import { everydaysDrawers } from "./drawers.ts";
import { draw } from "../registry.ts";

const arts = recipeSamples.everydays().map((i) => i.art as Art);
const SIZES: Record<string, Size> = {
  "ed-sketch": [1000, 1000],
  "ed-card": [1200, 900],
  "ed-banner": [2400, 800],
};

describe("everydays drawers", () => {
  drawerContract({
    arts,
    drawers: everydaysDrawers,
    sizeOf: (art) => SIZES[art.kind] ?? [0, 0],
    kinds: Object.keys(SIZES),
    raster: [arts[0], arts[1], arts[2], arts[100]] as Art[],
  });

  it("draw 145 daily sketches, each labelled with its day", () => {
    expect(arts.filter((a) => a.kind === "ed-sketch")).toHaveLength(145);
  });

  it("refuses a sketch without its knobs", () => {
    expect(() =>
      draw({ kind: "ed-sketch", seed: "x", day: 1, subject: "cat", markers: ["coral", "teal"], paper: "plain" }),
    ).toThrow(/knobs/);
  });
});
