import { expect, it } from "vitest";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { XBL_VARIANTS, xtra } from "./logos.ts";
import { APE_TRAITS, apeSet, describeApe } from "./ape-traits.ts";

describeRecipes("xtra", STYLE_CONTRACTS.xtra.recipes, () => {
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
