import { describe, expect, it } from "vitest";
import { mindful } from "./themes.ts";
import { recipeContract } from "../testing/recipe-contract.ts";
import { recipeSamples } from "../samples.ts";

describe("mindful recipes", () => {
  recipeContract({
    all: recipeSamples.mindful,
    kind: /^mb-/,
    minAlt: 20,
    series: [
      { name: "posters", images: () => mindful.posters("mb/posters", 8), count: 8, dir: "mb/posters" },
      { name: "cards", images: () => mindful.cards("mb/cards", 8), count: 8, dir: "mb/cards" },
      {
        name: "chapter pages",
        images: () => mindful.chapterPages("mb/book/chapters", 6),
        count: 6,
        dir: "mb/book/chapters",
      },
      { name: "sketches", images: () => mindful.sketches("mb/book/sketches", 8), count: 8, dir: "mb/book/sketches" },
    ],
  });

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
