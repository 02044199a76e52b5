import { describe, expect, it } from "vitest";
import { contrast } from "../../model/words-schema.ts";
import { initials, logoSvg } from "./draw.ts";

describe("a logo from initials", () => {
  it.each([
    ["Wall of Legends", "WL"],
    ["xTRA BORED - Logo", "BL"],
    ["Everydays", "EV"],
    ["zine", "ZI"],
    ["A <Zine> & More", "AM"],
    ["R&D", "R&"],
  ])("%s → %s", (name, letters) => {
    expect(initials(name)).toBe(letters);
  });

  it("is the same for the same project, readable, and escapes its text", () => {
    const svg = logoSvg("zine", "R&D");
    expect(svg).toBe(logoSvg("zine", "R&D"));
    expect(svg).toContain(">R&amp;</text>");
    const [background, text] = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    expect(contrast(background!, text!)).toBeGreaterThanOrEqual(4.5);
  });
});
