import { describe, expect, it } from "vitest";
import { mindful } from "./mindful";

const all = () => [
  mindful.card("mb/card.png"),
  mindful.banner("mb/banner.png"),
  mindful.illustration("mb/illustration.png"),
  ...mindful.posters("mb/posters", 8),
  ...mindful.cards("mb/cards", 8),
  ...mindful.chapterPages("mb/book/chapters", 6),
  ...mindful.sketches("mb/book/sketches", 8),
  mindful.brandCard("mbb/card.png"),
  mindful.brandBanner("mbb/banner.png"),
  mindful.brandPreview("mbb/preview.png"),
];

describe("mindful recipes", () => {
  it("are deterministic and plain JSON", () => {
    expect(all()).toEqual(all());
    expect(JSON.parse(JSON.stringify(all()))).toEqual(all());
  });

  it("number the files of each series inside its folder", () => {
    expect(mindful.posters("mb/posters", 8).map((i) => i.src)).toEqual(
      Array.from({ length: 8 }, (_, i) => `mb/posters/0${i + 1}.png`),
    );
    expect(mindful.cards("mb/cards", 8)).toHaveLength(8);
    expect(mindful.chapterPages("mb/book/chapters", 6)).toHaveLength(6);
    expect(mindful.sketches("mb/book/sketches", 8).at(-1)?.src).toBe("mb/book/sketches/08.png");
  });

  it("give unique sources, seeds equal to the source, and distinct, non-empty alt texts", () => {
    const images = all();
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.art?.seed).toBe(image.src);
      expect(image.art?.kind).toMatch(/^mb-/);
    }
  });

  it("show every scene once in a series of eight and say so in the alt text", () => {
    const posters = mindful.posters("mb/posters", 8);
    expect(new Set(posters.map((p) => p.art?.scene)).size).toBe(8);
    for (const poster of posters) expect(poster.alt).toContain(String(poster.art?.word));
  });
});
