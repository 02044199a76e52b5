import { expect, it } from "vitest";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("xtra", STYLE_CONTRACTS.xtra.drawers, () => {
  it("refuses an unknown logo", () => {
    expect(() => draw({ kind: "xbl-logo", seed: "x", logo: "banana" })).toThrow(/logo/);
  });
});
