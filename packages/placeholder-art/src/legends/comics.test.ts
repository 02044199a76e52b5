import { expect, it } from "vitest";
import { characterOf, describeCharacter } from "../characters/traits.ts";
import { legends } from "./comics.ts";
import { describeRecipes } from "../testing/recipe-contract.ts";
import { STYLE_CONTRACTS } from "../testing/style-contracts.ts";

describeRecipes("legends", STYLE_CONTRACTS.legends.recipes, () => {
  it("numbers the files of each series", () => {
    expect(legends.avatars("wol/legends", 16).map((i) => i.src)).toEqual(
      Array.from({ length: 16 }, (_, i) => `wol/legends/legend-${String(i + 1).padStart(2, "0")}.png`),
    );
    expect(legends.versus("wol/versus", 2).map((i) => i.src)).toEqual([
      "wol/versus/versus-01.png",
      "wol/versus/versus-02.png",
    ]);
  });

  it("makes every avatar a distinct character, using all twelve hair styles", () => {
    const characters = legends.avatars("wol/legends", 16).map((i) => characterOf(i.art ?? { kind: "", seed: "" }));
    expect(new Set(characters.map((c) => JSON.stringify(c))).size).toBe(16);
    expect(new Set(characters.map((c) => c.hair)).size).toBe(12);
  });

  it("describes a character in plain words", () => {
    const c = characterOf(legends.avatars("wol/legends", 1)[0]?.art ?? { kind: "", seed: "" });
    expect(
      describeCharacter({
        ...c,
        hair: "afro",
        hairColour: "ginger",
        facialHair: "stubble",
        eyewear: "none",
        extra: "nose ring",
        expression: "grin",
        outfit: "hoodie",
      }),
    ).toBe("a grinning character with a ginger afro, stubble and a nose ring, in a hoodie");
    expect(() => characterOf({ kind: "wol-avatar", seed: "x", character: { hair: "beehive" } })).toThrow(
      /malformed character/,
    );
  });
});
