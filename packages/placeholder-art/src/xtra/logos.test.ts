import { describe, expect, it } from "vitest";
import { recipeContract } from "../testing/recipe-contract.ts";
import { recipeSamples } from "../samples.ts";
import { XBL_VARIANTS, xtra } from "./logos.ts";
import { APE_TRAITS, apeSet, describeApe } from "./ape-traits.ts";

describe("xtra recipes", () => {
  recipeContract({
    all: recipeSamples.xtra,
    kind: /^xbl?-/,
    minAlt: 20,
    series: [
      { name: "layering", images: () => xtra.layering("xb/layering", 4), count: 4, dir: "xb/layering" },
      { name: "apes", images: () => xtra.apes("xb/apes", 20), count: 20, dir: "xb/apes" },
      { name: "logos", images: () => xtra.logos("xbl/logos"), count: 2, dir: "xbl/logos" },
      { name: "versions", images: () => xtra.versions("xbl/versions", 36), count: 36, dir: "xbl/versions" },
      { name: "banners", images: () => xtra.banners("xbl/banners", 7), count: 7, dir: "xbl/banners" },
    ],
  });

  it("return the promised paths", () => {
    expect(xtra.layering("xb/layering", 4).map((i) => i.src)).toEqual([
      "xb/layering/01.png",
      "xb/layering/02.png",
      "xb/layering/03.png",
      "xb/layering/04.png",
    ]);
    expect(xtra.logos("xbl/logos").map((i) => i.src)).toEqual(["xbl/logos/01.png", "xbl/logos/02.png"]);
    expect(xtra.versions("xbl/versions", 36).at(-1)?.src).toBe("xbl/versions/36.png");
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
