import { expect, it } from "vitest";
import { EVERYDAY_SUBJECTS, everydays, sketchSpec } from "./subjects.ts";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { everydaysGroups as groups } from "../samples.ts";

describeRecipes("everydays", STYLE_CONTRACTS.everydays.recipes, () => {
  it("number the files by day, so five groups of 29 give days 1 to 145", () => {
    const sketches = groups().flat();
    expect(sketches).toHaveLength(145);
    expect(sketches.map((s) => s.art?.day)).toEqual(Array.from({ length: 145 }, (_, i) => i + 1));
    expect(groups()[1]?.[0]?.src).toBe("everydays/group-2/030.png");
    // Even in one shared folder the days never collide.
    const shared = [1, 30].flatMap((first) => everydays.sketches("everydays", 29, first));
    expect(new Set(shared.map((s) => s.src)).size).toBe(58);
  });

  it("steps through every subject and never repeats a whole sketch", () => {
    const specs = Array.from({ length: 145 }, (_, i) => sketchSpec(`d/${i + 1}.png`, i + 1));
    expect(new Set(specs.map((s) => s.subject))).toEqual(new Set(EVERYDAY_SUBJECTS));
    expect(specs.every((s, i) => i === 0 || s.subject !== specs[i - 1]?.subject)).toBe(true);
  });
});
