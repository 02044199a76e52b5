import { expect, it } from "vitest";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { flashDesign, tattoo } from "./designs.ts";

describeRecipes("tattoo", STYLE_CONTRACTS.tattoo.recipes, () => {
  it("makes at least one logo, and numbers the flash sheets 001 to 111", () => {
    expect(tattoo.logo("bcts/logo").length).toBeGreaterThanOrEqual(1);
    const tattoos = tattoo.tattoos("bcts/tattoos", 111);
    expect(tattoos[0]?.src).toBe("bcts/tattoos/tattoo-001.png");
    expect(tattoos[110]?.src).toBe("bcts/tattoos/tattoo-111.png");
  });

  it("never repeats a flash design: motif × composition × palette is new on each of the 111 sheets", () => {
    const designs = Array.from({ length: 111 }, (_, i) => flashDesign(i));
    expect(new Set(designs.map((d) => `${d.motif}|${d.composition}|${d.palette}`)).size).toBe(111);
    expect(new Set(designs.map((d) => d.motif)).size).toBe(12);
  });

  it("makes the last character the boss, and the others distinct artists", () => {
    const people = tattoo.characters("bcts/characters", 8);
    expect(people.map((p) => p.art?.boss)).toEqual([false, false, false, false, false, false, false, true]);
    expect(people[7]?.art?.role).toBe("THE BOSS");
    expect(new Set(people.map((p) => JSON.stringify(p.art?.character))).size).toBe(8);
  });
});
