import { expect, it } from "vitest";
import { mindful } from "./themes.ts";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";

describeRecipes("mindful", STYLE_CONTRACTS.mindful.recipes, () => {
  it("number the files of each series inside its folder", () => {
    expect(mindful.posters("mb/posters", 8).map((i) => i.src)).toEqual(
      Array.from({ length: 8 }, (_, i) => `mb/posters/0${i + 1}.png`),
    );
    expect(mindful.sketches("mb/book/sketches", 8).at(-1)?.src).toBe("mb/book/sketches/08.png");
  });

  it("show every scene once in a series of eight and say so in the alt text", () => {
    const posters = mindful.posters("mb/posters", 8);
    expect(new Set(posters.map((p) => p.art?.scene)).size).toBe(8);
    for (const poster of posters) expect(poster.alt).toContain(String(poster.art?.word));
  });
});
