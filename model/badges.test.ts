import { describe, expect, it } from "vitest";
import { badgeColours, badges, unknownBadge } from "./badges.ts";
import { contrast } from "./words-schema.ts";

const SPEC_LABELS = [
  "#illustration",
  "#characterDesign",
  "#storyTelling",
  "#editorial",
  "#webDesign",
  "#conceptArt",
  "#logoDesign",
  "#branding",
  "#graphicDesign",
  "#fanArt",
  "#posterDesign",
  "#cardDesign",
  "#portrait",
  "#comicArt",
  "#visualIdentity",
];

describe("badges", () => {
  it("has exactly the spec's 15 labels, each with its own colour", () => {
    expect(Object.keys(badges)).toEqual(SPEC_LABELS);
    expect(new Set(Object.values(badges).map((b) => b.light[0])).size).toBe(15);
    expect(new Set(Object.values(badges).map((b) => b.dark[0])).size).toBe(15);
  });

  it.each([...Object.entries(badges), ["unknown", unknownBadge] as const])(
    "%s is readable (AA) in both themes",
    (_, c) => {
      expect(contrast(...c.light)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(...c.dark)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("gives unknown labels the neutral grey", () => {
    expect(badgeColours("#somethingNew")).toBe(unknownBadge);
    expect(badgeColours("#comicArt")).toBe(badges["#comicArt"]);
  });
});
