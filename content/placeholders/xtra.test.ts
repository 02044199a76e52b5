import { describe, expect, it } from "vitest";
import { XBL_VARIANTS, xtra } from "./xtra";
import { APE_TRAITS, apeSet, describeApe } from "./xtra-traits";

const all = () => [
  xtra.card("xb/card.png"),
  xtra.banner("xb/banner.png"),
  xtra.illustration("xb/illustration.png"),
  ...xtra.layering("xb/layering", 4),
  ...xtra.apes("xb/apes", 20),
  xtra.logoCard("xbl/card.png"),
  xtra.logoBanner("xbl/banner.png"),
  ...xtra.logos("xbl/logos"),
  ...xtra.versions("xbl/versions", 36),
  ...xtra.banners("xbl/banners", 7),
];

describe("xtra recipes", () => {
  it("are deterministic and plain JSON", () => {
    expect(all()).toEqual(all());
    expect(JSON.parse(JSON.stringify(all()))).toEqual(all());
  });

  it("return the promised counts and paths", () => {
    expect(xtra.layering("xb/layering", 4).map((i) => i.src)).toEqual([
      "xb/layering/01.png",
      "xb/layering/02.png",
      "xb/layering/03.png",
      "xb/layering/04.png",
    ]);
    expect(xtra.apes("xb/apes", 20)).toHaveLength(20);
    expect(xtra.logos("xbl/logos").map((i) => i.src)).toEqual(["xbl/logos/01.png", "xbl/logos/02.png"]);
    expect(xtra.versions("xbl/versions", 36).at(-1)?.src).toBe("xbl/versions/36.png");
    expect(xtra.banners("xbl/banners", 7)).toHaveLength(7);
  });

  it("give unique sources, seeds equal to the source, and distinct, non-empty alt texts", () => {
    const images = all();
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.art?.seed).toBe(image.src);
      expect(image.art?.kind).toMatch(/^xbl?-/);
    }
  });

  it("makes 20 apes with 20 different trait sets, each trait from its list", () => {
    const set = apeSet("xb/apes", 20);
    expect(new Set(set.map((a) => JSON.stringify(a))).size).toBe(20);
    for (const ape of set) {
      for (const [layer, value] of Object.entries(ape))
        expect(APE_TRAITS[layer as keyof typeof APE_TRAITS] as string[]).toContain(value);
      expect(describeApe(ape)).toMatch(/fur/);
    }
  });

  it("explores both logos through all 18 treatments, colour first, then line art", () => {
    const versions = xtra.versions("xbl/versions", 36);
    expect(XBL_VARIANTS).toHaveLength(18);
    expect(versions.filter((v) => v.art?.logo === "badge")).toHaveLength(18);
    expect(versions.filter((v) => v.art?.logo === "crest")).toHaveLength(18);
    expect(versions[0]?.alt).toContain("colourway");
    expect(versions[17]?.alt).toContain("outlined");
  });
});
