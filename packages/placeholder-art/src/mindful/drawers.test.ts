import { expect, it } from "vitest";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("mindful", STYLE_CONTRACTS.mindful.drawers, () => {
  it("names the missing parameter of a broken recipe", () => {
    expect(() => draw({ kind: "mb-poster", seed: "x", scene: "cloud", theme: "sage", accessory: "sprout" })).toThrow(
      /word/,
    );
    expect(() =>
      draw({ kind: "mb-poster", seed: "x", scene: "volcano", theme: "sage", accessory: "sprout", word: "HI" }),
    ).toThrow(/scene/);
  });
});
