import { expect, it } from "vitest";
import type { Art } from "../kit/types.ts";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("tattoo", STYLE_CONTRACTS.tattoo.drawers, (arts) => {
  it("draw all 111 flash sheets", () => {
    expect(arts.filter((a) => a.kind === "bcts-tattoo")).toHaveLength(111);
  });

  it("reject a malformed recipe, naming the field", () => {
    const flash = arts.find((a) => a.kind === "bcts-tattoo") as Art;
    expect(() => draw({ ...flash, motif: "unicorn" })).toThrow(/motif/);
    expect(() => draw({ kind: "bcts-site", seed: "x", page: "blog", cast: [] })).toThrow(/page/);
  });
});
