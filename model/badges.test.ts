import { describe, expect, it } from "vitest";
import { badgeColours, badges, unknownBadge } from "./badges.ts";

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

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
