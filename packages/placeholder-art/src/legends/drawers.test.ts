import { expect, it } from "vitest";
import type { Art } from "../kit/types.ts";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("legends", STYLE_CONTRACTS.legends.drawers, (arts) => {
  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ ...(arts[3] as Art), backdrop: "fog" })).toThrow(/backdrop/);
    expect(() => draw({ ...(arts[3] as Art), character: { hair: "afro" } })).toThrow(/character/);
  });
});
