import { expect, it } from "vitest";
import { bitbait } from "./traits.ts";
import type { Art } from "../kit/types.ts";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("bitbait", STYLE_CONTRACTS.bitbait.drawers, () => {
  it("draw a BLEMF that differs from its OG", () => {
    const [og, blemf] = bitbait.twins("bb/twins", 1);
    expect(draw(og?.art as Art).svg).not.toBe(draw(blemf?.art as Art).svg);
  });

  it("reject a malformed recipe, naming the field", () => {
    expect(() => draw({ kind: "bb-worm", seed: "x", style: "og", number: 1, worm: {} })).toThrow(/worm/);
    expect(() => draw({ kind: "bb-trait", seed: "x", part: "tail", name: "x", tile: "mint" })).toThrow(/part/);
  });
});
