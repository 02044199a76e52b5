import { expect, it } from "vitest";
import { bitbait, describeWorm, wormEyes, wormHeads, wormMouths, wormOf } from "./traits.ts";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";
import { recipeSamples } from "../samples.ts";

describeRecipes("bitbait", STYLE_CONTRACTS.bitbait.recipes, () => {
  it("names the files of each series by their kind and number", () => {
    expect(bitbait.power("bb/power", 6).map((i) => i.src)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `bb/power/power-0${n}.png`),
    );
    recipeSamples
      .bitbait()
      .slice(3)
      .forEach((i) => expect(i.src).toMatch(/^bb\/(power|posters|traits|twins|social)\/[a-z]+-\d+\.png$/));
  });

  it("shows six heads, six eyes, six mouths, in that order, from the same part library the worms use", () => {
    const traits = bitbait.traits("bb/traits");
    expect(traits).toHaveLength(18);
    expect(traits.map((t) => t.art?.part)).toEqual([
      ...Array(6).fill("head"),
      ...Array(6).fill("eyes"),
      ...Array(6).fill("mouth"),
    ]);
    expect(traits.map((t) => t.art?.name)).toEqual([
      ...wormHeads.slice(0, 6),
      ...wormEyes.slice(0, 6),
      ...wormMouths.slice(0, 6),
    ]);
  });

  it("pairs each OG with its BLEMF twin: same number, same worm, alt texts naming both", () => {
    const twins = bitbait.twins("bb/twins", 44);
    const mixes = new Set<string>();
    for (let i = 0; i < twins.length; i += 2) {
      const [og, blemf] = [twins[i], twins[i + 1]];
      if (!og?.art || !blemf?.art) throw new Error("missing twin");
      expect(og.src).toBe(`bb/twins/og-${String(i / 2 + 1).padStart(2, "0")}.png`);
      expect(blemf.src).toBe(`bb/twins/blemf-${String(i / 2 + 1).padStart(2, "0")}.png`);
      expect([og.art.style, blemf.art.style]).toEqual(["og", "blemf"]);
      expect(blemf.art.number).toBe(og.art.number);
      expect(blemf.art.worm).toEqual(og.art.worm);
      const tag = `#${String(og.art.number).padStart(4, "0")}`;
      expect(og.alt).toContain(`OG BitBait ${tag}: `);
      expect(blemf.alt).toContain(`BLEMF twin of ${tag}: `);
      const w = wormOf(og.art);
      mixes.add(`${w.colour}|${w.head}|${w.eyes}|${w.mouth}`);
    }
    expect(mixes.size).toBe(44);
    expect(new Set(twins.map((t) => t.art?.number)).size).toBe(44);
  });

  it("describes a worm by its traits", () => {
    const w = {
      colour: "teal",
      head: "top hat",
      eyes: "star eyes",
      mouth: "toothy grin",
      background: "mint",
      lean: 0,
    } as const;
    expect(describeWorm(w)).toBe("a teal worm with a top hat, star eyes and a toothy grin");
  });

  it("rejects a malformed worm", () => {
    expect(() => wormOf({ kind: "bb-worm", seed: "x", worm: { colour: "plaid" } })).toThrow(/malformed worm/);
  });
});
