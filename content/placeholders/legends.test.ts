import { describe, expect, it } from "vitest";
import { imageSchema } from "../schema";
import { characterOf, describeCharacter } from "./characters";
import { legends } from "./legends";

const all = () => [
  legends.card("wol/card.png"),
  legends.banner("wol/banner.png"),
  legends.illustration("wol/illustration.png"),
  ...legends.avatars("wol/legends", 16),
  ...legends.versus("wol/versus", 2),
];

describe("legends recipes", () => {
  it("are deterministic", () => {
    expect(all()).toEqual(all());
  });

  it("are valid images with unique srcs and distinct, real alt texts", () => {
    const images = all();
    images.forEach((image) => expect(imageSchema.parse(image)).toEqual(image));
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    images.forEach((i) => expect(i.alt.length).toBeGreaterThan(40));
  });

  it("returns the counts asked for, inside the folder given", () => {
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
