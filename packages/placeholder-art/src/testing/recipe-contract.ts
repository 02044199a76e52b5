import { describe, expect, it } from "vitest";
import type { Picture } from "../kit/types.ts";
import { recipeSamples } from "../samples.ts";
import { checkPicture } from "./check-picture.ts";

// The checks every style's recipe helpers must pass, registered by its test file (src/<style>/*.test.ts) next to the
// checks only that style has. Not collected by Vitest: the name has no ".test.".

export type RecipeContract = {
  /** Every recipe the style makes, built afresh on each call. */
  all: () => Picture[];
  /** The kinds the style's recipes use. */
  kind: RegExp;
  /** Alt texts are longer than this. */
  minAlt: number;
  /** Series helpers: each returns `count` images inside folder `dir`. */
  series: { name: string; images: () => Picture[]; count: number; dir: string }[];
};

/** Registers the common recipe checks: determinism, valid and unique images, real alt texts, counts and folders. */
export function recipeContract({ all, kind, minAlt, series }: RecipeContract) {
  it("are deterministic and plain JSON", () => {
    expect(all()).toEqual(all());
    expect(JSON.parse(JSON.stringify(all()))).toEqual(all());
  });

  it("are valid images with unique srcs, seeds equal to the src, and distinct, real alt texts", () => {
    const images = all();
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) {
      expect(checkPicture(image)).toEqual([]);
      expect(image.alt.length).toBeGreaterThan(minAlt);
      expect(image.art?.seed).toBe(image.src);
      expect(image.art?.kind).toMatch(kind);
    }
  });

  it.each(series)("$name returns the $count images asked for, inside $dir", ({ images, count, dir }) => {
    const made = images();
    expect(made).toHaveLength(count);
    for (const image of made) expect(image.src.startsWith(`${dir}/`)).toBe(true);
  });
}

/**
 * A style's recipe tests, in one describe block: the common checks (recipeContract) on every sample recipe of the
 * style, with its kinds, shortest alt text and series (testing/style-contracts.ts), then `more`, the checks only that
 * style has.
 */
export function describeRecipes(
  style: keyof typeof recipeSamples,
  contract: Omit<RecipeContract, "all">,
  more: () => void,
): void {
  describe(`${style} recipes`, () => {
    recipeContract({ all: recipeSamples[style], ...contract });
    more();
  });
}
