import { describe, expect, it } from "vitest";
import { imageSchema } from "../schema";
import { flashDesign, tattoo } from "./tattoo";

const all = () => [
  tattoo.card("bcts/card.png"),
  tattoo.banner("bcts/banner.png"),
  tattoo.illustration("bcts/illustration.png"),
  ...tattoo.logo("bcts/logo"),
  ...tattoo.origins("bcts/origins", 6),
  ...tattoo.characters("bcts/characters", 8),
  ...tattoo.tattoos("bcts/tattoos", 111),
  ...tattoo.social("bcts/social", 9),
  ...tattoo.website("bcts/website", 6),
];

describe("tattoo recipes", () => {
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
    expect(tattoo.logo("bcts/logo").length).toBeGreaterThanOrEqual(1);
    expect(tattoo.origins("bcts/origins", 6)).toHaveLength(6);
    expect(tattoo.social("bcts/social", 9)).toHaveLength(9);
    expect(tattoo.website("bcts/website", 6)).toHaveLength(6);
    const tattoos = tattoo.tattoos("bcts/tattoos", 111);
    expect(tattoos).toHaveLength(111);
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
