import { describe, expect, it } from "vitest";
import { EVERYDAY_SUBJECTS, everydays, sketchSpec } from "./everydays";

const groups = () => [1, 30, 59, 88, 117].map((first, g) => everydays.sketches(`everydays/group-${g + 1}`, 29, first));

describe("everydays recipes", () => {
  it("are deterministic and plain JSON", () => {
    const all = () => [
      everydays.card("everydays/card.png"),
      everydays.banner("everydays/banner.png"),
      ...groups().flat(),
    ];
    expect(all()).toEqual(all());
    expect(JSON.parse(JSON.stringify(all()))).toEqual(all());
  });

  it("number the files by day, so five groups of 29 give days 1 to 145", () => {
    const sketches = groups().flat();
    expect(sketches).toHaveLength(145);
    expect(sketches.map((s) => s.art?.day)).toEqual(Array.from({ length: 145 }, (_, i) => i + 1));
    expect(groups()[1]?.[0]?.src).toBe("everydays/group-2/030.png");
    // Even in one shared folder the days never collide.
    const shared = [1, 30].flatMap((first) => everydays.sketches("everydays", 29, first));
    expect(new Set(shared.map((s) => s.src)).size).toBe(58);
  });

  it("give unique sources, seeds equal to the source, and distinct, non-empty alt texts", () => {
    const images = [everydays.card("everydays/card.png"), everydays.banner("everydays/banner.png"), ...groups().flat()];
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.art?.seed).toBe(image.src);
      expect(image.art?.kind).toMatch(/^ed-/);
    }
  });

  it("steps through every subject and never repeats a whole sketch", () => {
    const specs = Array.from({ length: 145 }, (_, i) => sketchSpec(`d/${i + 1}.png`, i + 1));
    expect(new Set(specs.map((s) => s.subject))).toEqual(new Set(EVERYDAY_SUBJECTS));
    expect(specs.every((s, i) => i === 0 || s.subject !== specs[i - 1]?.subject)).toBe(true);
  });
});
