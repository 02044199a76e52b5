import { expect, it } from "vitest";
import { describeDrawers } from "../testing/drawer-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { draw } from "../registry.ts";

describeDrawers("everydays", STYLE_CONTRACTS.everydays.drawers, (arts) => {
  it("draw 145 daily sketches, each labelled with its day", () => {
    expect(arts.filter((a) => a.kind === "ed-sketch")).toHaveLength(145);
  });

  it("refuses a sketch without its knobs", () => {
    expect(() =>
      draw({ kind: "ed-sketch", seed: "x", day: 1, subject: "cat", markers: ["coral", "teal"], paper: "plain" }),
    ).toThrow(/knobs/);
  });
});
